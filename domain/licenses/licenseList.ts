import { z } from 'zod';
import { listSortSchema } from '../common/listSort';
import { singleLineText } from '../common/text';
import { licenseStatuses } from './rules';

/**
 * The licenses list's sortable columns, each with an index (db/models/licenses/posLicense.ts);
 * without a sort, by store then register. Days left follow the expiry, so the expiry's sort serves
 * both; the status is computed from the moment and filtered (counters, select), not sorted.
 */
export const licenseSortKeys = ['store', 'register', 'expires'] as const;
export type LicenseSortKey = (typeof licenseSortKeys)[number];
export const licenseSortSchema = listSortSchema(licenseSortKeys);
export const licenseSortFields: Record<LicenseSortKey, string> = {
  store: 'warehouseId',
  register: 'registerNumber',
  expires: 'expiresAt',
};

/** The list's page sizes (50, 100, 500 as before) and its filters: company, status and the store search (code or name, accents aside). */
export const LICENSE_PAGE_SIZES = [50, 100, 500] as const;
export const licenseListFilterSchema = z.object({
  organizationId: z.enum(['01', '02']).nullish(),
  status: z.enum(licenseStatuses).nullish(),
  search: singleLineText().max(60).nullish(),
});
export type LicenseListFilter = z.infer<typeof licenseListFilterSchema>;
export const licensePageSchema = licenseListFilterSchema.extend({
  page: z.number().int().min(0).default(0),
  pageSize: z.union([z.literal(50), z.literal(100), z.literal(500)]).default(50),
});
