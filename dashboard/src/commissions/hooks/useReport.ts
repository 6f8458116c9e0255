import type { reportAnswer } from '../../../../domain/commissions/answers';
import { segment } from '../utils/rest';
import type { Answer } from '../utils/types';
import { useCommissionsGet } from './useCommissionsGet';

export function useReport(reportId: string | null | undefined) {
  const query = useCommissionsGet<Answer<typeof reportAnswer>>(['report', reportId], reportId ? `/report/${segment(reportId)}` : null);
  return { ...query, report: query.data?.report };
}
