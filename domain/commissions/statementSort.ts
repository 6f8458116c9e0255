import { listSortSchema } from '../common/listSort';

/**
 * The statements list's sortable columns (a company's period), each served by an index after the
 * period's equality fields (db/models/commissions/statements.ts); without a sort, by payroll number.
 */
export const statementSortKeys = ['employee', 'name', 'area', 'state', 'total'] as const;
export type StatementSortKey = (typeof statementSortKeys)[number];
export const statementSortSchema = listSortSchema(statementSortKeys);
export const statementSortFields: Record<StatementSortKey, string> = {
  employee: 'employeeId',
  name: 'employeeName',
  area: 'areaName',
  state: 'state',
  total: 'total',
};
