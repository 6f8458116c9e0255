import { describe, expect, it } from 'vitest';
import { amountsByProduct, amountsByStore, type OrderAmounts } from './orderChart';

const line = (sku: string, storeId: string, subtotal: string, ieps = '0', iva = '0', total = subtotal) => ({
  sku,
  storeId,
  description: `Producto ${sku}`,
  subtotal,
  ieps,
  iva,
  total,
});
const amounts = (key: string, name: string, subtotal: string, ieps: string, iva: string, total: string): OrderAmounts => ({
  key,
  name,
  subtotal,
  ieps,
  iva,
  total,
});

describe("an order's amounts by store", () => {
  it.each([
    ['no store', [], []],
    [
      'texts kept exact, numbers from the wire read as decimals',
      [
        { storeId: 'CO101', storeName: 'Centro', subtotal: '1000.0050', ieps: '265.0013', iva: '202.4010', total: '1467.4073' },
        { storeId: 'CO102', storeName: 'Norte', subtotal: 0.1, ieps: 0, iva: 0.016, total: 0.116 },
      ],
      [amounts('CO101', 'CO101 Centro', '1000.005', '265.0013', '202.401', '1467.4073'), amounts('CO102', 'CO102 Norte', '0.1', '0', '0.016', '0.116')],
    ],
  ])('%s', (_name, stores, expected) => {
    expect(amountsByStore(stores)).toEqual(expected);
  });
});

describe("an order's amounts by product", () => {
  it.each([
    ['no line', [], 3, []],
    [
      'a product summed over its stores exactly (0.1 + 0.2 is 0.3), largest total first',
      [line('B', 'CO101', '0.1', '0.01', '0.02', '0.13'), line('A', 'CO101', '5.0000'), line('B', 'CO102', '0.2', '0.02', '0.04', '0.26')],
      3,
      [amounts('A', 'A Producto A', '5', '0', '0', '5'), amounts('B', 'B Producto B', '0.3', '0.03', '0.06', '0.39')],
    ],
    [
      'past the limit the smallest products are one bar, summed exactly',
      [line('A', 'CO101', '9'), line('B', 'CO101', '0.005'), line('C', 'CO101', '0.005'), line('D', 'CO101', '7'), line('C', 'CO102', '0.1')],
      3,
      [
        amounts('A', 'A Producto A', '9', '0', '0', '9'),
        amounts('D', 'D Producto D', '7', '0', '0', '7'),
        amounts('others', 'Otros', '0.11', '0', '0', '0.11'),
      ],
    ],
    [
      'equal totals keep the sku order',
      [line('Z', 'CO101', '1'), line('M', 'CO101', '1')],
      5,
      [amounts('M', 'M Producto M', '1', '0', '0', '1'), amounts('Z', 'Z Producto Z', '1', '0', '0', '1')],
    ],
  ])('%s', (_name, lines, limit, expected) => {
    expect(amountsByProduct(lines, limit, 'Otros')).toEqual(expected);
  });
});
