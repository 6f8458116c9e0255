import type { organizationListAnswer } from '../../../../domain/commissions/answers';
import type { Answer } from '../utils/types';
import { useCommissionsGet } from './useCommissionsGet';

/** Companies the position may use (spec 003 section 6). */
export function useOrganizations(enabled = true) {
  const query = useCommissionsGet<Answer<typeof organizationListAnswer>>(['organizations'], enabled ? '/organization' : null);
  return { ...query, rows: query.data?.organization };
}
