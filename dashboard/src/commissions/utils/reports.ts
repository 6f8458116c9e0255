import { previousSunday, isSunday, parseISO, format } from 'date-fns';
import { formatMoneyIn, MONEY_SCALE } from '../../../../domain/common/money';
import type { Report } from './types';

/** Report table page sizes (spec 003 section 9: 5 to 600), the server's rule. */
export { REPORT_PAGE_SIZE_ALL, reportPageSizeOptions, reportPageSizes, type ReportPageSize } from '../../../../domain/commissions/rules';

/** The default search period (spec 003 section 9): from the most recent Sunday (today when today is one) to today. */
export function defaultReportPeriod(today: string): { start: string; end: string } {
  const day = parseISO(today);
  return { start: isSunday(day) ? today : format(previousSunday(day), 'yyyy-MM-dd'), end: today };
}

/** yyyy-MM-dd shown as yyyy/MM/dd (the date pickers' format). */
export const slashDate = (date: string) => date.replaceAll('-', '/');

/** The company whose list results are not rounded (spec 003 section 9: "rounded unless the company code is 12"). */
export const UNROUNDED_COMPANY = '12';

/** The result as the list shows it: 'Error' for an exception, rounded to whole units, or with 2 decimals for company 12. */
export function listResult(report: Pick<Report, 'evaluation_result' | 'exception' | 'organization_id'>, locale: string): string {
  if (report.exception || report.evaluation_result === null) return 'Error';
  const digits = report.organization_id === UNROUNDED_COMPANY ? MONEY_SCALE.commissionDetail : 0;
  return formatMoneyIn(locale, report.evaluation_result, digits);
}

/** The result in the report detail (a decimal string from the API; a step of the evaluation log is a number): always 2 decimals (spec 003 section 5), rounded half-up by the money module. */
export function detailResult(value: string | number | null, locale: string): string {
  return value === null ? '—' : formatMoneyIn(locale, value, MONEY_SCALE.commissionDetail);
}

/** The exception names of spec 003 section 8.1 that have a text; any other name has none. */
export const knownExceptions = [
  'ZeroDivision',
  'DictionaryIndexNotFound',
  'InvalidIndicatorVariableKey',
  'IndicatorRidNotFound',
  'HelperFunctionRidNotFound',
  'InvalidSyntax',
] as const;
export type KnownException = (typeof knownExceptions)[number];
export const isKnownException = (name: string): name is KnownException => (knownExceptions as readonly string[]).includes(name);
