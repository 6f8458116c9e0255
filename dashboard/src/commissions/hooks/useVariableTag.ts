import type { variableTagValuesAnswer } from '../../../../domain/commissions/answers';
import { segment } from '../utils/rest';
import type { Answer } from '../utils/types';
import { useCommissionsGet } from './useCommissionsGet';

export function useVariableTag(tagId: string | null | undefined) {
  const query = useCommissionsGet<Answer<typeof variableTagValuesAnswer>>(['variableTag', tagId], tagId ? `/variable-value/${segment(tagId)}/employees` : null);
  return { ...query, tag: query.data?.variable_value };
}
