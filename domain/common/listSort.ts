import { z } from 'zod';

/** Directions a list sorts in; the GraphQL enum SortDirection and the export's `direction` parameter. */
export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

/**
 * A list's sort as a client may ask for it: one of the keys the list allows (each served by an index
 * on the server) and a direction. Nothing else is accepted: no field names, no raw sort documents.
 */
export function listSortSchema<const Key extends string>(keys: readonly [Key, ...Key[]]) {
  return z.object({
    sort: z.enum(keys).nullish(),
    direction: z.enum(sortDirections).nullish(),
  });
}

export interface ListSort<Key extends string> {
  sort?: Key | null;
  direction?: SortDirection | null;
}

/**
 * The database sort of a checked list sort: the key's stored field, then `_id` as the tie-breaker
 * so pages never overlap or skip a row; `fallback` is the list's own order.
 */
export function mongoSort<Key extends string>(asked: ListSort<Key>, fields: Record<Key, string>, fallback: Record<string, 1 | -1>): Record<string, 1 | -1> {
  if (!asked.sort) return fallback;
  return { [fields[asked.sort]]: asked.direction === 'desc' ? -1 : 1, _id: 1 };
}
