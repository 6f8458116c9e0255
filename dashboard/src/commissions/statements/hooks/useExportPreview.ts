import { useGqlQuery } from '../../../graphql';
import { statementExportPreviewQuery } from '../graphql/queries';
import type { StatementPeriod } from '../utils/period';
import { statementsQueryKey } from './keys';

/** What the export would hand over now (approved statements and their CSV), while the dialog is open. */
export function useExportPreview(period: StatementPeriod, enabled: boolean) {
  return useGqlQuery([...statementsQueryKey, 'preview', period], statementExportPreviewQuery, period, { enabled });
}
