import type { parameterListAnswer } from '../../../../domain/commissions/answers';
import { segment } from '../utils/rest';
import type { Answer } from '../utils/types';
import { useCommissionsGet } from './useCommissionsGet';

export function useParameters(areaId: string | null | undefined) {
  const query = useCommissionsGet<Answer<typeof parameterListAnswer>>(['parameters', areaId], areaId ? `/area/${segment(areaId)}/parameter` : null);
  return { ...query, rows: query.data?.parameter };
}
