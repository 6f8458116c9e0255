import type { IndicatorRecord } from '../../../../../domain/commissions/answers';
import { stepsForEditing } from '../../../../../domain/commissions/steps';
import { emptySteps } from '../../../../../domain/commissions/stepsEditor';
import { IndicatorEditor } from './IndicatorEditor';
import { IndicatorReadOnly } from './IndicatorReadOnly';

export interface IndicatorEditLoadedProps {
  record: IndicatorRecord;
  readOnly: boolean;
}

/** A loaded indicator: its editor, or its steps read-only without Indicators write. */
export function IndicatorEditLoaded({ record, readOnly }: IndicatorEditLoadedProps) {
  const steps = stepsForEditing({ htmlReference: record.html_reference, expression: record.expression }) ?? emptySteps();
  const placement = { name: record.name, organizationId: record.hierarchical_node.organization_id, areaId: record.hierarchical_node.id };
  return readOnly ? <IndicatorReadOnly placement={placement} steps={steps} /> : <IndicatorEditor placement={placement} record={record} initialSteps={steps} />;
}
