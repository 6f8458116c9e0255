import type { variableTagListAnswer } from '../../../../domain/commissions/answers';
import { segment } from '../utils/rest';
import type { Answer } from '../utils/types';
import { useCommissionsGet } from './useCommissionsGet';

export function useVariableTags(variableId: string | null | undefined) {
  const query = useCommissionsGet<Answer<typeof variableTagListAnswer>>(
    ['variableTags', variableId],
    variableId ? `/variable/${segment(variableId)}/values` : null,
  );
  return { ...query, rows: query.data?.variable_value };
}
