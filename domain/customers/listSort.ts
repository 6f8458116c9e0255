import { listSortSchema } from '../common/listSort';

/**
 * The customer list's sortable columns (each has an index: db/models/customers/customer.ts); without
 * a sort the list keeps its own order, last change first.
 */
export const customerSortKeys = ['customerName', 'customerType', 'lastUpdate'] as const;
export type CustomerSortKey = (typeof customerSortKeys)[number];
export const customerSortSchema = listSortSchema(customerSortKeys);

/** The stored field each sort key reads. */
export const customerSortFields: Record<CustomerSortKey, string> = { customerName: 'nameKey', customerType: 'customerTypeId', lastUpdate: '_lastChangedAt' };
