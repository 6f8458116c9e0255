import { toCsv } from '../../../../domain/common/csv';
import { formatMoney, isMoneyText, money as toMoney, MONEY_SCALE, type MoneyInput } from '../../../../domain/common/money';
import type { PriceLine } from '../../../../domain/pricing/priceList';

export type PriceListTable = 'customers' | 'offers' | 'articles';

/** Rows of the ERP's three tables, with the ERP's own column names. */
export interface CustomerRow {
  clacte: string;
  nomcte: string;
  claemp: number;
  nomemp: string;
  nomregion: string;
  nomgirocom: string;
}
export interface OfferRow {
  claarti: string;
  clacte: string;
  /** The ERP's DECIMAL as exact decimal text. */
  precioofe: string;
  pctdescto: number;
}
export interface ArticleRow {
  ClaArti: string;
  NomArti: string;
  ClaUnidad: string;
  /** The ERP's DECIMAL as exact decimal text. */
  price: string;
}

/** Money as the spec shows it: 4 decimals, rounded half-up (domain/common/money.ts). */
export function money(value: MoneyInput): string {
  return formatMoney(value, MONEY_SCALE.amount);
}

/** The added lines as a CSV the analyst can check before exporting (formula-safe, like every export). */
export function addedLinesCsv(lines: readonly PriceLine[]): string {
  return toCsv(
    ['ClaCte', 'ClaEmp', 'ClaArti', 'PrecioOfe', 'PctDescto'],
    lines.map((line) => [line.clacte, line.claemp, line.claarti, money(line.precioofe), line.pctdescto]),
  );
}

/** Two amounts in decimal order (an entry that is no amount yet, as a price being typed, first). */
export function compareMoney(a: string, b: string): number {
  const read = (text: string) => (isMoneyText(text) ? toMoney(text) : null);
  const [left, right] = [read(a), read(b)];
  if (!left || !right) return (left ? 1 : 0) - (right ? 1 : 0);
  return left.comparedTo(right);
}

/** Today and a month later as yyyy-mm-dd, the offer dates the form starts with. */
export function defaultOfferDates(now: Date = new Date()): { from: string; to: string } {
  const iso = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  const to = new Date(now);
  to.setMonth(to.getMonth() + 1);
  return { from: iso(now), to: iso(to) };
}
