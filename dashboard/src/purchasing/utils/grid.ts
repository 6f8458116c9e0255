import { money4, parsePackagesInput, projectionValue, rowMoney, suggestedPackages, sumMoney, type ProjectionIndex, type RowMoney } from '../../../../domain/purchasing/rules';
import type { PurchaseGridQuery } from '../../graphql/generated/graphql';

/** A grid row as the server answers it (the PurchaseGrid document); the screen keeps the packages the buyer typed beside it. */
export type GridRow = PurchaseGridQuery['purchaseGrid']['rows'][number];

export const rowKey = (row: Pick<GridRow, 'storeId' | 'sku'>) => `${row.storeId}|${row.sku}`;

/** The row with new packages: money recomputed with the shared rule. */
export function withPackages<T extends GridRow>(row: T, packages: number): T {
  return { ...row, packages, ...rowMoney({ packages, piecesPerPackage: row.piecesPerPackage, price: row.price, rates: { iva: row.ivaRate, ieps: row.iepsRate, ivaDev: row.ivaDev } }) };
}

/** Every row with the packages a projection suggests (the split button). */
export function withProjection<T extends GridRow>(rows: T[], projection: ProjectionIndex): T[] {
  return rows.map((row) =>
    withPackages(row, suggestedPackages({ projectionIndex: projection, quantiles: row, stock: row.stock, minProduct: row.minProduct, piecesPerPackage: row.piecesPerPackage })),
  );
}

export function gridTotals(rows: readonly GridRow[]): RowMoney {
  return sumMoney(rows);
}

/**
 * The whole selection's money (the server's, with the projection) changed by the buyer's Piezas
 * edits: each edited row's money with its new packages instead of the projected one.
 */
export function totalsWithEdits(serverTotals: RowMoney, projectedRows: readonly GridRow[], edits: Readonly<Record<string, string>>): RowMoney {
  const keys = Object.keys(edits);
  if (keys.length === 0) return serverTotals;
  const wanted = new Set(keys);
  const before: GridRow[] = [];
  const after: GridRow[] = [];
  for (const row of projectedRows) {
    const key = rowKey(row);
    if (!wanted.has(key)) continue;
    const packages = parsePackagesInput(edits[key]!);
    if (packages === null) continue;
    before.push(row);
    after.push(withPackages(row, packages));
  }
  const removed = sumMoney(before);
  const added = sumMoney(after);
  return {
    subtotal: money4(serverTotals.subtotal - removed.subtotal + added.subtotal),
    ieps: money4(serverTotals.ieps - removed.ieps + added.ieps),
    iva: money4(serverTotals.iva - removed.iva + added.iva),
    total: money4(serverTotals.total - removed.total + added.total),
  };
}

export const formatMoney = (value: number) => value.toLocaleString('es-MX', { minimumFractionDigits: 4, maximumFractionDigits: 4 });
/** A row's price: 2 decimals for a product with a sale unit, 4 for one without (spec 002 section 9). */
export const formatPrice = (row: { price: number; saleUnit?: string | null }) =>
  row.saleUnit ? row.price.toLocaleString('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : formatMoney(row.price);
export const formatQuantity = (value: number) => value.toLocaleString('es-MX', { maximumFractionDigits: 2 });
export { projectionValue };
