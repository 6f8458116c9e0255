import { formatMoney as formatAmount, formatMoneyIn, MONEY_SCALE, money, moneyText, priceScale, type MoneyInput } from '../../../../domain/common/money';
import {
  parsePackagesInput,
  projectionValue,
  rowMoney,
  suggestedPackages,
  sumRowMoney,
  type ProjectionIndex,
  type RowMoney,
  type RowMoneyInput,
} from '../../../../domain/purchasing/rules';
import type { PurchaseGridQuery } from '../../graphql/generated/graphql';
import { intlLocaleOf } from '../../ui/utils/dates';

/** A grid row as the server answers it (the PurchaseGrid document); the screen keeps the packages the buyer typed beside it. */
export type GridRow = PurchaseGridQuery['purchaseGrid']['rows'][number];

export const rowKey = (row: Pick<GridRow, 'storeId' | 'sku'>) => `${row.storeId}|${row.sku}`;

/** The row with new packages: money recomputed in decimals with the shared rule, kept as the server's decimal strings. */
export function withPackages<T extends GridRow>(row: T, packages: number): T {
  const amounts = rowMoney({
    packages,
    piecesPerPackage: row.piecesPerPackage,
    price: row.price,
    rates: { iva: row.ivaRate, ieps: row.iepsRate, ivaDev: row.ivaDev },
  });
  return {
    ...row,
    packages,
    subtotal: moneyText(amounts.subtotal),
    ieps: moneyText(amounts.ieps),
    iva: moneyText(amounts.iva),
    total: moneyText(amounts.total),
  };
}

/** Every row with the packages a projection suggests (the split button). */
export function withProjection<T extends GridRow>(rows: T[], projection: ProjectionIndex): T[] {
  return rows.map((row) =>
    withPackages(
      row,
      suggestedPackages({ projectionIndex: projection, quantiles: row, stock: row.stock, minProduct: row.minProduct, piecesPerPackage: row.piecesPerPackage }),
    ),
  );
}

export function gridTotals(rows: readonly GridRow[]): RowMoney {
  return sumRowMoney(rows);
}

/**
 * The whole selection's money (the server's, with the projection) changed by the buyer's Piezas
 * edits: each edited row's money with its new packages instead of the projected one.
 */
export function totalsWithEdits(serverTotals: RowMoneyInput, projectedRows: readonly GridRow[], edits: Readonly<Record<string, string>>): RowMoney {
  const keys = Object.keys(edits);
  if (keys.length === 0) return sumRowMoney([serverTotals]);
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
  const removed = sumRowMoney(before);
  const added = sumRowMoney(after);
  // Exact decimals: every amount has 4 decimals, so the difference needs no rounding.
  return {
    subtotal: money(serverTotals.subtotal).minus(removed.subtotal).plus(added.subtotal),
    ieps: money(serverTotals.ieps).minus(removed.ieps).plus(added.ieps),
    iva: money(serverTotals.iva).minus(removed.iva).plus(added.iva),
    total: money(serverTotals.total).minus(removed.total).plus(added.total),
  };
}

/**
 * Money on screen: 4 decimals (spec 002 section 9), rounded half-up, in the digits of the
 * interface language (`language`, "es" by default: es-MX; "en": en-US) (domain/common/money.ts).
 */
export const formatMoney = (value: MoneyInput, language = 'es') => formatMoneyIn(intlLocaleOf(language), value, MONEY_SCALE.amount);
/** Per-store totals (and an order's total in the history): 2 decimals, as the per-store e-mail shows them (spec 002 section 9). */
export const formatStoreTotal = (value: MoneyInput) => formatAmount(value, MONEY_SCALE.storeEmailTotal);
/** A row's price: 2 decimals for a product with a sale unit, 4 for one without (spec 002 section 9), in the interface language's digits. */
export const formatPrice = (row: { price: MoneyInput; saleUnit?: string | null }, language = 'es') =>
  formatMoneyIn(intlLocaleOf(language), row.price, priceScale(row.saleUnit));
/** Pieces and forecasts: up to 2 decimals in the interface language's digits. */
export const formatQuantity = (value: number, language = 'es') => value.toLocaleString(intlLocaleOf(language), { maximumFractionDigits: 2 });
export { projectionValue };
