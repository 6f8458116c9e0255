/**
 * Purchasing rules (spec 002 sections 3, 4, 5 and 9): the projection a buyer picks, the packages
 * to order from it, taxes from the tax names and the row's money. Pure functions shared by the
 * API (the grid is computed on the server), the screen (Piezas edits recompute the totals at once)
 * and the CLI.
 */
import { lineTotal, money, MONEY_SCALE, percentOf, ZERO, type Money, type MoneyInput } from '../common/money';

/** Index 0-3 of the projection split button (spec 002 section 4). */
export const projections = [
  { index: 0, es: 'Proyección Conservadora', en: 'Conservative projection' },
  { index: 1, es: 'Proyección Mínima', en: 'Minimum projection' },
  { index: 2, es: 'Proyección Media', en: 'Middle projection' },
  { index: 3, es: 'Proyección Máxima', en: 'Maximum projection' },
] as const;
export type ProjectionIndex = 0 | 1 | 2 | 3;
export const DEFAULT_PROJECTION: ProjectionIndex = 0;

export interface Quantiles {
  p10: number;
  p50: number;
  p90: number;
}

/** Conservadora = mean of P50 and P90, Mínima = P10, Media = P50, Máxima = P90. */
export function projectionValue(index: ProjectionIndex, quantiles: Quantiles): number {
  switch (index) {
    case 0:
      return (quantiles.p50 + quantiles.p90) / 2;
    case 1:
      return quantiles.p10;
    case 2:
      return quantiles.p50;
    case 3:
      return quantiles.p90;
  }
}

/**
 * Pieces needed (spec 002 section 5): min minus stock when stock is below min; otherwise the
 * projection minus stock plus min when the projection exceeds stock; otherwise nothing.
 */
export function piecesNeeded(input: { projection: number; stock: number; minProduct: number }): number {
  const { projection, stock, minProduct } = input;
  if (stock < minProduct) return minProduct - stock;
  if (projection > stock) return projection - stock + minProduct;
  return 0;
}

/** Packages from pieces: need divided by pieces per package, rounded down, plus 1 with a remainder. */
export function packagesFor(need: number, piecesPerPackage: number): number {
  const perPackage = piecesPerPackage > 0 ? piecesPerPackage : 1;
  if (need <= 0) return 0;
  const whole = Math.floor(need / perPackage);
  // A fractional projection leaves a remainder like a whole one does.
  const remainder = need - whole * perPackage;
  return whole + (remainder > 1e-9 ? 1 : 0);
}

/** The packages to order (Piezas) a row starts with for a projection. */
export function suggestedPackages(input: {
  projectionIndex: ProjectionIndex;
  quantiles: Quantiles;
  stock: number;
  minProduct: number;
  piecesPerPackage: number;
}): number {
  const projection = projectionValue(input.projectionIndex, input.quantiles);
  return packagesFor(piecesNeeded({ projection, stock: input.stock, minProduct: input.minProduct }), input.piecesPerPackage);
}

/**
 * The Piezas input as the buyer types it: leading zeros stripped, empty is 0. Anything that is not
 * a whole number of packages answers null (the screen refuses it, the server rejects it).
 */
export function parsePackagesInput(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const stripped = trimmed.replace(/^0+(?=\d)/, '');
  return Number(stripped);
}

export interface TaxLike {
  taxName: string;
  rate: number;
}

export interface TaxRates {
  /** Percent. */
  iva: number;
  /** Percent. */
  ieps: number;
  /** True when an IVA+DEV or IVA 0 entry zeroes the IVA. */
  ivaDev: boolean;
}

const normalizedName = (name: string) => name.toUpperCase().replace(/\s+/g, ' ').trim();

/**
 * Tax rates summed from the names containing IVA or IEPS (spec 002 section 9). A row with an
 * IVA+DEV entry, or an IVA 0 entry, has IVA 0 in its totals.
 */
export function taxRatesOf(taxes: readonly TaxLike[]): TaxRates {
  let iva = 0;
  let ieps = 0;
  let ivaDev = false;
  for (const tax of taxes) {
    const name = normalizedName(tax.taxName);
    if (name.includes('IEPS')) ieps += tax.rate;
    else if (name.includes('IVA')) {
      if (/IVA ?\+ ?DEV/.test(name) || /^IVA ?0(\b|%|$)/.test(name) || (tax.rate === 0 && /^IVA\b/.test(name))) ivaDev = true;
      iva += tax.rate;
    }
  }
  return { iva: ivaDev ? 0 : iva, ieps, ivaDev };
}

/**
 * A row's money, exact decimals (domain/common/money.ts): each amount rounded half-up to 4
 * decimals, the scale the ERP keeps (OC and OCDet columns are DECIMAL(18,4)) and the screen shows.
 */
export interface RowMoney {
  subtotal: Money;
  ieps: Money;
  iva: Money;
  total: Money;
}

/** A row's money as it is read back: Decimal128 from the database, strings from the API, Money. */
export interface RowMoneyInput {
  subtotal: MoneyInput;
  ieps: MoneyInput;
  iva: MoneyInput;
  total: MoneyInput;
}

/**
 * A row's money: pieces = packages x pieces per package, subtotal = pieces x purchase price (0 when
 * null), IEPS on the subtotal, IVA on subtotal plus IEPS (as Mexican invoices compute it), total
 * the sum; each rounded half-up to 4 decimals, in decimals (no binary float).
 */
export function rowMoney(input: { packages: number; piecesPerPackage: number; price: MoneyInput | null; rates: TaxRates }): RowMoney {
  const subtotal = lineTotal(input.packages * Math.max(1, input.piecesPerPackage), input.price, MONEY_SCALE.amount);
  const ieps = percentOf(subtotal, input.rates.ieps, MONEY_SCALE.amount);
  const iva = percentOf(subtotal.plus(ieps), input.rates.iva, MONEY_SCALE.amount);
  return { subtotal, ieps, iva, total: subtotal.plus(ieps).plus(iva) };
}

/**
 * A document's totals as the ERP adds them: the exact sum of its rounded lines (each line already
 * has 4 decimals, so the sum has 4 too and needs no rounding; a per-store e-mail shows it with 2).
 */
export function sumRowMoney(rows: Iterable<RowMoneyInput>): RowMoney {
  let subtotal = ZERO;
  let ieps = ZERO;
  let iva = ZERO;
  let total = ZERO;
  for (const row of rows) {
    subtotal = subtotal.plus(money(row.subtotal));
    ieps = ieps.plus(money(row.ieps));
    iva = iva.plus(money(row.iva));
    total = total.plus(money(row.total));
  }
  return { subtotal, ieps, iva, total };
}

/** Distribution centre code (spec 002 section 9): the switch orders to it instead of the stores. */
export const DISTRIBUTION_CENTRE_ID = 'CO129';

/**
 * The most OCDet lines and OC rows one ERP insert takes (domain/erp/operations.ts,
 * insertPurchaseOrder): 'Verificar orden de compra' refuses a larger order.
 */
export const MAX_ERP_ORDER_LINES = 20_000;
export const MAX_ERP_ORDER_HEADERS = 500;

/** ERP order defaults (spec 002 section 9). */
export const ERP_ORDER_DEFAULTS = { status: 2, currency: 1, userId: 42, sessionId: 9999, unit: 'PIEZA' } as const;

/** The PDF's file name. */
export function purchaseOrderPdfName(folio: number, storeId?: string): string {
  return storeId ? `OrdenOC_${folio}_${storeId}.pdf` : `OrdenOC_${folio}.pdf`;
}

/**
 * The zone and store exclusions of spec 002 section 9, read from the cloud parameter
 * 'purchasingExclusions' (not fixed ids): stores never offered, and per company the zones left out
 * or the only zones used (companies not listed use the default rule).
 */
export const PURCHASING_EXCLUSIONS_PARAM = 'purchasingExclusions';
export interface ZoneRule {
  exclude?: string[];
  only?: string[];
}
export interface PurchasingExclusions {
  excludedStoreIds: string[];
  zoneRules: Record<string, ZoneRule>;
  zoneRuleDefault: ZoneRule;
}
export const noExclusions: PurchasingExclusions = { excludedStoreIds: [], zoneRules: {}, zoneRuleDefault: {} };

export function parseExclusions(value: string | null | undefined): PurchasingExclusions {
  if (!value) return noExclusions;
  try {
    const parsed = JSON.parse(value) as Partial<PurchasingExclusions>;
    return {
      excludedStoreIds: Array.isArray(parsed.excludedStoreIds) ? parsed.excludedStoreIds.map(String) : [],
      zoneRules: parsed.zoneRules && typeof parsed.zoneRules === 'object' ? parsed.zoneRules : {},
      zoneRuleDefault: parsed.zoneRuleDefault && typeof parsed.zoneRuleDefault === 'object' ? parsed.zoneRuleDefault : {},
    };
  } catch {
    return noExclusions;
  }
}

/** True when a store of a company may be offered for purchase orders. */
export function storeAllowed(exclusions: PurchasingExclusions, organizationId: string, store: { warehouseId: string; zoneId: string }): boolean {
  if (exclusions.excludedStoreIds.includes(store.warehouseId)) return false;
  const rule = exclusions.zoneRules[organizationId] ?? exclusions.zoneRuleDefault;
  if (rule.only && rule.only.length > 0 && !rule.only.includes(store.zoneId)) return false;
  if (rule.exclude && rule.exclude.includes(store.zoneId)) return false;
  return true;
}
