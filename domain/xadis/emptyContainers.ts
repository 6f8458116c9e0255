import { z } from 'zod';

/**
 * The daily empty-container report (spec 001 sections 2, 4, 5 and 9): the ERP stock of the
 * returnable containers, the state rule around the 110000 threshold, the boxes the distribution
 * staff count per partner product, and the banner comparing both totals.
 */

/** Stock above which the returnable containers are reported to the partner (spec 001 section 9). */
export const EMPTY_CONTAINER_THRESHOLD = 110_000;
/** The main item (returnable bottle) and the second item (returnable crate). */
export const MAIN_CONTAINER_ITEM = 'E0101';
export const SECOND_CONTAINER_ITEM = 'E0201';
/** Pieces in one box (spec 001 section 9). */
export const EMPTY_CONTAINER_BOX_SIZE = 12;
/** The word of the grouper items' descriptions (stock type Selectable). */
export const GROUPER_WORD = 'AGRUPADOR';

export const stockTypes = ['SELECTABLE', 'FREETOUSE'] as const;
export type StockType = (typeof stockTypes)[number];

/**
 * 0: stage off (no ERP stock for the window: not read yet, the read failed, or the main items are
 * missing): fields disabled, ERP total hidden. 1: E0101 above the threshold. 2: E0201 + E0101
 * above it. 3: neither: nothing to report, box total forced to 0 and inputs disabled.
 */
export type EmptyContainerState = 0 | 1 | 2 | 3;

export interface ErpContainerStock {
  articleKey: string;
  articleName: string;
  familyKey: string;
  stock: number;
}

export interface EquivalenceItem {
  sap: string;
  sku: string;
  description: string;
}

export const equivalenceItemSchema = z.object({
  sap: z.coerce.string().trim().min(1),
  sku: z.coerce.string().trim().min(1),
  description: z.coerce.string().trim().default(''),
});

/** The equivalenceEmptyContainer param's value (a JSON list, sometimes double-encoded). */
export function parseEquivalence(value: string | null | undefined): EquivalenceItem[] {
  if (!value) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
    if (typeof parsed === 'string') parsed = JSON.parse(parsed);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item) => {
    const result = equivalenceItemSchema.safeParse(item);
    return result.success ? [result.data] : [];
  });
}

/** Selectable when the description carries the grouper word, Free to use otherwise. */
export function stockTypeOf(description: string): StockType {
  return description.toUpperCase().includes(GROUPER_WORD) ? 'SELECTABLE' : 'FREETOUSE';
}

export interface StockStateResult {
  state: EmptyContainerState;
  /** The rows with the rule applied (E0101 / E0201 adjusted). */
  rows: ErpContainerStock[];
  /** Pieces above the threshold (0 in states 0 and 3). */
  excessPieces: number;
  /** The ERP total the boxes must match, in boxes of 12: floor(excess / 12). Null in state 0 (hidden). */
  erpTotal: number | null;
}

/**
 * The state rule of spec 001 section 4. State 1: E0101 > 110000, its stock becomes E0101 - 110000.
 * State 2: E0201 + E0101 > 110000, E0101 becomes 0 and E0201 becomes E0201 + E0101 - 110000.
 * State 3 otherwise. No stock at all (or no E0101 row) is state 0.
 */
export function emptyContainerStockState(rows: readonly ErpContainerStock[] | null | undefined): StockStateResult {
  if (!rows || rows.length === 0) return { state: 0, rows: [], excessPieces: 0, erpTotal: null };
  const main = rows.find((row) => row.articleKey === MAIN_CONTAINER_ITEM);
  if (!main) return { state: 0, rows: rows.map((row) => ({ ...row })), excessPieces: 0, erpTotal: null };
  const second = rows.find((row) => row.articleKey === SECOND_CONTAINER_ITEM);
  const mainStock = main.stock;
  const secondStock = second?.stock ?? 0;
  const adjust = (values: Record<string, number>) =>
    rows.map((row) => (row.articleKey in values ? { ...row, stock: values[row.articleKey] as number } : { ...row }));
  if (mainStock > EMPTY_CONTAINER_THRESHOLD) {
    const excess = mainStock - EMPTY_CONTAINER_THRESHOLD;
    return { state: 1, rows: adjust({ [MAIN_CONTAINER_ITEM]: excess }), excessPieces: excess, erpTotal: Math.floor(excess / EMPTY_CONTAINER_BOX_SIZE) };
  }
  if (secondStock + mainStock > EMPTY_CONTAINER_THRESHOLD) {
    const excess = secondStock + mainStock - EMPTY_CONTAINER_THRESHOLD;
    return {
      state: 2,
      rows: adjust({ [MAIN_CONTAINER_ITEM]: 0, ...(second ? { [SECOND_CONTAINER_ITEM]: excess } : {}) }),
      excessPieces: excess,
      erpTotal: Math.floor(excess / EMPTY_CONTAINER_BOX_SIZE),
    };
  }
  return { state: 3, rows: rows.map((row) => ({ ...row })), excessPieces: 0, erpTotal: 0 };
}

/** Whether the box quantities can be typed: not when the stage is off (0) nor when there is nothing to report (3). */
export function quantitiesEditable(state: EmptyContainerState): boolean {
  return state === 1 || state === 2;
}

/** A typed box quantity: empty counts as 0 (spec 001 section 5). */
export function boxQuantity(value: number | string | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const text = String(value).trim();
  if (text === '') return 0;
  const number = Number(text);
  return Number.isFinite(number) ? number : Number.NaN;
}

/** The boxes counted; forced to 0 in state 3 (and while the quantities cannot be typed). */
export function boxTotal(state: EmptyContainerState, quantities: readonly (number | string | null | undefined)[]): number {
  if (state === 3) return 0;
  return quantities.reduce<number>((sum, value) => {
    const quantity = boxQuantity(value);
    return sum + (Number.isFinite(quantity) ? quantity : 0);
  }, 0);
}

export type BannerIntent = 'success' | 'warning' | 'error';

export interface EmptyContainerBanner {
  intent: BannerIntent;
  /** boxTotal - erpTotal: negative a shortage, positive a surplus. */
  difference: number;
}

/** Success when the totals match, error when the boxes fall short, warning when they exceed (spec 001 section 4). */
export function emptyContainerBanner(erpTotal: number | null, total: number): EmptyContainerBanner {
  const difference = total - (erpTotal ?? 0);
  return { intent: difference === 0 ? 'success' : difference < 0 ? 'error' : 'warning', difference };
}

/** 'Enviar datos' sends when the totals match, or whatever they are when the stage is off (state 0). */
export function canSendReport(state: EmptyContainerState, erpTotal: number | null, total: number): boolean {
  return state === 0 || emptyContainerBanner(erpTotal, total).difference === 0;
}

const quantitySchema = z
  .number({ error: 'XADIS_QUANTITY_INVALID' })
  .int('XADIS_QUANTITY_INVALID')
  .min(0, 'XADIS_QUANTITY_INVALID')
  .max(1_000_000, 'XADIS_QUANTITY_INVALID');

export const emptyContainerLineSchema = z.object({
  sku: z.string().trim().min(1).max(30),
  sap: z.string().trim().min(1).max(30),
  stockType: z.enum(stockTypes),
  quantity: z.preprocess(
    (value) => (value === null || value === undefined || value === '' ? 0 : typeof value === 'string' ? Number(value) : value),
    quantitySchema,
  ),
});
export type EmptyContainerLine = z.infer<typeof emptyContainerLineSchema>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'XADIS_DATE_INVALID');

/** Saving the window's report: the counted boxes; `send` closes it with the shipping date ('Fecha de envio'). */
export const saveEmptyContainerReportSchema = z.object({
  emptyContainers: z.array(emptyContainerLineSchema).max(500),
  /** The report's _version when it exists (optimistic concurrency). */
  version: z.number().int().min(0).nullish(),
  send: z.boolean().default(false),
  shippingDate: isoDay.nullish(),
});
export type SaveEmptyContainerReportInput = z.infer<typeof saveEmptyContainerReportSchema>;

/**
 * The screen's form: each partner product's boxes as typed (empty counts as 0, the API's quantity
 * rule) and the shipping date, empty until picked; 'Enviar datos' also needs it (XADIS_SHIPPING_DATE_REQUIRED).
 */
export const emptyContainerFormSchema = z.object({
  quantities: z.array(z.object({ sku: z.string(), quantity: emptyContainerLineSchema.shape.quantity })).max(500),
  shippingDate: z.string().refine((day) => day === '' || isoDay.safeParse(day).success, 'XADIS_DATE_INVALID'),
});
export interface EmptyContainerFormValues {
  quantities: { sku: string; quantity: string }[];
  shippingDate: string;
}

export const emptyContainerHistorySchema = z.object({ from: isoDay, to: isoDay });
/** The history dialog's range: days of the pickers' year (min..max, yyyy-mm-dd), from before to. */
export function emptyContainerHistoryFormSchema(min: string, max: string) {
  // zod runs the refinement even when a day failed its format: only days are compared.
  const isDay = (day: string) => isoDay.safeParse(day).success;
  return emptyContainerHistorySchema.superRefine((range, ctx) => {
    for (const field of ['from', 'to'] as const)
      if (isDay(range[field]) && (range[field] < min || range[field] > max))
        ctx.addIssue({ code: 'custom', path: [field], message: 'XADIS_DATE_OUT_OF_RANGE' });
    if (isDay(range.from) && isDay(range.to) && range.from > range.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'XADIS_RANGE_ORDER' });
  });
}
/** One window's summary: its day. */
export const emptyContainerDaySchema = z.object({ day: isoDay });
