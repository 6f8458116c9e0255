import type { dataSourceListAnswer } from '../../../../domain/commissions/answers';
import { segment } from '../utils/rest';
import type { Answer } from '../utils/types';
import { useCommissionsGet } from './useCommissionsGet';

export function useDataSources(organizationId: string | null | undefined) {
  const query = useCommissionsGet<Answer<typeof dataSourceListAnswer>>(
    ['dataSources', organizationId],
    organizationId ? `/organization/${segment(organizationId)}/data-source` : null,
  );
  return { ...query, rows: query.data?.data_source };
}
