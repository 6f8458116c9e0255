import { daysBetween } from '../../../domain/purchasing/dates';

/**
 * Daily figures of one article at one store are kept as one text per record: the values from
 * `firstDay` on, comma-separated, an empty slot for a day without a figure ("3,5,,12"). A year of
 * one pair is one small string read in one indexed lookup (the grid for 300 stores x 500 products
 * reads 150 000 records, not 55 million rows), and the embedded document server stores a string
 * far faster than an array of numbers. Each day is one slot, so a figure is unique per
 * date, item and store by construction.
 */
export interface DailySeries {
  firstDay: string;
  values: (number | null)[];
}

export function decodeSeries(firstDay: string, text: string): DailySeries {
  if (!text) return { firstDay, values: [] };
  return { firstDay, values: text.split(',').map((cell) => (cell === '' ? null : Number(cell))) };
}

export function encodeSeries(values: readonly (number | null)[]): string {
  return values.map((value) => (value === null || value === undefined ? '' : String(value))).join(',');
}

/** The value on a day, null when the series has none. */
export function valueOn(series: DailySeries, day: string): number | null {
  const index = daysBetween(series.firstDay, day);
  if (index < 0 || index >= series.values.length) return null;
  return series.values[index] ?? null;
}

/** Sum of the values over [from, toExclusive); missing days count 0. */
export function sumRange(series: DailySeries, from: string, toExclusive: string): number {
  const start = Math.max(0, daysBetween(series.firstDay, from));
  const end = Math.min(series.values.length, daysBetween(series.firstDay, toExclusive));
  let sum = 0;
  for (let index = start; index < end; index += 1) sum += series.values[index] ?? 0;
  return sum;
}

/** True when any day of [from, toExclusive) has a value. */
export function hasAny(series: DailySeries, from: string, toExclusive: string): boolean {
  const start = Math.max(0, daysBetween(series.firstDay, from));
  const end = Math.min(series.values.length, daysBetween(series.firstDay, toExclusive));
  for (let index = start; index < end; index += 1) if (series.values[index] !== null && series.values[index] !== undefined) return true;
  return false;
}

/** Writes values from `day` on into a series, growing it (and moving firstDay back) as needed. */
export function writeRange(series: DailySeries, day: string, values: readonly number[]): DailySeries {
  let { firstDay, values: current } = series;
  current = [...current];
  if (current.length === 0) firstDay = day;
  const offset = daysBetween(firstDay, day);
  if (offset < 0) {
    current = [...new Array<null>(-offset).fill(null), ...current];
    firstDay = day;
  }
  const start = Math.max(0, offset);
  for (let index = 0; index < values.length; index += 1) {
    while (current.length < start + index) current.push(null);
    current[start + index] = values[index]!;
  }
  return { firstDay, values: current };
}

/**
 * sumRange straight from the stored text, without decoding the whole series: walks the commas up
 * to the window and adds the cells inside it (the grid reads two 8-day windows out of a year of
 * history per pair, 150,000 pairs at a time).
 */
export function sumEncodedRange(firstDay: string, text: string, from: string, toExclusive: string): number {
  if (!text) return 0;
  const start = Math.max(0, daysBetween(firstDay, from));
  const end = daysBetween(firstDay, toExclusive);
  if (end <= start) return 0;
  let position = 0;
  for (let index = 0; index < start; index += 1) {
    position = text.indexOf(',', position);
    if (position < 0) return 0;
    position += 1;
  }
  let sum = 0;
  for (let index = start; index < end; index += 1) {
    const comma = text.indexOf(',', position);
    const cell = comma < 0 ? text.slice(position) : text.slice(position, comma);
    if (cell !== '') sum += Number(cell);
    if (comma < 0) break;
    position = comma + 1;
  }
  return sum;
}
