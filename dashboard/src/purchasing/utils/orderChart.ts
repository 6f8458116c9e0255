import { money, moneyText, sumMoney, type MoneyInput } from '../../../../domain/common/money';

/** An order's amounts for one bar: a store, or a product over every store; decimal texts, exact. */
export interface OrderAmounts {
  key: string;
  name: string;
  subtotal: string;
  ieps: string;
  iva: string;
  total: string;
}

interface StoreTotals {
  storeId: string;
  storeName: string;
  subtotal: MoneyInput;
  ieps: MoneyInput;
  iva: MoneyInput;
  total: MoneyInput;
}

interface LineTotals {
  sku: string;
  description: string;
  subtotal: MoneyInput;
  ieps: MoneyInput;
  iva: MoneyInput;
  total: MoneyInput;
}

/** Each store's part of the order as the preview's table has it (the server's exact sums of its rounded lines), in the order's order. */
export function amountsByStore(stores: readonly StoreTotals[]): OrderAmounts[] {
  return stores.map((store) => ({
    key: store.storeId,
    name: `${store.storeId} ${store.storeName}`,
    subtotal: moneyText(store.subtotal),
    ieps: moneyText(store.ieps),
    iva: moneyText(store.iva),
    total: moneyText(store.total),
  }));
}

/**
 * The order's lines summed per product over its stores (exact decimal sums of the rounded lines),
 * largest total first; past `limit` products the rest are summed into one bar named `othersName`.
 */
export function amountsByProduct(lines: readonly LineTotals[], limit: number, othersName: string): OrderAmounts[] {
  const bySku = new Map<string, { name: string; lines: LineTotals[] }>();
  for (const line of lines) {
    const product = bySku.get(line.sku) ?? { name: `${line.sku} ${line.description}`, lines: [] };
    product.lines.push(line);
    bySku.set(line.sku, product);
  }
  const summed = (key: string, name: string, group: readonly LineTotals[]): OrderAmounts => ({
    key,
    name,
    subtotal: moneyText(sumMoney(group.map((line) => line.subtotal))),
    ieps: moneyText(sumMoney(group.map((line) => line.ieps))),
    iva: moneyText(sumMoney(group.map((line) => line.iva))),
    total: moneyText(sumMoney(group.map((line) => line.total))),
  });
  const products = [...bySku.entries()].map(([sku, product]) => ({ amounts: summed(sku, product.name, product.lines), lines: product.lines }));
  products.sort((a, b) => money(b.amounts.total).comparedTo(money(a.amounts.total)) || (a.amounts.key < b.amounts.key ? -1 : 1));
  if (products.length <= limit) return products.map((product) => product.amounts);
  const rest = products.slice(limit - 1);
  return [
    ...products.slice(0, limit - 1).map((product) => product.amounts),
    summed(
      'others',
      othersName,
      rest.flatMap((product) => product.lines),
    ),
  ];
}
