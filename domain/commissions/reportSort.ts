import { listSortSchema } from '../common/listSort';

/**
 * The commission reports' sortable columns (spec 003 section 9's table), each served by an index
 * whose first field is the company the search is always limited to (db/models/commissions, the
 * report schema); without a sort, the list's own order: newest period first, then by payroll number.
 */
export const reportSortKeys = ['payroll', 'employee', 'start', 'calculated', 'result', 'store'] as const;
export type ReportSortKey = (typeof reportSortKeys)[number];
export const reportSortSchema = listSortSchema(reportSortKeys);
export const reportSortFields: Record<ReportSortKey, string> = {
  payroll: 'employeeId',
  employee: 'employeeName',
  start: 'startDate',
  calculated: 'endDate',
  result: 'evaluationResult',
  store: 'warehouse',
};
