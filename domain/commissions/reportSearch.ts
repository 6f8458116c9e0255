import { z } from 'zod';
import { isCalendarDate, reportDatesInverted } from './period';
import type { ReportSearchType } from './rules';

/**
 * The company reports' search (reportes/{organizationId}, spec 003 7.2) as its form holds it: the
 * dates switch, the two days (yyyy-MM-dd; the typed text while not one) and the area ('' for all).
 * With the dates on, each day is a real one (COMMISSION_REPORT_DATE_INVALID under it) and the start
 * is not after the end (COMMISSION_REPORT_DATES_INVERTED under the end, the API's refusal,
 * reportCriteria); with the dates off the days are not read.
 */
export const reportSearchFormSchema = z
  .object({ useDates: z.boolean(), start: z.string(), end: z.string(), areaId: z.string() })
  .superRefine((search, context) => {
    if (!search.useDates) return;
    for (const field of ['start', 'end'] as const)
      if (!isCalendarDate(search[field])) context.addIssue({ code: 'custom', path: [field], message: 'COMMISSION_REPORT_DATE_INVALID' });
    if (isCalendarDate(search.start) && isCalendarDate(search.end) && reportDatesInverted(search.start, search.end))
      context.addIssue({ code: 'custom', path: ['end'], message: 'COMMISSION_REPORT_DATES_INVERTED' });
  });
export type ReportSearchForm = z.output<typeof reportSearchFormSchema>;

/** The body of POST /report/search for a checked search of a company: its type by the area and the dates. */
export function reportSearchOf(
  search: ReportSearchForm,
  organizationId: string,
): { type: ReportSearchType; organization_id: string; hierarchical_node_id?: string; start_date?: string; end_date?: string } {
  const { useDates, areaId } = search;
  const type: ReportSearchType = areaId
    ? useDates
      ? 'organization_hierarchical_dates'
      : 'organization_hierarchical'
    : useDates
      ? 'organization_dates'
      : 'organization';
  return {
    type,
    organization_id: organizationId,
    ...(areaId ? { hierarchical_node_id: areaId } : {}),
    ...(useDates ? { start_date: search.start, end_date: search.end } : {}),
  };
}
