import { REPORT_CHART_BARS, type ReportCriteria } from '../../../domain/commissions/rules';
import { MONEY_SCALE, fromStored, roundMoney, type MoneyInput } from '../../../domain/common/money';
import { CommissionReportModel, type CommissionReport } from '../../../db/models/commissions';
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

/** One page (1-based) of the reports matching the criteria, in list order, with how many match in all. */
export async function searchReportPage(criteria: ReportCriteria, page: number, pageSize: number): Promise<{ rows: ReportRow[]; total: number }> {
  const filter = filterOf(criteria);
  const [rows, total] = await Promise.all([
    CommissionReportModel.find(filter, ROW_FIELDS)
      .sort(LIST_ORDER)
      .skip((page - 1) * pageSize)
      .limit(pageSize)
      .lean<ReportRow[]>(),
    CommissionReportModel.countDocuments(filter),
  ]);
  return { rows, total };
}

/** Every report matching the criteria (the export), in list order, without details. */
export function exportReports(criteria: ReportCriteria): Promise<ReportRow[]> {
  return CommissionReportModel.find(filterOf(criteria), ROW_FIELDS).sort(LIST_ORDER).limit(EXPORT_LIMIT).lean<ReportRow[]>();
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
    CommissionReportModel.aggregate<Group>([match, { $group: { _id: '$warehouse', total: { $sum: '$evaluationResult' }, count: { $sum: 1 } } }, { $sort: { total: -1, _id: 1 } }, { $limit: REPORT_CHART_BARS }]),
    CommissionReportModel.aggregate<Group>([
      match,
      { $group: { _id: '$employeeId', name: { $first: '$employeeName' }, total: { $sum: '$evaluationResult' }, count: { $sum: 1 } } },
      { $sort: { total: -1, _id: 1 } },
      { $limit: REPORT_CHART_BARS },
    ]),
    CommissionReportModel.aggregate<Group>([match, { $group: { _id: '$startDate', total: { $sum: '$evaluationResult' }, count: { $sum: 1 } } }, { $sort: { _id: 1 } }]),
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
