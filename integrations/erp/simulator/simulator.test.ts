import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../../db/testing';
import { type EmptyContainerStockRow, type InventoryRow, type SalesRow } from '../../../domain/erp/operations';
import { erpOperationSchema, type ErpOperation, type ErpOperationInput } from '../../../domain/erp/operations';
import { erpDays, erpToday, formatErpDate, parseErpDate } from '../dates';
import { createErpSimulator } from './simulator';

const now = Date.parse('2026-03-10T15:00:00Z');
const day = 86_400_000;
function op<I extends ErpOperationInput>(input: I): Extract<ErpOperation, { operation: I['operation'] }> {
  return erpOperationSchema.parse(input) as Extract<ErpOperation, { operation: I['operation'] }>;
}

describe('ERP dates', () => {
  it('round-trips dd/MM/yyyy and counts days in Mexico City', () => {
    expect(formatErpDate(parseErpDate('29/02/2024'))).toBe('29/02/2024');
    expect(() => parseErpDate('31/02/2026')).toThrow();
    expect(erpDays('28/02/2026', '02/03/2026').map(formatErpDate)).toEqual(['28/02/2026', '01/03/2026', '02/03/2026']);
    expect(() => erpDays('02/03/2026', '01/03/2026')).toThrow(/starts after it ends/);
    // 03:00 UTC is still the previous evening in Mexico City.
    expect(formatErpDate(erpToday(Date.parse('2026-03-10T03:00:00Z')))).toBe('09/03/2026');
  });
});

describe('ERP simulator readings', () => {
  const simulator = createErpSimulator({ now: () => now });

  it('answers empty-container stock around the 110000 threshold, per database and day', async () => {
    const rows = (await simulator.run(
      op({ operation: 'emptyContainerStock', companyId: 1, articleKeys: ['E0101', 'E0201', 'NOPE'] }),
    )) as EmptyContainerStockRow[];
    expect(rows.map((row) => row.articleKey)).toEqual(['E0101', 'E0201']);
    expect(rows[0].stock).toBeGreaterThanOrEqual(100_000);
    expect(rows[0].stock).toBeLessThanOrEqual(120_000);
    expect(rows[1].stock).toBeGreaterThanOrEqual(2_000);
    expect(rows[1].stock).toBeLessThanOrEqual(6_000);
    const again = await simulator.run(op({ operation: 'emptyContainerStock', companyId: 1, articleKeys: ['E0101'] }));
    expect(again[0].stock).toBe(rows[0].stock);
    // Across a season every ERP stock state of spec 001 shows up.
    const states = new Set<number>();
    for (let offset = 0; offset < 60; offset += 1) {
      const other = createErpSimulator({ now: () => now + offset * day });
      const [e0101, e0201] = (await other.run(op({ operation: 'emptyContainerStock', articleKeys: ['E0101', 'E0201'] }))) as EmptyContainerStockRow[];
      states.add(e0101.stock > 110_000 ? 1 : e0101.stock + e0201.stock > 110_000 ? 2 : 3);
    }
    expect([...states].sort()).toEqual([1, 2, 3]);
  });

  it('answers daily sales per store and SKU of the company database, deterministically', async () => {
    const stores = [
      { storeId: 'A1', companyId: 1 },
      { storeId: 'A2', companyId: 1 },
      { storeId: 'B1', companyId: 3 },
    ];
    const products = [
      { sku: '1', name: 'Uno', familyKey: 'F' },
      { sku: '2', name: 'Dos', familyKey: 'F' },
    ];
    const sim = createErpSimulator({ now: () => now, stores, products });
    const rows = (await sim.run(op({ operation: 'salesRange', companyId: 1, from: '01/03/2026', to: '10/03/2026' }))) as SalesRow[];
    expect(new Set(rows.map((row) => row.storeId))).toEqual(new Set(['A1', 'A2']));
    // Today (10/03) is still open: sales end yesterday.
    expect(new Set(rows.map((row) => row.date)).has('10/03/2026')).toBe(false);
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.every((row) => row.quantity > 0 && Number(row.amount) > 0)).toBe(true);
    const again = await sim.run(op({ operation: 'salesRange', companyId: 1, from: '05/03/2026', to: '05/03/2026' }));
    expect(again).toEqual(rows.filter((row) => row.date === '05/03/2026'));
    const others = (await sim.run(op({ operation: 'salesRange', companyId: 4, from: '01/03/2026', to: '09/03/2026' }))) as SalesRow[];
    expect(new Set(others.map((row) => row.storeId))).toEqual(new Set(['B1']));
  });

  it('sells only what a company carries and nothing from a distribution centre', async () => {
    const sim = createErpSimulator({
      now: () => now,
      stores: [
        { storeId: 'S1', companyId: 1 },
        { storeId: 'DC', companyId: 1, isDistributionCenter: true },
        { storeId: 'S2', companyId: 2 },
      ],
      products: [
        { sku: 'both', name: 'Both', familyKey: 'F', companyIds: [1, 2] },
        { sku: 'two', name: 'Only 2', familyKey: 'F', companyIds: [2] },
      ],
    });
    const sales = (await sim.run(op({ operation: 'salesRange', companyId: 1, from: '01/02/2026', to: '09/03/2026' }))) as SalesRow[];
    expect(new Set(sales.map((row) => `${row.storeId}:${row.sku}`))).toEqual(new Set(['S1:both']));
    const stock = (await sim.run(op({ operation: 'inventoryRange', companyId: 1, from: '09/03/2026', to: '09/03/2026' }))) as InventoryRow[];
    expect(stock.map((row) => `${row.storeId}:${row.sku}`).sort()).toEqual(['DC:both', 'S1:both']);
  });

  it('keeps about 400 days of inventory, one row per store, SKU and day', async () => {
    const from = formatErpDate(erpToday(now) - 500 * day);
    const rows = (await simulator.run(op({ operation: 'inventoryRange', companyId: 1, from, to: '10/03/2026' }))) as InventoryRow[];
    const days = new Set(rows.map((row) => row.date));
    expect(days.size).toBe(401);
    expect(rows.length).toBe(401 * 4 * 12);
    expect(rows.every((row) => Number.isInteger(row.stock) && row.stock >= 0)).toBe(true);
  });
});

describe('ERP simulator writes', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await startTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('hands out increasing folios per database', async () => {
    const simulator = createErpSimulator({ now: () => now });
    const first = await simulator.run(op({ operation: 'nextConsolidatedOrderId', companyId: 1 }));
    const second = await simulator.run(op({ operation: 'nextConsolidatedOrderId', companyId: 1 }));
    const other = await simulator.run(op({ operation: 'nextConsolidatedOrderId', companyId: 3 }));
    expect(first[0].IdConsolidado).toBe(1001);
    expect(second[0].IdConsolidado).toBe(1002);
    expect(other[0].IdConsolidado).toBe(1001);
  });

  it('stores OC, OCDet and OCAutomatica rows, once per folio', async () => {
    const simulator = createErpSimulator({ now: () => now });
    const [{ IdConsolidado }] = await simulator.run(op({ operation: 'nextConsolidatedOrderId', companyId: 3 }));
    const order = op({
      operation: 'insertPurchaseOrder',
      companyId: 3,
      consolidatedId: IdConsolidado,
      orders: ['T101', 'T102'].map((storeId) => ({
        storeId,
        providerId: 'PROV-1',
        orderDate: '10/03/2026',
        subtotal: 100,
        iva: 16,
        ieps: 0,
        total: 116,
      })),
      lines: [
        { storeId: 'T101', sku: '100101', packages: 2, piecesPerPackage: 12, price: 50, iva: 8, ieps: 0, total: 58 },
        { storeId: 'T102', sku: '100101', packages: 1, piecesPerPackage: 12, price: 50, iva: 8, ieps: 0, total: 58 },
        { storeId: 'T102', sku: '200101', packages: 3, piecesPerPackage: 24, price: 40, iva: 0, ieps: 0, total: 40 },
      ],
    });
    const result = await simulator.run(order);
    expect(result).toEqual({ consolidatedId: IdConsolidado, ordersInserted: 2, linesInserted: 3, automaticInserted: 2 });
    const retried = await simulator.run(order);
    expect(retried).toEqual(result);

    const stored = await simulator.readPurchaseOrder(4, IdConsolidado);
    expect(stored.orders.map((row) => [row.ClaUN, row.Estatus, row.ClaMoneda, row.ClaUsuario, row.IdSesion])).toEqual([
      ['T101', 2, 1, 42, 9999],
      ['T102', 2, 1, 42, 9999],
    ]);
    expect(stored.lines).toHaveLength(3);
    expect(stored.lines[2]).toMatchObject({ ClaUN: 'T102', ClaArti: '200101', Unidad: 'PIEZA', IdOC: stored.orders[1].IdOC });
    expect(stored.automatic.map((row) => row.IdOC)).toEqual(stored.orders.map((row) => row.IdOC));
    expect((await simulator.readPurchaseOrder(1, IdConsolidado)).orders).toHaveLength(0);

    const different = { ...order, lines: order.lines.slice(0, 1) };
    await expect(simulator.run(different)).rejects.toThrow(/already belongs to another purchase order/);
  });
});
