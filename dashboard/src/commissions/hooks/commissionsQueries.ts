import type { employeeAnswer, reportExportAnswer } from '../../../../domain/commissions/answers';
import { commissionsRequest, segment } from '../utils/rest';
import type { Answer, Report, ReportSearch } from '../utils/types';

/** Every query of the module starts with this key, so a change refreshes what it touches. */
export const commissionsKey = ['commissions'] as const;

/** Looks one employee up (subordinates: 'Subordinado no encontrado' when absent). */
export function lookUpEmployee(id: string): Promise<Answer<typeof employeeAnswer>> {
  return commissionsRequest<Answer<typeof employeeAnswer>>('GET', `/employee/${segment(id)}`);
}

/** Every report of a search (the export), without details. */
export async function exportReports(search: ReportSearch): Promise<Report[]> {
  return (await commissionsRequest<Answer<typeof reportExportAnswer>>('POST', '/report/export', search)).data.results;
}
