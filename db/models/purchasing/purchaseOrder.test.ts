import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../testing';
import {
  loadPurchaseOrder,
  PurchaseOrderLineModel,
  PurchaseOrderModel,
  replacePurchaseOrderLines,
  savePurchaseOrder,
  withPurchaseOrderLines,
  type PurchaseOrder,
} from './purchaseOrder';
import { testOrderLine, testPurchaseOrder } from './testing';

/** A purchase order and its lines stand or fall together: one transaction on the embedded server as on MongoDB. */
let database: TestDatabase;

function order(folio: number, lines = 3): PurchaseOrder {
  return testPurchaseOrder(folio, {
    buyer: { userName: 'compras', fullName: 'Jorge Ramírez Cruz', email: null },
    stores: [{ storeId: 'CO101', storeName: 'Centro', warehouseRelatedId: '101', subtotal: 120 * lines, ieps: 0, iva: 19.2 * lines, total: 139.2 * lines }],
    lines: Array.from({ length: lines }, (_, index) => testOrderLine('CO101', String(10001 + index), 1, `Artículo ${index + 1}`)),
    totals: { subtotal: 120 * lines, ieps: 0, iva: 19.2 * lines, total: 139.2 * lines },
    status: 'draft',
  });
}

beforeAll(async () => {
  database = await startTestDatabase();
  await Promise.all([PurchaseOrderModel.init(), PurchaseOrderLineModel.init()]);
}, 60_000);
afterAll(async () => {
  await database?.close();
});

describe('purchase order and its lines in one transaction', () => {
  it('writes the header and every line, read back in their sequence', async () => {
    await savePurchaseOrder(order(6001, 1500));
    const loaded = await loadPurchaseOrder(1, 6001);
    expect(loaded!.lines).toHaveLength(1500);
    expect(loaded!.lines.slice(0, 2).map((line) => line.sku)).toEqual(['10001', '10002']);
    const [listed] = await withPurchaseOrderLines([(await PurchaseOrderModel.findOne({ folio: 6001 }).lean())!]);
    expect(listed!.lines.at(-1)!.sku).toBe(String(10001 + 1499));
  });

  it('a line that cannot be written undoes the header too', async () => {
    // A stray line already holds line 2 of folio 6002: the order's insert fails half way.
    await PurchaseOrderLineModel.create({ ...order(6002).lines[1]!, erpCompanyId: 1, folio: 6002, lineNo: 2 });
    await expect(savePurchaseOrder(order(6002))).rejects.toMatchObject({ code: 11000 });
    expect(await PurchaseOrderModel.countDocuments({ folio: 6002 })).toBe(0);
    expect(await PurchaseOrderLineModel.countDocuments({ folio: 6002 })).toBe(1);
  });

  it('a folio already recorded writes no second set of lines', async () => {
    await savePurchaseOrder(order(6003, 2));
    await expect(savePurchaseOrder(order(6003, 5))).rejects.toMatchObject({ code: 11000 });
    expect(await PurchaseOrderLineModel.countDocuments({ folio: 6003 })).toBe(2);
  });

  it('replacing the lines changes header and lines together, and nothing when the header does not match', async () => {
    await savePurchaseOrder(order(6004, 4));
    const kept = order(6004, 2).lines;
    const updated = await replacePurchaseOrderLines({ erpCompanyId: 1, folio: 6004 }, { status: 'draft' }, { $set: { status: 'sending' } }, kept);
    expect(updated!.status).toBe('sending');
    expect((await loadPurchaseOrder(1, 6004))!.lines).toHaveLength(2);
    const refused = await replacePurchaseOrderLines(
      { erpCompanyId: 1, folio: 6004 },
      { status: 'draft' },
      { $set: { status: 'sending' } },
      order(6004, 7).lines,
    );
    expect(refused).toBeNull();
    expect(await PurchaseOrderLineModel.countDocuments({ folio: 6004 })).toBe(2);
  });
});
