import { projectionValue, rowMoney, suggestedPackages, sumMoney, type ProjectionIndex, type RowMoney } from '../../../../domain/purchasing/rules';
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

export const formatMoney = (value: number) => value.toLocaleString('es-MX', { minimumFractionDigits: 4, maximumFractionDigits: 4 });
export const formatQuantity = (value: number) => value.toLocaleString('es-MX', { maximumFractionDigits: 2 });
export { projectionValue };
