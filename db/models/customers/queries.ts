import type { CustomerQuery } from '../../../domain/customers/query';
import { nameSearchPattern } from '../../../domain/customers/nameSearch';
import { liveRecords } from '../common';

export type { CustomerQuery };

/**
 * The database filter of a checked list filter. Every value is matched literally (search text is
 * escaped before it becomes a regular expression, domain/customers/nameSearch.ts), so nothing a client sends runs as a query.
 */
export function customerFilterQuery(query: CustomerQuery): Record<string, unknown> {
  const filter: Record<string, unknown> = { ...liveRecords };
  if (query.class) filter.classes = query.class;
  if (query.customerTypeId) filter.customerTypeId = query.customerTypeId;
  if (query.changedSinceMs !== undefined && query.changedSinceMs !== null) filter._lastChangedAt = { $gte: query.changedSinceMs };
  const search = query.search?.trim();
  if (search) {
    if (/^[A-Za-z0-9]{15}$/.test(search)) filter.preregistrationCode = search.toUpperCase();
    else if (/^\+?\d{10,12}$/.test(search)) filter.phoneKeys = `+52${search.slice(-10)}`;
    else if (search.includes('@')) filter.emailKeys = search.toLowerCase();
    else {
      const pattern = nameSearchPattern(search);
      // Typed text with nothing to search by (only symbols: "--", "¡!") finds no customer, not every one.
      filter.nameWordStarts = pattern ? { $regex: pattern } : { $in: [] };
    }
  }
  return filter;
}
