import { projectionValue, rowMoney, suggestedPackages, sumMoney, type ProjectionIndex, type RowMoney } from '../../../../domain/purchasing/rules';

/** A grid row as the screen keeps it: the server's row plus the packages the buyer typed. */
export interface GridRow extends RowMoney {
  sku: string;
  description: string;
  storeId: string;
  storeName: string;
  piecesPerPackage: number;
  packages: number;
  p10: number;
  p50: number;
  p90: number;
  minProduct: number;
  maxProduct: number;
  stock: number;
  price: number;
  ivaRate: number;
  iepsRate: number;
  ivaDev: boolean;
  sales: { year: number; quantity: number }[];
}

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
