import { Schema } from 'mongoose';
import { defineModel, isDuplicateKeyError } from '../common';
import { addDays, daysBetween } from '../../../domain/purchasing/dates';
import type { Quantiles } from '../../../domain/purchasing/rules';
import { decodeSeries } from './dailySeries';

/**
 * The purchase grid's reading shape (bench:purchasing, docs/purchasing.md "Grid storage"): one
 * document per company, store and week (Monday to Sunday) holding every article's daily sales and
 * forecast quantiles of that week, each as one text "sku:c0,c1,...,c6;sku:..." (seven cells, an
 * empty cell for a day without a figure). The grid for 300 stores x 500 products reads the few
 * weeks its ranges touch: about 2,000 documents instead of 450,000 per-article records, because the
 * embedded document server's cost is per document.
 *
 * It is derived data: the per-article records (SalesHistory, Forecast, Stock) stay the source that
 * the chart, the accuracy panel and the forecast method read, and whatever writes them writes these
 * too (the forecast computation, the CSV import, the seed; writeStoreWeekDays below). A week is
 * rewritten as a whole under an optimistic revision, so two writers of one store-week never lose
 * each other's days.
 */
export type WeekField = 'sales' | 'p10' | 'p50' | 'p90';
export const WEEK_FIELDS: readonly WeekField[] = ['sales', 'p10', 'p50', 'p90'];

export interface StoreWeek {
  organizationId: string;
  store: string;
  /** Monday of the week, yyyy-mm-dd. */
  week: string;
  sales: string;
  p10: string;
  p50: string;
  p90: string;
  /** Optimistic revision: each rewrite adds 1. */
  rev: number;
}

const storeWeekSchema = new Schema<StoreWeek>(
  {
    organizationId: { type: String, required: true },
    store: { type: String, required: true },
    week: { type: String, required: true },
    sales: { type: String, default: '' },
    p10: { type: String, default: '' },
    p50: { type: String, default: '' },
    p90: { type: String, default: '' },
    rev: { type: Number, default: 0 },
  },
  { collection: 'storeWeeks', versionKey: false },
);
// The grid asks for (company, the weeks of its ranges), optionally a page's stores.
storeWeekSchema.index({ organizationId: 1, week: 1, store: 1 }, { unique: true });

export const StoreWeekModel = defineModel<StoreWeek>('StoreWeek', storeWeekSchema);

/**
 * Current stock of every article of one store (the grid's reading shape of the Stock records):
 * "sku:quantity;sku:quantity". Rewritten whole by whoever writes the store's stock.
 */
export interface StoreStock {
  organizationId: string;
  store: string;
  stock: string;
  asOf: Date;
}

const storeStockSchema = new Schema<StoreStock>(
  {
    organizationId: { type: String, required: true },
    store: { type: String, required: true },
    stock: { type: String, default: '' },
    asOf: { type: Date, required: true },
  },
  { collection: 'storeStock', versionKey: false },
);
storeStockSchema.index({ organizationId: 1, store: 1 }, { unique: true });

export const StoreStockModel = defineModel<StoreStock>('StoreStock', storeStockSchema);

const MONDAY = '1970-01-05';

/** The Monday of a day's week. */
export function weekOf(day: string): string {
  const offset = daysBetween(MONDAY, day);
  return addDays(MONDAY, offset - (((offset % 7) + 7) % 7));
}

/** Every week touched by [from, toExclusive). */
export function weeksOf(from: string, toExclusive: string): string[] {
  const weeks: string[] = [];
  if (daysBetween(from, toExclusive) <= 0) return weeks;
  for (let week = weekOf(from); daysBetween(week, toExclusive) > 0; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

export type WeekCells = (number | null)[];

/** "sku:c0,...,c6;..." -> sku -> seven cells. */
export function decodeWeek(text: string): Map<string, WeekCells> {
  const out = new Map<string, WeekCells>();
  if (!text) return out;
  for (const entry of text.split(';')) {
    const colon = entry.lastIndexOf(':');
    const cells = entry.slice(colon + 1).split(',');
    out.set(
      entry.slice(0, colon),
      Array.from({ length: 7 }, (_, index) => (cells[index] === undefined || cells[index] === '' ? null : Number(cells[index]))),
    );
  }
  return out;
}

export function encodeWeek(week: ReadonlyMap<string, WeekCells>): string {
  const entries: string[] = [];
  for (const [sku, cells] of [...week.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (cells.every((cell) => cell === null || cell === undefined)) continue;
    entries.push(`${sku}:${cells.map((cell) => (cell === null || cell === undefined ? '' : String(cell))).join(',')}`);
  }
  return entries.join(';');
}

/**
 * The number written in text[from, to): a plain decimal ("12", "-3.25") is read digit by digit,
 * without a substring per cell (the grid reads about a million cells); its value is
 * mantissa / 10^decimals, both exact below 2^53, so the division gives exactly what Number() gives
 * for the same text. Anything else (an exponent, more than 15 digits) goes through Number().
 */
export function cellNumber(text: string, from: number, to: number): number {
  let index = from;
  const negative = text.charCodeAt(index) === 45; // '-'
  if (negative) index += 1;
  let mantissa = 0;
  let digits = 0;
  let scale = 1;
  let decimals = false;
  for (; index < to; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 48 && code <= 57) {
      mantissa = mantissa * 10 + (code - 48);
      digits += 1;
      if (decimals) scale *= 10;
    } else if (code === 46 && !decimals) {
      decimals = true;
    } else {
      return Number(text.slice(from, to));
    }
  }
  if (digits === 0 || digits > 15) return Number(text.slice(from, to));
  const value = mantissa / scale;
  return negative ? -value : value;
}

/**
 * Adds, per article, the cells of days [start, end) (0-6) of one week text into `sums` (missing
 * days count 0, in day order, as the per-article sums do). Reads the text without building cells
 * for the days outside the window.
 */
export function addWeekRange(text: string, start: number, end: number, sums: Map<string, number>): void {
  if (!text || end <= start) return;
  let position = 0;
  while (position < text.length) {
    const next = text.indexOf(';', position);
    const stop = next < 0 ? text.length : next;
    const colon = text.lastIndexOf(':', stop);
    const sku = text.slice(position, colon);
    let cellStart = colon + 1;
    let sum = sums.get(sku) ?? 0;
    for (let index = 0; index < end && cellStart <= stop; index += 1) {
      let comma = text.indexOf(',', cellStart);
      if (comma < 0 || comma > stop) comma = stop;
      if (index >= start && comma > cellStart) sum += cellNumber(text, cellStart, comma);
      cellStart = comma + 1;
    }
    sums.set(sku, sum);
    position = stop + 1;
  }
}

/** Stock text "sku:quantity;..." <-> map. */
export function decodeStock(text: string): Map<string, number> {
  const out = new Map<string, number>();
  if (!text) return out;
  for (const entry of text.split(';')) {
    const colon = entry.lastIndexOf(':');
    out.set(entry.slice(0, colon), Number(entry.slice(colon + 1)));
  }
  return out;
}

export function encodeStock(stock: ReadonlyMap<string, number>): string {
  return [...stock.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([sku, quantity]) => `${sku}:${quantity}`)
    .join(';');
}

/** One article's daily values of one field at one store from a day on (null: no figure that day). */
export interface StoreDays {
  store: string;
  item: string;
  field: WeekField;
  firstDay: string;
  values: readonly (number | null)[];
}

/** Splits per-article daily values into store-weeks: store|week -> field -> sku -> cells (only the days given). */
function byStoreWeek(days: readonly StoreDays[]) {
  const groups = new Map<string, { store: string; week: string; fields: Map<WeekField, Map<string, WeekCells>> }>();
  for (const entry of days) {
    for (let index = 0; index < entry.values.length; index += 1) {
      const value = entry.values[index];
      if (value === undefined) continue;
      const day = addDays(entry.firstDay, index);
      const week = weekOf(day);
      const key = `${entry.store}|${week}`;
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { store: entry.store, week, fields: new Map() }));
      let field = group.fields.get(entry.field);
      if (!field) group.fields.set(entry.field, (field = new Map()));
      let cells = field.get(entry.item);
      if (!cells) field.set(entry.item, (cells = new Array<number | null | undefined>(7).fill(undefined) as WeekCells));
      cells[daysBetween(week, day)] = value;
    }
  }
  return groups;
}

/**
 * Writes days of articles into their store-weeks, keeping the other days and articles: each
 * store-week read, merged and written back only if nobody rewrote it meanwhile (else read again).
 * A null value clears the day. Writing the same days twice gives the same documents.
 */
export async function writeStoreWeekDays(organizationId: string, days: readonly StoreDays[]): Promise<number> {
  const groups = byStoreWeek(days);
  let written = 0;
  for (const group of groups.values()) {
    for (let attempt = 0; ; attempt += 1) {
      const filter = { organizationId, store: group.store, week: group.week };
      const current = await StoreWeekModel.findOne(filter).lean();
      const set: Partial<Record<WeekField, string>> = {};
      for (const [field, articles] of group.fields) {
        const week = decodeWeek(current?.[field] ?? '');
        for (const [sku, cells] of articles) {
          const merged = week.get(sku) ?? new Array<number | null>(7).fill(null);
          cells.forEach((cell, index) => {
            if (cell !== undefined) merged[index] = cell;
          });
          week.set(sku, merged);
        }
        set[field] = encodeWeek(week);
      }
      if (current) {
        const result = await StoreWeekModel.updateOne({ ...filter, rev: current.rev }, { $set: { ...set, rev: current.rev + 1 } });
        if (result.modifiedCount === 1 || result.matchedCount === 1) break;
      } else {
        try {
          await StoreWeekModel.create({ ...filter, sales: '', p10: '', p50: '', p90: '', ...set, rev: 1 });
          break;
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
        }
      }
      if (attempt >= 20) throw new Error(`The store-week ${group.store} ${group.week} kept changing while it was written`);
    }
    written += 1;
  }
  return written;
}

/** The store-weeks and store stock of whole stores, built from their per-article records (replacing what they had). */
export function storeWeeksFromSeries(
  organizationId: string,
  store: string,
  series: {
    sales: readonly { item: string; firstDay: string; daily: string }[];
    forecasts: readonly { item: string; firstDay: string; p10: string; p50: string; p90: string }[];
  },
): Omit<StoreWeek, 'rev'>[] {
  const days: StoreDays[] = [];
  for (const row of series.sales) days.push({ store, item: row.item, field: 'sales', ...decodeSeries(row.firstDay, row.daily) });
  for (const row of series.forecasts) {
    for (const field of ['p10', 'p50', 'p90'] as const) days.push({ store, item: row.item, field, ...decodeSeries(row.firstDay, row[field]) });
  }
  return [...byStoreWeek(days).values()].map((group) => ({
    organizationId,
    store,
    week: group.week,
    sales: encodeWeek(group.fields.get('sales') ?? new Map()),
    p10: encodeWeek(group.fields.get('p10') ?? new Map()),
    p50: encodeWeek(group.fields.get('p50') ?? new Map()),
    p90: encodeWeek(group.fields.get('p90') ?? new Map()),
  }));
}

/** Quantiles of consecutive days as the three forecast fields of StoreDays. */
export function forecastStoreDays(store: string, item: string, firstDay: string, values: readonly Quantiles[]): StoreDays[] {
  return (['p10', 'p50', 'p90'] as const).map((field) => ({ store, item, field, firstDay, values: values.map((value) => value[field]) }));
}
