import { formatMoney, priceScale, type MoneyInput } from '../../../../domain/common/money';
/** Rows per page of the catalogue (the API accepts these). */
export const PRODUCT_PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * Spec 002 section 9: money with 4 decimals; a product with a sale unit shows its price with 2.
 * Pesos, in the interface's locale. The price is a decimal string (the API's Decimal), rounded
 * half-up by the money module and handed to Intl as a decimal string, so no float is involved.
 */
export function formatProductPrice(price: MoneyInput, saleUnitName: string, locale: string): string {
  const digits = priceScale(saleUnitName.trim());
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'MXN', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    formatMoney(price, digits) as `${number}`,
  );
}
