/** A row of the history dialog: one sku's boxes in one day's closed report, with that report's ERP total. */
export interface HistoryRow {
  day: string;
  sku: string;
  quantity: number;
  erpTotal?: number | null;
}

/** One day of the history chart: the boxes per sku, their sum, the ERP total and the difference (boxes − ERP). */
export interface BoxesDay {
  day: string;
  /** In the order of `skus`; 0 for a sku the day's report did not list. */
  quantities: number[];
  boxes: number;
  erpTotal: number | null;
  difference: number | null;
}

/**
 * The history's rows gathered per day (oldest first) for the chart and its table: the skus shown
 * (sorted), each day's boxes per sku and in total against the ERP total its report was sent with.
 */
export function boxesPerDay(rows: readonly HistoryRow[]): { skus: string[]; days: BoxesDay[] } {
  const skus = [...new Set(rows.map((row) => row.sku))].sort();
  const position = new Map(skus.map((sku, index) => [sku, index]));
  const byDay = new Map<string, BoxesDay>();
  for (const row of rows) {
    let day = byDay.get(row.day);
    if (!day) {
      day = { day: row.day, quantities: skus.map(() => 0), boxes: 0, erpTotal: null, difference: null };
      byDay.set(row.day, day);
    }
    day.quantities[position.get(row.sku)!]! += row.quantity;
    day.boxes += row.quantity;
    if (day.erpTotal === null && row.erpTotal !== null && row.erpTotal !== undefined) day.erpTotal = row.erpTotal;
  }
  const days = [...byDay.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  for (const day of days) day.difference = day.erpTotal === null ? null : day.boxes - day.erpTotal;
  return { skus, days };
}
