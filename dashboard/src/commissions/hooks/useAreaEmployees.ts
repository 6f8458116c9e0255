import type { employeeListAnswer } from '../../../../domain/commissions/answers';
import { segment } from '../utils/rest';
import type { Answer } from '../utils/types';
import { useCommissionsGet } from './useCommissionsGet';

/** A position's employees. */
export function useAreaEmployees(areaId: string | null | undefined) {
  const query = useCommissionsGet<Answer<typeof employeeListAnswer>>(['areaEmployees', areaId], areaId ? `/area/${segment(areaId)}/employee` : null);
  return { ...query, rows: query.data?.employee };
}
