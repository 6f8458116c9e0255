import { z } from 'zod';
import { listSortSchema } from '../common/listSort';
import { statusNames } from './rules';

/**
 * The headcount reports' sortable columns (spec 002 section 2's table). The list is every active
 * store joined with its latest report (a few hundred rows, read whole for each answer), so the
 * server sorts the joined rows itself: text columns in Spanish collation, counts as numbers, a
 * store without a report last either way, the store code breaking ties. Without a sort: company,
 * then store code.
 */
export const headcountReportSortKeys = ['company', 'storeCode', 'store', 'zone', 'type', 'positions', 'assigned', 'vacants', 'extras', 'status'] as const;
export type HeadcountReportSortKey = (typeof headcountReportSortKeys)[number];
export const headcountReportSortSchema = listSortSchema(headcountReportSortKeys);

/** The list's filters: the search, a status (or 'none': not calculated yet) and a company. */
export const headcountReportFilterSchema = z.object({
  search: z.string().max(100).nullish(),
  statusName: z.enum([...statusNames, 'none']).nullish(),
  organizationId: z.string().max(10).nullish(),
});
