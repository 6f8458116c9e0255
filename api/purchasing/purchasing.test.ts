import { describe, expect, it } from 'vitest';
import { writeFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ProductModel } from '../../db/models/products/product';
import { PurchaseOrderModel } from '../../db/models/purchasing';
import { MailOutboxModel } from '../../db/models/mail/mailOutbox';
import { storeDate } from '../../domain/common/time';
import { defaultEndDate } from '../../domain/purchasing/dates';
import { TEST_OPERATOR_TOKEN } from '../testing/deps';
import { PURCHASING_TEST_STORES, usePurchasingTestApi } from './testing';

const api = usePurchasingTestApi({ moreWarehouses: ['CO129', 'CO123'] });
const { gql } = api;

const today = storeDate(Date.now());
const STORES = PURCHASING_TEST_STORES;
const selection = { companyId: '01', providerId: 'PRV001', from: today, to: defaultEndDate(today), storeIds: ['CO101', 'CO102'], projection: 0 };
const GRID = /* GraphQL */ `
  query ($selection: PurchaseSelectionInput!) {
    purchaseGrid(selection: $selection) {
      stores
      products
      forecastFrom
      forecastToExclusive
      totals {
        total
      }
      rows {
        sku
        saleUnit
        storeId
        packages
        piecesPerPackage
        p10
        p50
        p90
        stock
        minProduct
        price
        subtotal
        ieps
        iva
        total
        ivaRate
        iepsRate
        sales {
          year
          quantity
        }
      }
    }
  }
`;

describe('purchasing over HTTP', () => {
  it('offers the companies, then the stores with the configured exclusions', async () => {
    const answer = await gql<{
      purchasingOptions: { companies: unknown[]; stores: { warehouseId: string }[]; providers: { providerId: string }[]; distributionCentreId: string };
    }>('query { purchasingOptions(companyId: "01") { companies { organizationId } stores { warehouseId } providers { providerId } distributionCentreId } }');
    expect(answer.errors).toBeUndefined();
    const stores = answer.data!.purchasingOptions.stores.map((store) => store.warehouseId);
    expect(stores).toEqual(STORES); // CO123 (zone 4) is excluded for company 01
    expect(answer.data!.purchasingOptions.distributionCentreId).toBe('CO129');
    expect(answer.data!.purchasingOptions.providers.map((provider) => provider.providerId)).toContain('PRV001');
  });

  it('computes the grid on the server: one row per store and product, quantities from the rule', async () => {
    const answer = await gql<{
      purchaseGrid: {
        stores: number;
        products: number;
        rows: { packages: number; piecesPerPackage: number; p50: number; p90: number; stock: number; minProduct: number; sales: unknown[]; total: number }[];
      };
    }>(GRID, { selection });
    expect(answer.errors).toBeUndefined();
    const grid = answer.data!.purchaseGrid;
    expect(grid.stores).toBe(2);
    expect(grid.rows).toHaveLength(grid.stores * grid.products);
    for (const row of grid.rows) {
      const projection = (row.p50 + row.p90) / 2;
      const need = row.stock < row.minProduct ? row.minProduct - row.stock : projection > row.stock ? projection - row.stock + row.minProduct : 0;
      expect(row.packages).toBe(need <= 0 ? 0 : Math.ceil(need / row.piecesPerPackage - 1e-9));
      expect(row.sales).toHaveLength(2);
    }
    expect(grid.rows.some((row) => row.p50 > 0)).toBe(true);
    // The product's sale unit (its price shows 2 decimals on the screen).
    const first = grid.rows[0] as unknown as { sku: string; saleUnit: string | null };
    const product = await ProductModel.findOne({ sku: first.sku, 'organization.organizationId': '01' }).lean();
    expect(first.saleUnit).toBe(product!.saleUnit.saleUnitName);
  });

  it('answers the grid in pages: the rows of the whole grid in order, the row count, and the totals of the whole selection with its projection', async () => {
    type Row = { sku: string; storeId: string; packages: number; total: number };
    type Grid = { rowCount: number; offset: number; totals: { subtotal: number; ieps: number; iva: number; total: number }; rows: Row[] };
    const PAGE = /* GraphQL */ `
      query ($selection: PurchaseSelectionInput!, $offset: Int, $limit: Int) {
        purchaseGrid(selection: $selection, offset: $offset, limit: $limit) {
          rowCount
          offset
          totals {
            subtotal
            ieps
            iva
            total
          }
          rows {
            sku
            storeId
            packages
            total
          }
        }
      }
    `;
    for (const projection of [0, 3]) {
      const whole = (await gql<{ purchaseGrid: Grid }>(GRID, { selection: { ...selection, projection } })).data!.purchaseGrid;
      const pages: Row[] = [];
      let first: Grid | undefined;
      for (let offset = 0; offset < whole.rows.length; offset += 7) {
        const answer = await gql<{ purchaseGrid: Grid }>(PAGE, { selection: { ...selection, projection }, offset, limit: 7 });
        expect(answer.errors).toBeUndefined();
        first ??= answer.data!.purchaseGrid;
        expect(answer.data!.purchaseGrid.offset).toBe(offset);
        pages.push(...answer.data!.purchaseGrid.rows);
      }
      expect(first!.rowCount).toBe(whole.rows.length);
      expect(first!.rows).toHaveLength(7);
      expect(pages).toEqual(whole.rows.map(({ sku, storeId, packages, total }) => ({ sku, storeId, packages, total })));
      expect(first!.totals.total).toBe(whole.totals.total);
    }
    const past = (await gql<{ purchaseGrid: Grid }>(PAGE, { selection, offset: 100_000, limit: 10 })).data!.purchaseGrid;
    expect(past.rows).toEqual([]);
    const bad = await gql(PAGE, { selection, offset: -1, limit: 50_000 }, TEST_OPERATOR_TOKEN, 'en');
    expect(bad.errors![0]!.message).toContain('A page of the grid must start at row 0');
  });

  it('refuses a bad range and a stranger, in the caller language', async () => {
    const bad = await gql(GRID, { selection: { ...selection, to: '2020-01-01' } }, TEST_OPERATOR_TOKEN, 'en');
    expect(bad.errors![0]!.message).toContain('end date must be on or after');
    const anonymous = await gql(GRID, { selection }, '');
    expect(anonymous.errors![0]!.extensions.code ?? anonymous.errors![0]!.extensions.errorCode).toBeTruthy();
    expect(anonymous.data).toBeFalsy();
    const none = await gql('mutation ($order: PurchaseOrderInput!) { verifyPurchaseOrder(order: $order) { folio } }', {
      order: { selection, consolidated: true, lines: [{ storeId: 'CO101', sku: '10001', packages: 0 }].concat([]) },
    });
    expect(none.errors).toBeUndefined(); // other rows keep their suggested packages
  });

  it('verifies with a folio from the ERP and sends: PDF, e-mail with attachment and ERP rows, once', async () => {
    const grid = (await gql<{ purchaseGrid: { rows: { sku: string; storeId: string; packages: number }[] } }>(GRID, { selection })).data!.purchaseGrid;
    // The buyer keeps three rows: 2, 0 and 5 packages; every other row is set to 0.
    const lines = grid.rows.map((row, index) => ({ storeId: row.storeId, sku: row.sku, packages: index === 0 ? 2 : index === 1 ? 5 : 0 }));
    const order = { selection, consolidated: false, lines };
    const verified = await gql<{ verifyPurchaseOrder: { folio: number; erpCompanyId: number; lines: unknown[]; stores: { storeId: string }[] } }>(
      'mutation ($order: PurchaseOrderInput!) { verifyPurchaseOrder(order: $order) { folio erpCompanyId status lines { sku packages saleUnit } stores { storeId total } } }',
      { order },
    );
    expect(verified.errors).toBeUndefined();
    const { folio, erpCompanyId } = verified.data!.verifyPurchaseOrder;
    expect(folio).toBeGreaterThan(1000);
    expect(verified.data!.verifyPurchaseOrder.lines).toHaveLength(2);
    // Each line keeps its product's sale unit (the preview and the PDF show its price with 2 decimals).
    expect((verified.data!.verifyPurchaseOrder.lines as { saleUnit: string | null }[]).every((line) => line.saleUnit === 'PIEZA')).toBe(true);
    const sent = await gql<{ sendPurchaseOrder: { status: string; workflowId: string } }>(
      'mutation ($folio: Int!, $order: PurchaseOrderInput!) { sendPurchaseOrder(folio: $folio, order: $order) { status workflowId } }',
      { folio, order },
    );
    expect(sent.errors).toBeUndefined();
    await api.workflows.gateway.result(sent.data!.sendPurchaseOrder.workflowId, { timeoutMs: 30_000 });
    const again = await gql('mutation ($folio: Int!, $order: PurchaseOrderInput!) { sendPurchaseOrder(folio: $folio, order: $order) { status } }', {
      folio,
      order,
    });
    expect(again.errors![0]!.message).toContain('ya fue enviada');
    const history = await gql<{
      purchaseOrders: {
        folio: number;
        status: string;
        pdfs: { fileName: string; url: string }[];
        emailRecipients: string[];
        erpOrders: number;
        erpLines: number;
      }[];
    }>('query { purchaseOrders { folio status pdfs { fileName url } emailRecipients erpOrders erpLines } }');
    const recorded = history.data!.purchaseOrders.find((item) => item.folio === folio)!;
    expect(recorded.status).toBe('sent');
    expect(recorded.pdfs.map((pdf) => pdf.fileName).sort()).toEqual(
      [`OrdenOC_${folio}_CO101.pdf`, `OrdenOC_${folio}_CO102.pdf`].filter((name) => recorded.pdfs.some((pdf) => pdf.fileName === name)),
    );
    expect(recorded.pdfs.length).toBeGreaterThanOrEqual(1);
    expect(recorded.emailRecipients).toContain('pedidos@cerveceriadelgolfo.example');
    expect(await MailOutboxModel.countDocuments({})).toBe(1);
    const erp = await api.simulator.readPurchaseOrder(erpCompanyId, folio);
    expect(erp.lines).toHaveLength(2);
    expect(erp.orders.every((row) => row.Estatus === 2 && row.ClaMoneda === 1 && row.ClaUsuario === 42 && row.IdSesion === 9999)).toBe(true);
    expect(erp.lines.every((row) => row.Unidad === 'PIEZA')).toBe(true);
    expect(erp.automatic).toHaveLength(erp.orders.length);
    // Keep a PDF to look at.
    const key = (await PurchaseOrderModel.findOne({ folio }).lean())!.pdfKeys[0]!;
    const stored = await api.services.storage.get(key);
    const parts: Buffer[] = [];
    for await (const part of stored!.stream) parts.push(part as Buffer);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'oc-'));
    writeFileSync(path.join(dir, 'oc.pdf'), Buffer.concat(parts));
    // A real PDF whose pages are A3 portrait (jsPDF writes the page boxes as text).
    const pdf = Buffer.concat(parts).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const boxes = [...pdf.matchAll(/\/MediaBox \[([^\]]+)\]/g)].map((match) => match[1]!.trim().split(/\s+/).map(Number));
    expect(boxes.length).toBeGreaterThan(0);
    for (const [x0, y0, x1, y1] of boxes) expect([x1! - x0!, y1! - y0!].map((size) => Math.round(size * 100) / 100)).toEqual([841.89, 1190.55]);
    writeFileSync('/tmp/purchasing-last-oc.txt', path.join(dir, 'oc.pdf'));
  }, 60_000);
});
