import type { CustomerClass } from './classification';

/**
 * A checked filter of the customer list (customerFilterSchema in filters.ts after validation),
 * as the list, the export and the mass update process pass it to the database query
 * (db/models/customers/queries.ts).
 */
export interface CustomerQuery {
  class?: CustomerClass | null;
  customerTypeId?: string | null;
  /** Epoch ms: changed on or after. */
  changedSinceMs?: number | null;
  search?: string | null;
}
