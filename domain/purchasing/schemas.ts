import { z } from 'zod';
import { isIsoDay } from '../common/time';
import { daysBetween } from './dates';

/** Inputs shared by the API, the screens and the CLI. Messages are catalogue codes. */
export const isoDaySchema = z.string().refine(isIsoDay, 'VALIDATION_FAILED');
export const MAX_RANGE_DAYS = 62;

const storeIdSchema = z.string().regex(/^[A-Z0-9_]{1,20}$/);
const skuSchema = z.string().regex(/^[A-Za-z0-9_-]{1,30}$/);

export const projectionIndexSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** The end is on or after the start, at most MAX_RANGE_DAYS later. */
function rangeHolds(value: { from: string; to: string }): boolean {
  const days = daysBetween(value.from, value.to);
  return days >= 0 && days <= MAX_RANGE_DAYS;
}

/** What the grid is computed for (the selection cascade of the Purchase Orders screen). */
export const purchaseSelectionSchema = z
  .object({
    /** organizationId: '01', '02'. */
    companyId: z.string().regex(/^\d{2}$/),
    providerId: z.string().min(1).max(30),
    from: isoDaySchema,
    to: isoDaySchema,
    /** null or absent: Todas. */
    zoneId: z.string().max(10).nullish(),
    /** Empty: every store of the zone (or of the company). */
    storeIds: z.array(storeIdSchema).max(500).default([]),
    /** Order to the distribution centre (CO129) instead of the stores. */
    distributionCentre: z.boolean().default(false),
    projection: projectionIndexSchema.default(0),
  })
  .refine(rangeHolds, { message: 'PURCHASING_RANGE_INVALID', path: ['to'] });
export type PurchaseSelection = z.output<typeof purchaseSelectionSchema>;
export type PurchaseSelectionInput = z.input<typeof purchaseSelectionSchema>;

/**
 * The Purchase Orders screen's selection form: the days and the range checked with the API's rule
 * (PURCHASING_RANGE_INVALID under the end), a day that is not one refused under it; the company and
 * the provider may still be unpicked ('': the grid waits for them), as the zone ('': Todas).
 */
export const purchaseSelectionFormSchema = z
  .object({
    from: z.string().refine(isIsoDay, 'PURCHASING_DAY_INVALID'),
    to: z.string().refine(isIsoDay, 'PURCHASING_DAY_INVALID'),
    companyId: z.string(),
    zoneId: z.string(),
    storeIds: z.array(z.string()),
    providerId: z.string(),
    distributionCentre: z.boolean(),
  })
  .refine((value) => !isIsoDay(value.from) || !isIsoDay(value.to) || rangeHolds(value), { message: 'PURCHASING_RANGE_INVALID', path: ['to'] });
export type PurchaseSelectionForm = z.output<typeof purchaseSelectionFormSchema>;

/** A page of the grid: rows [offset, offset + limit) of the store-major order. */
export const MAX_GRID_PAGE_ROWS = 20_000;
export const purchaseGridPageSchema = z.object({
  offset: z.number().int('PURCHASING_PAGE_INVALID').min(0, 'PURCHASING_PAGE_INVALID'),
  limit: z.number().int('PURCHASING_PAGE_INVALID').min(1, 'PURCHASING_PAGE_INVALID').max(MAX_GRID_PAGE_ROWS, 'PURCHASING_PAGE_INVALID'),
});
export type PurchaseGridPageRequest = z.output<typeof purchaseGridPageSchema>;

export const purchaseLineSchema = z.object({
  storeId: storeIdSchema,
  sku: skuSchema,
  packages: z.number().int('PURCHASING_PACKAGES_INVALID').min(0, 'PURCHASING_PACKAGES_INVALID').max(999_999, 'PURCHASING_PACKAGES_INVALID'),
});
export type PurchaseLine = z.output<typeof purchaseLineSchema>;

/** 'Verificar orden de compra' and send: the selection and the packages the buyer kept. */
export const purchaseOrderRequestSchema = z.object({
  selection: purchaseSelectionSchema,
  consolidated: z.boolean(),
  lines: z.array(purchaseLineSchema).max(20_000),
});
export type PurchaseOrderRequest = z.output<typeof purchaseOrderRequestSchema>;

/** One forecast row: a day's quantiles of one article at one store. */
export const forecastRowSchema = z
  .object({
    date: isoDaySchema,
    item: skuSchema,
    store: storeIdSchema,
    p10: z.coerce.number().finite().min(0),
    p50: z.coerce.number().finite().min(0),
    p90: z.coerce.number().finite().min(0),
  })
  .refine((row) => row.p10 <= row.p50 && row.p50 <= row.p90, { message: 'FORECAST_QUANTILES_ORDER', path: ['p50'] });
export type ForecastRow = z.output<typeof forecastRowSchema>;
export const FORECAST_CSV_HEADER = ['date', 'item', 'store', 'p10', 'p50', 'p90'] as const;
export const MAX_FORECAST_IMPORT_ROWS = 200_000;

/** A forecast computation: company, provider, stores (empty: all), start day and horizon. */
export const forecastRunRequestSchema = z.object({
  companyId: z.string().regex(/^\d{2}$/, 'FORECAST_COMPANY_REQUIRED'),
  providerId: z.string().min(1, 'FORECAST_PROVIDER_REQUIRED').max(30),
  storeIds: z.array(storeIdSchema).max(500).default([]),
  start: isoDaySchema,
  horizonDays: z
    .number('FORECAST_HORIZON_INVALID')
    .int('FORECAST_HORIZON_INVALID')
    .min(1, 'FORECAST_HORIZON_INVALID')
    .max(31, 'FORECAST_HORIZON_INVALID')
    .default(8),
});
export type ForecastRunRequestInput = z.input<typeof forecastRunRequestSchema>;
export type ForecastRunRequest = z.output<typeof forecastRunRequestSchema>;
