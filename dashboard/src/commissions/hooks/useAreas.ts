import type { areaListAnswer } from '../../../../domain/commissions/answers';
import { segment } from '../utils/rest';
import type { Answer } from '../utils/types';
import { useCommissionsGet } from './useCommissionsGet';

/** A company's positions (areas). */
export function useAreas(organizationId: string | null | undefined) {
  const query = useCommissionsGet<Answer<typeof areaListAnswer>>(
    ['areas', organizationId],
    organizationId ? `/organization/${segment(organizationId)}/area` : null,
  );
  return { ...query, rows: query.data?.node };
}
