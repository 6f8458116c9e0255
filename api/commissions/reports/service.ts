import { REPORT_CHART_BARS, type ReportCriteria } from '../../../domain/commissions/rules';
import { reportSortFields, type ReportSortKey } from '../../../domain/commissions/reportSort';
import { mongoSort, type ListSort } from '../../../domain/common/listSort';
import { MONEY_SCALE, fromStored, moneyText, roundMoney, type MoneyInput } from '../../../domain/common/money';
import { CommissionOrganizationModel, CommissionReportModel, type CommissionReport } from '../../../db/models/commissions';
import { found } from '../records';

/** An export answers at most this many reports. */
const EXPORT_LIMIT = 100_000;

/** A report as a list shows it: every field but its details (steps and evaluation log), which only the report detail reads. */
export type ReportRow = Omit<CommissionReport, 'details' | 'runId'>;

/** The fields of a list row: an inclusive projection, so neither server sends the details. */
const ROW_FIELDS = {
  _id: 0,
  id: 1,
  employeeId: 1,
  employeeName: 1,
  organizationId: 1,
  areaId: 1,
  areaName: 1,
  variableCommissionId: 1,
  variableCommissionName: 1,
  startDate: 1,
  endDate: 1,
  evaluationResult: 1,
  warehouse: 1,
  exception: 1,
  calculatedAt: 1,
} as const;

/** The list order: newest period first, then by employee (the report index serves it). */
const LIST_ORDER = { startDate: -1, employeeId: 1 } as const;

function filterOf(criteria: ReportCriteria): Record<string, unknown> {
  const filter: Record<string, unknown> = { organizationId: criteria.organizationId };
  if (criteria.areaId) filter.areaId = criteria.areaId;
  if (criteria.startDates) filter.startDate = { $gte: criteria.startDates.from, $lte: criteria.startDates.to };
  if (criteria.employeeId) filter.employeeId = criteria.employeeId;
  return filter;
}

/** The order of a list: the asked column (an index each, `_id` breaking ties) or the list's own. */
const orderOf = (sort: ListSort<ReportSortKey>) => mongoSort(sort, reportSortFields, LIST_ORDER);

/** One page (1-based) of the reports matching the criteria, in the asked order, with how many match in all. */
export async function searchReportPage(
  criteria: ReportCriteria,
  page: number,
  pageSize: number,
  sort: ListSort<ReportSortKey> = {},
): Promise<{ rows: ReportRow[]; total: number }> {
  const filter = filterOf(criteria);
  const [rows, total] = await Promise.all([
    CommissionReportModel.find(filter, ROW_FIELDS)
      .sort(orderOf(sort))
      .skip((page - 1) * pageSize)
      .limit(pageSize)
      .lean<ReportRow[]>(),
    CommissionReportModel.countDocuments(filter),
  ]);
  return { rows, total };
}

/** Every report matching the criteria (the "all rows" page), in the asked order, without details. */
export function exportReports(criteria: ReportCriteria, sort: ListSort<ReportSortKey> = {}): Promise<ReportRow[]> {
  return CommissionReportModel.find(filterOf(criteria), ROW_FIELDS).sort(orderOf(sort)).limit(EXPORT_LIMIT).lean<ReportRow[]>();
}

/** The reports' CSV header: the columns of the list (spec 003 section 9), as the screen heads them in Spanish. */
export const REPORTS_CSV_HEADER = [
  'Empresa',
  'NoNomina',
  'Nombre Empleado',
  'Puesto',
  'Comisión Variable',
  'Fecha Inicio',
  'Fecha Cálculo',
  'Resultado',
  'Tienda',
];

/** Every report of a search as CSV cells, in the asked order, read in batches; results unrounded, an exception as "Error: <name>". */
export async function* reportCsvRows(criteria: ReportCriteria, sort: ListSort<ReportSortKey>): AsyncGenerator<unknown[]> {
  const organization = await CommissionOrganizationModel.findOne({ id: criteria.organizationId }, { name: 1 }).lean();
  const organizationName = organization?.name ?? criteria.organizationId;
  const cursor = CommissionReportModel.find(filterOf(criteria), ROW_FIELDS).sort(orderOf(sort)).lean<ReportRow[]>().cursor({ batchSize: 1000 });
  for await (const row of cursor as AsyncIterable<ReportRow>) {
    const result = row.exception
      ? `Error: ${row.exception.name}`
      : row.evaluationResult === null || row.evaluationResult === undefined
        ? ''
        : moneyText(fromStored(row.evaluationResult));
    yield [organizationName, row.employeeId, row.employeeName, row.areaName, row.variableCommissionName, row.startDate, row.endDate, result, row.warehouse];
  }
}

export interface ChartBar {
  name: string;
  total: number;
  count: number;
}

export interface ReportCharts {
  byStore: ChartBar[];
  byEmployee: ChartBar[];
  overTime: { date: string; total: number }[];
}

/**
 * A chart's sum to the centavo, rounded half-up by the money module: the database adds the stored
 * Decimal128 results exactly; the bar's height is then a number for the chart (the amounts
 * themselves travel as decimal strings in the reports and their export).
 */
const cents = (value: MoneyInput) => roundMoney(fromStored(value), MONEY_SCALE.commissionDetail).toNumber();

/**
 * The charts of a search, summed by the database over every matching report (a report with an
 * exception counts nothing): the stores and the employees with the largest totals (at most
 * REPORT_CHART_BARS each) and the total per period start.
 */
export async function reportCharts(criteria: ReportCriteria): Promise<ReportCharts> {
  const match = { $match: { ...filterOf(criteria), exception: null, evaluationResult: { $ne: null } } };
  type Group = { _id: string; name?: string; total: MoneyInput; count: number };
  const [stores, employees, periods] = await Promise.all([
    CommissionReportModel.aggregate<Group>([
      match,
      { $group: { _id: '$warehouse', total: { $sum: '$evaluationResult' }, count: { $sum: 1 } } },
      { $sort: { total: -1, _id: 1 } },
      { $limit: REPORT_CHART_BARS },
    ]),
    CommissionReportModel.aggregate<Group>([
      match,
      { $group: { _id: '$employeeId', name: { $first: '$employeeName' }, total: { $sum: '$evaluationResult' }, count: { $sum: 1 } } },
      { $sort: { total: -1, _id: 1 } },
      { $limit: REPORT_CHART_BARS },
    ]),
    CommissionReportModel.aggregate<Group>([
      match,
      { $group: { _id: '$startDate', total: { $sum: '$evaluationResult' }, count: { $sum: 1 } } },
      { $sort: { _id: 1 } },
    ]),
  ]);
  return {
    byStore: stores.map((group) => ({ name: group._id || '—', total: cents(group.total), count: group.count })),
    byEmployee: employees.map((group) => ({ name: group.name ?? group._id, total: cents(group.total), count: group.count })),
    overTime: periods.map((group) => ({ date: group._id, total: cents(group.total) })),
  };
}

export function findReport(id: string): Promise<CommissionReport> {
  return found(CommissionReportModel.findOne({ id }).lean(), 'COMMISSION_REPORT_NOT_FOUND', id);
}
