import { MONEY_SCALE, formatMoney, money, moneyText, roundMoney, type MoneyInput } from '../common/money';

/**
 * The amount (`importe`) of a partner (Xadis) sales row, as a decimal end to end (issue 22,
 * docs/money.md): read from the ERP's DECIMAL `Importe` as exact decimal text, carried as text in
 * `SalesRow.amount` and `PartnerSaleRecord.importe`, and written into the partner's JSON as a number
 * literal made from that text (integrations/xadis/records.ts), never through a binary float.
 */

/** The ERP's `Importe` as exact decimal text: half-up to the stored scale (4 decimals), no exponent. */
export function saleAmountText(value: MoneyInput): string {
  return moneyText(roundMoney(money(value), MONEY_SCALE.amount));
}

/** A day's sale of an article, quantity x price rounded half-up to centavos, as the ERP keeps it (2 decimals). */
export function saleAmountOf(price: MoneyInput, quantity: number): string {
  return formatMoney(money(price).times(quantity), 2);
}

/** A decimal text already written as its shortest form: no leading zero, no trailing decimal zero, no "-0". */
const CANONICAL_DECIMAL = /^(?:0|-?[1-9]\d*)(?:\.\d*[1-9])?$|^-0\.\d*[1-9]$/;

/**
 * A decimal text as a JSON number literal, exactly its digits ("2.135" is written 2.135). Text that
 * is already in its shortest form (the ERP's amounts, as saleAmountText writes them) is its own
 * literal and skips the decimal arithmetic: 500 rows a batch, every batch of a transmission.
 */
export function decimalJsonLiteral(amount: string): string {
  if (CANONICAL_DECIMAL.test(amount)) return amount;
  const text = moneyText(money(amount));
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw new RangeError(`Not a decimal amount: ${amount}`);
  return text;
}
