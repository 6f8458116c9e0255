import type { employeeListAnswer } from '../../../../domain/commissions/answers';
import { segment } from '../utils/rest';
import type { Answer } from '../utils/types';
import { useCommissionsGet } from './useCommissionsGet';

/** A company's employees (the employee selector, tag values). */
export function useOrganizationEmployees(organizationId: string | null | undefined) {
  const query = useCommissionsGet<Answer<typeof employeeListAnswer>>(
    ['organizationEmployees', organizationId],
    organizationId ? `/organization/${segment(organizationId)}/employee` : null,
  );
  return { ...query, rows: query.data?.employee };
}
