import type { ReportCriteria } from '../../../domain/commissions/rules';
import { CommissionReportModel, type CommissionReport } from '../../../db/models/commissions';
import { found } from '../records';

/** A search answers at most this many reports. */
const REPORT_LIMIT = 10_000;

/** Reports matching the criteria, newest period first, then by employee; `summary` leaves out the details (steps and evaluation log). */
export function searchReports(criteria: ReportCriteria, options: { summary?: boolean } = {}): Promise<(CommissionReport | Omit<CommissionReport, 'details'>)[]> {
  const filter: Record<string, unknown> = { organizationId: criteria.organizationId };
  if (criteria.areaId) filter.areaId = criteria.areaId;
  if (criteria.startDates) filter.startDate = { $gte: criteria.startDates.from, $lte: criteria.startDates.to };
  if (criteria.employeeId) filter.employeeId = criteria.employeeId;
  return CommissionReportModel.find(filter, options.summary ? { details: 0 } : undefined).sort({ startDate: -1, employeeId: 1 }).limit(REPORT_LIMIT).lean();
}

export function findReport(id: string): Promise<CommissionReport> {
  return found(CommissionReportModel.findOne({ id }).lean(), 'COMMISSION_REPORT_NOT_FOUND', id);
}
