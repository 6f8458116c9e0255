import type { RecordPlacement } from '../../steps/components';
import type { KpiPeriod } from './PeriodDialog';

/** What the create screen hands to the steps screen (router state). */
export interface CommissionCreateState extends RecordPlacement {
  period: KpiPeriod;
  readyToRun: boolean;
}

/** Where a commission belongs and how it runs: what the editor saves beside the steps. */
export interface CommissionPlacement {
  name: string;
  organizationId: string;
  areaId: string;
  period: KpiPeriod;
  active: boolean;
}

/** The breadcrumb back to the commissions' selector. */
export const commissionsCrumb = (t: (key: 'editor.commissions.section') => string) => ({ text: t('editor.commissions.section'), to: 'comisiones-variables' });
