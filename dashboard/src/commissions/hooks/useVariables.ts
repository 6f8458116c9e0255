import type { variableListAnswer } from '../../../../domain/commissions/answers';
import { segment } from '../utils/rest';
import type { Answer } from '../utils/types';
import { useCommissionsGet } from './useCommissionsGet';

export function useVariables(dataSourceId: string | null | undefined) {
  const query = useCommissionsGet<Answer<typeof variableListAnswer>>(
    ['variables', dataSourceId],
    dataSourceId ? `/data-source/${segment(dataSourceId)}/variable` : null,
  );
  return { ...query, rows: query.data?.variable };
}
