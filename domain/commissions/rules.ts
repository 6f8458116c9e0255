import { AppError } from '../errors/catalogue';
import { addDays, periodDays, periodFromDays, reportDatesInverted, type Frequency } from './period';

/**
 * The rules of spec 003 section 5 for records being saved, without storage: the commissions API
 * applies them between reading a request and writing the records.
 */

/** A commission's period as sent: a frequency name, {frequency, multiple}, or a number of days. */
export type PeriodRequest = number | Frequency | { frequency: Frequency; multiple: number };

/**
 * The frequency and multiple to store. A day count equal to the commission's current span keeps
 * its period (the editor sends the loaded period_span_days back: a mensual x1 of 30 days must
 * not become quincenal x2); any other day count is mapped by periodFromDays.
 */
export function commissionPeriod(
  period: PeriodRequest,
  current?: { frequency: Frequency; multiple: number; runDate: string },
): { frequency: Frequency; multiple: number } {
  if (typeof period === 'string') return { frequency: period, multiple: 1 };
  if (typeof period !== 'number') return { frequency: period.frequency, multiple: period.multiple };
  if (current && periodDays(current.frequency, current.multiple, current.runDate) === period)
    return { frequency: current.frequency, multiple: current.multiple };
  const mapped = periodFromDays(period);
  if (!mapped) throw new AppError('COMMISSION_PERIOD_DAYS_INVALID', { days: period });
  return mapped;
}

/** The run date of a new commission: the one requested (not before today), tomorrow when none is. */
export function commissionRunDate(requested: string | undefined, today: string): string {
  if (requested === undefined || requested === '') return addDays(today, 1);
  if (requested < today) throw new AppError('COMMISSION_RUN_DATE_IN_PAST', { today });
  return requested;
}

/** The run date on edit: the stored one when none or the same is sent, else as on create. */
export function editedRunDate(requested: string | undefined, current: string, today: string): string {
  return requested === undefined || requested === current ? current : commissionRunDate(requested, today);
}

export interface EmployeeNames {
  id: string;
  first_name: string;
  last_name: string;
  second_last_name: string;
}

/** An employee's id, first name and both last names are longer than 2 characters. */
export function checkEmployeeNames(employee: EmployeeNames): void {
  for (const field of ['id', 'first_name', 'last_name', 'second_last_name'] as const) {
    if (employee[field].length <= 2) throw new AppError('COMMISSION_EMPLOYEE_FIELD_TOO_SHORT', { field });
  }
}

/** The first id listed twice, if any. */
export function repeatedId(ids: readonly string[]): string | undefined {
  return ids.find((id, index) => ids.indexOf(id) !== index);
}

/** A parameter's values by date: a value for a date already there replaces it (the last one sent wins), sorted by date. */
export function mergeParameterValues(
  current: readonly { uploadedAt: string; value: number }[],
  added: readonly { uploaded_at: string; value: number }[],
): { uploadedAt: string; value: number }[] {
  const byDate = new Map(current.map((value) => [value.uploadedAt, value.value]));
  for (const value of added) byDate.set(value.uploaded_at, value.value);
  return [...byDate].sort(([a], [b]) => a.localeCompare(b)).map(([uploadedAt, value]) => ({ uploadedAt, value }));
}

/** A tag's values per employee with new ones merged in (a new value replaces the employee's). */
export function mergeEmployeeValues(
  current: readonly { employeeId: string; value: number }[],
  added: Iterable<readonly [string, number]>,
): { employeeId: string; value: number }[] {
  const merged = new Map(current.map((entry) => [entry.employeeId, entry.value]));
  for (const [employeeId, value] of added) merged.set(employeeId, value);
  return [...merged].map(([employeeId, value]) => ({ employeeId, value }));
}

/** The workflow id of a requested calculation run: one run per commission, period start and employee. */
export function calculationRunId(workflowType: string, commissionId: string, startDate: string, employeeId?: string): string {
  return `${workflowType}:${commissionId}:${startDate}${employeeId ? `:${employeeId}` : ''}`;
}

/** Report list page sizes (spec 003 section 9: "5 to 600"); the screen offers these, the API takes any size between the first and the last. */
export const reportPageSizes = [5, 25, 50, 100, 200, 300, 400, 500, 600] as const;
export const REPORT_PAGE_SIZE_MIN = reportPageSizes[0];
export const REPORT_PAGE_SIZE_MAX = reportPageSizes[reportPageSizes.length - 1];
export const REPORT_PAGE_SIZE_DEFAULT = 25;
/**
 * The last page-size option (spec 003 section 9: "... 600 and the total row count"): every row of
 * the search on one page. The paged route stops at 600, so the screen reads this one from the
 * export route, which answers every row of the same search.
 */
export const REPORT_PAGE_SIZE_ALL = 'all' as const;
export type ReportPageSize = (typeof reportPageSizes)[number] | typeof REPORT_PAGE_SIZE_ALL;
/** The page sizes the screen offers, in order: 5 to 600, then every row. */
export const reportPageSizeOptions: readonly ReportPageSize[] = [...reportPageSizes, REPORT_PAGE_SIZE_ALL];

/** Bars in a report chart (by employee or by store): the largest totals. */
export const REPORT_CHART_BARS = 30;

export type ReportSearchType = 'organization' | 'organization_hierarchical' | 'organization_dates' | 'organization_hierarchical_dates';

export interface ReportCriteria {
  organizationId: string;
  areaId?: string;
  /** Reports whose period starts in [from, to]. */
  startDates?: { from: string; to: string };
  employeeId?: string;
}

/** What a report search looks for, by its type (spec 003 7.2): the company, and the position, the dates or both. */
export function reportCriteria(search: {
  type: ReportSearchType;
  organization_id: string;
  hierarchical_node_id?: string;
  start_date?: string;
  end_date?: string;
  employee_id?: string;
}): ReportCriteria {
  const criteria: ReportCriteria = { organizationId: search.organization_id };
  if (search.type === 'organization_hierarchical' || search.type === 'organization_hierarchical_dates') {
    if (!search.hierarchical_node_id) throw new AppError('VALIDATION_FAILED', { detail: 'hierarchical_node_id' });
    criteria.areaId = search.hierarchical_node_id;
  }
  if (search.type === 'organization_dates' || search.type === 'organization_hierarchical_dates') {
    if (!search.start_date || !search.end_date) throw new AppError('VALIDATION_FAILED', { detail: 'start_date, end_date' });
    if (reportDatesInverted(search.start_date, search.end_date)) throw new AppError('COMMISSION_REPORT_DATES_INVERTED');
    criteria.startDates = { from: search.start_date, to: search.end_date };
  }
  if (search.employee_id) criteria.employeeId = search.employee_id;
  return criteria;
}
