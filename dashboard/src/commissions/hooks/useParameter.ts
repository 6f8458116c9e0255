import type { parameterAnswer } from '../../../../domain/commissions/answers';
import { segment } from '../utils/rest';
import type { Answer } from '../utils/types';
import { useCommissionsGet } from './useCommissionsGet';

export function useParameter(parameterId: string | null | undefined) {
  const query = useCommissionsGet<Answer<typeof parameterAnswer>>(['parameter', parameterId], parameterId ? `/parameter/${segment(parameterId)}/values` : null);
  return { ...query, parameter: query.data?.parameter };
}
