import { type Steps } from '../../../../../domain/commissions/steps';
import { FormulaEditor } from '../../steps/components';
import { useEditorSteps } from '../../steps/hooks';
import { noneMissing } from './noneMissing';

export interface IndicatorReadOnlyProps {
  placement: { organizationId: string; areaId: string };
  steps: Steps;
}

/** An indicator's steps shown, nothing changeable. */
export function IndicatorReadOnly({ placement, steps }: IndicatorReadOnlyProps) {
  const editor = useEditorSteps(steps);
  return (
    <FormulaEditor
      screen="indicator"
      organizationId={placement.organizationId}
      areaId={placement.areaId}
      steps={editor.steps}
      setSteps={editor.setSteps}
      tested={false}
      setTested={editor.setTested}
      noExistingIds={noneMissing}
      readOnly
    />
  );
}
