import { z } from 'zod';
import { listSortSchema } from '../common/listSort';

/** The stores list's sortable columns, each with an index (db/models/stores/warehouse.ts); without a sort, by company then code. */
export const storeSortKeys = ['warehouseId', 'warehouseName', 'organizationName', 'zoneName'] as const;
export type StoreSortKey = (typeof storeSortKeys)[number];
export const storeSortSchema = listSortSchema(storeSortKeys);
export const storeSortFields: Record<StoreSortKey, string> = {
  warehouseId: 'warehouseId',
  warehouseName: 'warehouseName',
  organizationName: 'organization.organizationName',
  zoneName: 'zone.zoneName',
};

/** The stores table's page sizes (10, 25, 50), its search (code, name, company or zone) and its zone filter. */
export const storePageSchema = z.object({
  search: z.string().trim().max(100).nullish(),
  zoneId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .nullish(),
  page: z.number().int().min(0).default(0),
  pageSize: z.union([z.literal(10), z.literal(25), z.literal(50)]).default(25),
});
