import { z } from 'zod';
import { listSortSchema } from '../common/listSort';

/** Kinds and statuses of a forecast run (db/models/purchasing/forecastRun.ts), the list's filters. */
export const forecastRunKinds = ['computed', 'imported'] as const;
export const forecastRunStatuses = ['running', 'done', 'failed', 'cancelled'] as const;

/**
 * The Forecast screen's runs and imports: its sortable columns, each with an index
 * (db/models/purchasing/forecastRun.ts); without a sort, the newest first.
 */
export const forecastRunSortKeys = ['createdAt', 'kind', 'createdBy', 'rows', 'status'] as const;
export type ForecastRunSortKey = (typeof forecastRunSortKeys)[number];
export const forecastRunSortSchema = listSortSchema(forecastRunSortKeys);
/** The stored field of each key: who ran it sorts by the full name shown. */
export const forecastRunSortFields: Record<ForecastRunSortKey, string> = {
  createdAt: 'createdAt',
  kind: 'kind',
  createdBy: 'createdBy.fullName',
  rows: 'rows',
  status: 'status',
};

/** The list's page sizes (the spec names none: 25, 50, 100) and its filters: kind and status. */
export const FORECAST_RUN_PAGE_SIZES = [25, 50, 100] as const;
export const forecastRunFilterSchema = z.object({
  kind: z.enum(forecastRunKinds).nullish(),
  status: z.enum(forecastRunStatuses).nullish(),
});
export type ForecastRunFilter = z.infer<typeof forecastRunFilterSchema>;
export const forecastRunPageSchema = forecastRunFilterSchema.extend({
  page: z.number().int().min(0).default(0),
  pageSize: z.union([z.literal(25), z.literal(50), z.literal(100)]).default(25),
});
