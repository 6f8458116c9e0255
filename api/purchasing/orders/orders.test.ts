import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../../db/testing';
import { OrganizationModel } from '../../../db/models/stores/organization';
import { ZoneModel } from '../../../db/models/stores/zone';
import { WarehouseModel, warehouseTypes } from '../../../db/models/stores/warehouse';
import { ProductModel } from '../../../db/models/products/product';
import { ProviderModel } from '../../../db/models/products/provider';
import { ProviderProductModel } from '../../../db/models/products/providerProduct';
import {
  encodeSeries,
  PurchaseOrderLineModel,
  PurchaseOrderModel,
  savePurchaseOrder,
  storeWeeksFromSeries,
  StoreWeekModel,
  type PurchaseOrder,
} from '../../../db/models/purchasing';
import { RemoteRequestModel } from '../../../db/models/erp/remoteRequest';
import { testPurchaseOrder } from '../../../db/models/purchasing/testing';
import { generateDemoData } from '../../../db/seed/demo';
import { storeDate } from '../../../domain/common/time';
import { defaultEndDate } from '../../../domain/purchasing/dates';
import { MAX_ERP_ORDER_LINES } from '../../../domain/purchasing/rules';
import { insertPurchaseOrderOperation } from '../../../domain/erp/operations';
import { createApp } from '../../app';
import { listen, type RunningServer } from '../../server';
import { testDeps, TEST_OPERATOR_TOKEN } from '../../testing/deps';
import { purchasingModule } from '../graphql';

/**
 * Orders beyond what one ERP insert takes are refused at 'Verificar orden de compra', before a
 * folio is taken; the history lists orders with their totals and line counts (no lines read),
 * drafts left out, and an opened order brings its lines.
 */
let database: TestDatabase;
let server: RunningServer;

const today = storeDate(Date.now());
const COMPANY = '01';
const PROVIDER = 'PRVBIG';
// 41 stores x 500 products, every row with packages to order: 20,500 lines.
const STORES = Array.from({ length: 41 }, (_, index) => `BG${String(index + 1).padStart(3, '0')}`);
const SKUS = Array.from({ length: 500 }, (_, index) => `BG${String(index + 1).padStart(5, '0')}`);

beforeAll(async () => {
  database = await startTestDatabase();
  const demo = generateDemoData(1);
  await Promise.all([PurchaseOrderModel.init(), PurchaseOrderLineModel.init(), RemoteRequestModel.init()]);
  await OrganizationModel.insertMany(demo.organizations);
  await ZoneModel.insertMany(demo.zones);
  const store = demo.warehouses.find((warehouse) => warehouse.warehouseId === 'CO101')!;
  const product = demo.products.find((item) => item.organization.organizationId === COMPANY && item.sellable && item.purchable)!;
  const provider = demo.providers.find((item) => item.organization.organizationId === COMPANY)!;
  await WarehouseModel.insertMany(
    STORES.map((warehouseId, index) => ({
      ...store,
      warehouseId,
      warehouseName: `Tienda ${index + 1}`,
      warehouseRelatedId: String(8000 + index),
      warehouseType: warehouseTypes.store,
    })),
  );
  await ProductModel.insertMany(SKUS.map((sku, index) => ({ ...product, productId: `BIG-${sku}`, productName: `Artículo ${index + 1}`, sku, barcodes: [] })));
  await ProviderModel.create({ ...provider, providerId: PROVIDER, providerName: 'Proveedor Grande' });
  await ProviderProductModel.insertMany(
    SKUS.map((sku) => ({ providerId: PROVIDER, productId: `BIG-${sku}`, sku, organizationId: COMPANY, unitsPerPackage: 1, purchasePrice: 10, taxes: [] })),
  );
  const forecast = encodeSeries(new Array<number>(16).fill(3));
  await StoreWeekModel.insertMany(
    STORES.flatMap((storeId) =>
      storeWeeksFromSeries(COMPANY, storeId, {
        sales: [],
        forecasts: SKUS.map((item) => ({ item, firstDay: today, p10: forecast, p50: forecast, p90: forecast })),
      }).map((week) => ({ ...week, rev: 1 })),
    ),
  );
  server = await listen(createApp(testDeps(), { modules: [purchasingModule], dashboardDir: '/nonexistent' }), '127.0.0.1', 0);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
});

type GqlAnswer<T> = { data?: T; errors?: { message: string; extensions: { errorCode?: string; code?: string } }[] };
async function gql<T>(query: string, variables: Record<string, unknown> = {}, lang = 'es'): Promise<GqlAnswer<T>> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang, authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GqlAnswer<T>;
}

const VERIFY = 'mutation ($order: PurchaseOrderInput!) { verifyPurchaseOrder(order: $order) { folio } }';

describe('large purchase orders', () => {
  it('the limit is the one the ERP insert operation takes', () => {
    const line = { storeId: 'CO101', sku: '1', packages: 1, piecesPerPackage: 1, price: 1, iva: 0, ieps: 0, total: 1 };
    const operation = (lines: number) => ({
      operation: 'insertPurchaseOrder',
      companyId: 1,
      consolidatedId: 1,
      orders: [
        {
          storeId: 'CO101',
          providerId: 'P',
          orderDate: '01/12/2026',
          status: 2,
          currency: 1,
          userId: 42,
          sessionId: 9999,
          subtotal: 1,
          iva: 0,
          ieps: 0,
          total: 1,
        },
      ],
      lines: new Array(lines).fill(line),
    });
    expect(insertPurchaseOrderOperation.safeParse(operation(MAX_ERP_ORDER_LINES)).success).toBe(true);
    expect(insertPurchaseOrderOperation.safeParse(operation(MAX_ERP_ORDER_LINES + 1)).success).toBe(false);
  });

  it('refuses at verify an order of more lines than one ERP insert takes, in the caller language, before taking a folio', async () => {
    const order = {
      selection: { companyId: COMPANY, providerId: PROVIDER, from: today, to: defaultEndDate(today), projection: 0 },
      consolidated: true,
      lines: [],
    };
    const es = await gql(VERIFY, { order });
    expect(es.errors![0]!.message).toBe(
      'La orden tiene 20,500 renglones con piezas y el ERP acepta hasta 20,000 por orden: elige menos tiendas y envíala en varias órdenes.',
    );
    expect(es.errors![0]!.extensions.errorCode ?? es.errors![0]!.extensions.code).toBe('PURCHASING_ORDER_TOO_MANY_LINES');
    const en = await gql(VERIFY, { order }, 'en');
    expect(en.errors![0]!.message).toBe(
      'The order has 20,500 lines with packages and the ERP takes at most 20,000 per order: choose fewer stores and send it as several orders.',
    );
    expect(await PurchaseOrderModel.countDocuments({})).toBe(0);
    expect(await RemoteRequestModel.countDocuments({})).toBe(0);
    // With 500 rows set to 0 packages it is 20,000 lines: past the check (to the ERP for its folio, absent here).
    const fewer = await gql(VERIFY, { order: { ...order, lines: SKUS.map((sku) => ({ storeId: STORES[0], sku, packages: 0 })) } });
    expect(fewer.errors![0]!.message).not.toContain('20,000 por orden');
  }, 60_000);
});

describe('order history', () => {
  const line = (index: number) => ({
    storeId: STORES[0]!,
    sku: SKUS[index]!,
    description: 'Artículo',
    packages: 1,
    piecesPerPackage: 1,
    price: 10,
    ivaRate: 0,
    iepsRate: 0,
    subtotal: 10,
    ieps: 0,
    iva: 0,
    total: 10,
  });
  const orderOf = (folio: number, status: PurchaseOrder['status'], lines: number, createdAt: Date): PurchaseOrder =>
    testPurchaseOrder(folio, {
      organizationId: COMPANY,
      organizationName: 'Empresa',
      providerId: PROVIDER,
      providerName: 'Proveedor Grande',
      providerEmail: 'pedidos@grande.example',
      buyer: { userName: 'compras', fullName: 'Compras', email: null },
      from: today,
      to: today,
      stores: [{ storeId: STORES[0]!, storeName: 'Tienda 1', warehouseRelatedId: '8000', subtotal: 10 * lines, ieps: 0, iva: 0, total: 10 * lines }],
      lines: Array.from({ length: lines }, (_, index) => line(index)),
      totals: { subtotal: 10 * lines, ieps: 0, iva: 0, total: 10 * lines },
      status,
      createdAt,
    });

  it('lists the last 50 orders with totals and line counts, without reading lines, drafts not counted; an opened order brings its lines', async () => {
    const start = Date.parse('2026-11-01T12:00:00Z');
    for (let index = 0; index < 55; index += 1)
      await savePurchaseOrder(orderOf(5000 + index, index % 5 === 0 ? 'failed' : 'sent', 1 + (index % 7), new Date(start + index * 60_000)));
    // Newer drafts (verified, never sent) do not push sent orders out of the 50.
    for (let index = 0; index < 4; index += 1) await savePurchaseOrder(orderOf(6000 + index, 'draft', 3, new Date(start + 3_600_000 + index)));
    // An order recorded before headers kept their line count.
    await PurchaseOrderModel.updateOne({ folio: 5054 }, { $unset: { lineCount: 1 } });

    const reads = vi.spyOn(PurchaseOrderLineModel, 'find');
    const history = await gql<{ purchaseOrders: { folio: number; status: string; lineCount: number; totals: { total: string } }[] }>(
      'query { purchaseOrders(limit: 50) { folio status lineCount totals { total } } }',
    );
    expect(history.errors).toBeUndefined();
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
    const orders = history.data!.purchaseOrders;
    expect(orders).toHaveLength(50);
    expect(orders.map((order) => order.folio)).toEqual(Array.from({ length: 50 }, (_, index) => 5054 - index));
    expect(orders.every((order) => order.status !== 'draft')).toBe(true);
    for (const order of orders) {
      const lines = 1 + ((order.folio - 5000) % 7);
      expect(order.lineCount).toBe(lines);
      // Decimal: a string with exactly 4 decimals (docs/money.md).
      expect(order.totals.total).toBe(`${10 * lines}.0000`);
    }

    const opened = await gql<{ purchaseOrder: { folio: number; lineCount: number; lines: { sku: string }[] } }>(
      'query { purchaseOrder(erpCompanyId: 1, folio: 5012) { folio lineCount lines { sku } } }',
    );
    expect(opened.errors).toBeUndefined();
    expect(opened.data!.purchaseOrder.lines.map((item) => item.sku)).toEqual(SKUS.slice(0, 6));
    expect(opened.data!.purchaseOrder.lineCount).toBe(6);
    const missing = await gql('query { purchaseOrder(erpCompanyId: 1, folio: 1) { folio } }', {}, 'en');
    expect(missing.errors![0]!.message).toBe('No purchase order 1 was found.');
  });
});
