import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { OrganizationModel } from '../../db/models/stores/organization';
import { ZoneModel } from '../../db/models/stores/zone';
import { WarehouseModel } from '../../db/models/stores/warehouse';
import { ProductModel } from '../../db/models/products/product';
import { ProviderModel } from '../../db/models/products/provider';
import { ProviderProductModel } from '../../db/models/products/providerProduct';
import { ParamModel } from '../../db/models/params/param';
import { PurchaseOrderModel } from '../../db/models/purchasing';
import { MailOutboxModel } from '../../db/models/mail/mailOutbox';
import { RemoteRequestChunkModel, RemoteRequestModel } from '../../db/models/erp/remoteRequest';
import { generateDemoData } from '../../db/seed/demo';
import { seedPurchasingDemo } from '../../db/seed/purchasing/seed';
import { storeDate } from '../../domain/common/time';
import { defaultEndDate } from '../../domain/purchasing/dates';
import { loadConfig } from '../../config/config';
import { createLogger } from '../../config/logger';
import { createErpSimulator, startErpAgent, type ErpAgent, type ErpSimulator } from '../../integrations/erp';
import { createActivities } from '../../workers/activities';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import { customerTestServices, type CustomerTestServices } from '../../workflows/audits/testing';
import { createApp } from '../app';
import { listen, type RunningServer } from '../server';
import { testDeps, TEST_OPERATOR_TOKEN } from '../testing/deps';
import { purchasingModule } from './graphql';
import { forecastsModule } from './forecasts/graphql';
import { forecastCsvParts } from '../../domain/purchasing/forecastCsv';
import { ForecastModel, ForecastRunModel } from '../../db/models/purchasing';

let database: TestDatabase;
let workflows: EmbeddedWorkflows;
let agent: ErpAgent;
let simulator: ErpSimulator;
let server: RunningServer;
let services: CustomerTestServices;

const today = storeDate(Date.now());
const STORES = ['CO101', 'CO102', 'CO110'];

beforeAll(async () => {
  database = await startTestDatabase();
  const demo = generateDemoData(1);
  await Promise.all([RemoteRequestModel.init(), RemoteRequestChunkModel.init(), PurchaseOrderModel.init()]);
  await OrganizationModel.insertMany(demo.organizations);
  await ZoneModel.insertMany(demo.zones);
  await WarehouseModel.insertMany(demo.warehouses.filter((warehouse) => STORES.includes(warehouse.warehouseId) || warehouse.warehouseId === 'CO129' || warehouse.warehouseId === 'CO123'));
  await ProductModel.insertMany(demo.products.filter((product) => product.organization.organizationId === '01'));
  await ProviderModel.insertMany(demo.providers);
  await ProviderProductModel.insertMany(demo.providerProducts);
  await ParamModel.insertMany(demo.params.filter((param) => param.param === 'display' || STORES.some((store) => param.keyFilter?.startsWith(`${store}|`))));
  await seedPurchasingDemo();
  services = customerTestServices();
  workflows = await startEmbeddedWorkflows({ activities: createActivities({ purchasing: { mailer: services.mailer, storage: services.storage } }) });
  simulator = createErpSimulator();
  agent = startErpAgent({ backend: simulator, logger: createLogger('silent'), pollIntervalMs: 50 });
  const deps = testDeps({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ERP_POLL_INTERVAL_MS: '100' }),
    services: { workflows: workflows.gateway, storage: services.storage, mailer: services.mailer },
  });
  server = await listen(createApp(deps, { modules: [purchasingModule, forecastsModule], dashboardDir: '/nonexistent' }), '127.0.0.1', 0);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await agent?.stop();
  await workflows?.close();
  services?.close();
  await database?.close();
});

type GqlAnswer<T> = { data?: T; errors?: { message: string; extensions: { errorCode?: string; code?: string } }[] };
async function gql<T>(query: string, variables: Record<string, unknown> = {}, token = TEST_OPERATOR_TOKEN, lang = 'es'): Promise<GqlAnswer<T>> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GqlAnswer<T>;
}

const selection = { companyId: '01', providerId: 'PRV001', from: today, to: defaultEndDate(today), storeIds: ['CO101', 'CO102'], projection: 0 };
const GRID = /* GraphQL */ `query ($selection: PurchaseSelectionInput!) { purchaseGrid(selection: $selection) { stores products forecastFrom forecastToExclusive totals { total } rows { sku saleUnit storeId packages piecesPerPackage p10 p50 p90 stock minProduct price subtotal ieps iva total ivaRate iepsRate sales { year quantity } } } }`;

describe('purchasing over HTTP', () => {
  it('offers the companies, then the stores with the configured exclusions', async () => {
    const answer = await gql<{ purchasingOptions: { companies: unknown[]; stores: { warehouseId: string }[]; providers: { providerId: string }[]; distributionCentreId: string } }>(
      'query { purchasingOptions(companyId: "01") { companies { organizationId } stores { warehouseId } providers { providerId } distributionCentreId } }',
    );
    expect(answer.errors).toBeUndefined();
    const stores = answer.data!.purchasingOptions.stores.map((store) => store.warehouseId);
    expect(stores).toEqual(STORES); // CO123 (zone 4) is excluded for company 01
    expect(answer.data!.purchasingOptions.distributionCentreId).toBe('CO129');
    expect(answer.data!.purchasingOptions.providers.map((provider) => provider.providerId)).toContain('PRV001');
  });

  it('computes the grid on the server: one row per store and product, quantities from the rule', async () => {
    const answer = await gql<{ purchaseGrid: { stores: number; products: number; rows: { packages: number; piecesPerPackage: number; p50: number; p90: number; stock: number; minProduct: number; sales: unknown[]; total: number }[] } }>(GRID, { selection });
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
    const PAGE = /* GraphQL */ `query ($selection: PurchaseSelectionInput!, $offset: Int, $limit: Int) { purchaseGrid(selection: $selection, offset: $offset, limit: $limit) { rowCount offset totals { subtotal ieps iva total } rows { sku storeId packages total } } }`;
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
    await workflows.gateway.result(sent.data!.sendPurchaseOrder.workflowId, { timeoutMs: 30_000 });
    const again = await gql('mutation ($folio: Int!, $order: PurchaseOrderInput!) { sendPurchaseOrder(folio: $folio, order: $order) { status } }', { folio, order });
    expect(again.errors![0]!.message).toContain('ya fue enviada');
    const history = await gql<{ purchaseOrders: { folio: number; status: string; pdfs: { fileName: string; url: string }[]; emailRecipients: string[]; erpOrders: number; erpLines: number }[] }>(
      'query { purchaseOrders { folio status pdfs { fileName url } emailRecipients erpOrders erpLines } }',
    );
    const recorded = history.data!.purchaseOrders.find((item) => item.folio === folio)!;
    expect(recorded.status).toBe('sent');
    expect(recorded.pdfs.map((pdf) => pdf.fileName).sort()).toEqual([`OrdenOC_${folio}_CO101.pdf`, `OrdenOC_${folio}_CO102.pdf`].filter((name) => recorded.pdfs.some((pdf) => pdf.fileName === name)));
    expect(recorded.pdfs.length).toBeGreaterThanOrEqual(1);
    expect(recorded.emailRecipients).toContain('pedidos@cerveceriadelgolfo.example');
    expect(await MailOutboxModel.countDocuments({})).toBe(1);
    const erp = await simulator.readPurchaseOrder(erpCompanyId, folio);
    expect(erp.lines).toHaveLength(2);
    expect(erp.orders.every((row) => row.Estatus === 2 && row.ClaMoneda === 1 && row.ClaUsuario === 42 && row.IdSesion === 9999)).toBe(true);
    expect(erp.lines.every((row) => row.Unidad === 'PIEZA')).toBe(true);
    expect(erp.automatic).toHaveLength(erp.orders.length);
    // Keep a PDF to look at.
    const key = (await PurchaseOrderModel.findOne({ folio }).lean())!.pdfKeys[0]!;
    const stored = await services.storage.get(key);
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

describe('forecast import over HTTP', () => {
  const IMPORT = 'mutation ($csv: String!) { importForecasts(csv: $csv, fileName: "f.csv") { rows pairs } }';
  it('refuses a file with a bad row, and imports a good one idempotently into the grid', async () => {
    const bad = await gql(IMPORT, { csv: 'date,item,store,p10,p50,p90\n2026-12-01,10001,CO101,5,3,9\n' }, TEST_OPERATOR_TOKEN, 'en');
    expect(bad.errors![0]!.message).toBe('The forecast file is not valid: on line 2, p10, p50 and p90 must satisfy p10 ≤ p50 ≤ p90.');
    const value = await gql(IMPORT, { csv: 'date,item,store,p10,p50,p90\n2026-12-01,10001,CO101,1,2,3\n2026-13-01,10001,CO101,1,2,3\n' });
    expect(value.errors![0]!.message).toContain('en la línea 3, la columna date no es válida');
    const columns = await gql(IMPORT, { csv: 'date,item,p10,p50,p90\n2026-12-01,10001,1,2,3\n' }, TEST_OPERATOR_TOKEN, 'en');
    expect(columns.errors![0]!.message).toBe('The forecast file lacks columns: store (header date,item,store,p10,p50,p90).');
    const csv = ['date,item,store,p10,p50,p90', ...Array.from({ length: 8 }, (_, day) => `${defaultEndDate(today).slice(0, 8)}${String(day + 1).padStart(2, '0')},10001,CO110,1,2,3`)].join('\n');
    const first = await gql<{ importForecasts: { rows: number; pairs: number } }>(IMPORT, { csv });
    expect(first.errors).toBeUndefined();
    expect(first.data!.importForecasts).toEqual({ rows: 8, pairs: 1 });
    const again = await gql<{ importForecasts: { rows: number } }>(IMPORT, { csv });
    expect(again.errors).toBeUndefined();
    const doc = await ForecastModel.findOne({ store: 'CO110', item: '10001' }).lean();
    expect(doc!.p50.split(',').filter((value) => value === '2').length).toBeGreaterThanOrEqual(8);
  });

  it('imports a file whose quoted cells hold line breaks whole, also in parts, and names the file line of a bad row after them', async () => {
    const month = defaultEndDate(today).slice(0, 8);
    const csv = `date,item,store,p10,p50,p90,note\r\n${month}01,10002,CO110,1,2,3,"temporada\r\nalta, ""fin de mes"""\r\n${month}02,10002,CO110,1,2,3,"otra\nnota"\r\n${month}03,10002,CO110,1,2,3,\r\n`;
    const whole = await gql<{ importForecasts: { rows: number; pairs: number } }>(IMPORT, { csv });
    expect(whole.errors).toBeUndefined();
    expect(whole.data!.importForecasts).toEqual({ rows: 3, pairs: 1 });
    const PARTS = 'mutation ($csv: String!, $importId: String, $part: Int, $parts: Int, $firstLine: Int) { importForecasts(csv: $csv, fileName: "notas.csv", importId: $importId, part: $part, parts: $parts, firstLine: $firstLine) { rows importedRows } }';
    const parts = forecastCsvParts(csv, { rows: 1 });
    expect(parts.map((part) => part.firstLine)).toEqual([2, 4, 6]);
    for (const [index, part] of parts.entries()) {
      const answer = await gql<{ importForecasts: { rows: number; importedRows: number } }>(PARTS, { csv: part.csv, importId: 'import-test-quoted-notes', part: index + 1, parts: parts.length, firstLine: part.firstLine });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.importForecasts).toEqual({ rows: 1, importedRows: index + 1 });
    }
    const bad = await gql(IMPORT, { csv: `${csv}${month}04,10002,CO110,3,2,1,"y\r\nmás"\r\n` }, TEST_OPERATOR_TOKEN, 'en');
    expect(bad.errors![0]!.message).toBe('The forecast file is not valid: on line 7, p10, p50 and p90 must satisfy p10 ≤ p50 ≤ p90.');
  });

  it('refuses articles not in the catalogue of their store\'s company and unknown stores, in the caller language', async () => {
    const day = defaultEndDate(today);
    // 10001 is company 01's; ZZ-404 is nobody's.
    const items = await gql(IMPORT, { csv: `date,item,store,p10,p50,p90\n${day},10001,CO101,1,2,3\n${day},ZZ-404,CO101,1,2,3\n` }, TEST_OPERATOR_TOKEN, 'en');
    expect(items.errors![0]!.message).toBe("Articles of the forecast file that are not in the catalogue of their store's company (1 article): ZZ-404.");
    const es = await gql(IMPORT, { csv: `date,item,store,p10,p50,p90\n${day},ZZ-404,CO101,1,2,3\n` });
    expect(es.errors![0]!.message).toBe('Artículos del archivo de pronóstico que no están en el catálogo de la empresa de su tienda (1 artículo): ZZ-404.');
    const stores = await gql(IMPORT, { csv: `date,item,store,p10,p50,p90\n${day},10001,CO999,1,2,3\n` }, TEST_OPERATOR_TOKEN, 'en');
    expect(stores.errors![0]!.message).toBe('The forecast file names stores that do not exist: CO999.');
  });

  it('imports a file above the 2 MB body limit in parts under one import id: one import listed, a part sent again counted once', async () => {
    const PARTS = 'mutation ($csv: String!, $importId: String, $part: Int, $parts: Int, $firstLine: Int) { importForecasts(csv: $csv, fileName: "grande.csv", importId: $importId, part: $part, parts: $parts, firstLine: $firstLine) { runId rows part parts importedRows } }';
    // 3 stores x 11 articles x 1,200 days = 39,600 rows with long quantiles: about 2.3 MB, refused whole.
    const items = ['10001', '10002', '10003', '10004', '10005', '10006', '10007', '10008', '10009', '10010', '10011'];
    const lines = ['date,item,store,p10,p50,p90'];
    const first = Date.parse('2028-01-01T00:00:00Z');
    for (let day = 0; day < 1200; day += 1) {
      const date = new Date(first + day * 86_400_000).toISOString().slice(0, 10);
      for (const store of STORES) for (const item of items) lines.push(`${date},${item},${store},1.123456789,2.123456789,3.123456789`);
    }
    const csv = lines.join('\n');
    expect(csv.length).toBeGreaterThan(2 * 1024 * 1024);
    const whole = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
      body: JSON.stringify({ query: IMPORT, variables: { csv } }),
    });
    expect(whole.ok).toBe(false); // the body limit refuses it whole
    const parts = forecastCsvParts(csv);
    expect(parts.length).toBeGreaterThanOrEqual(3);
    expect(parts.reduce((sum, part) => sum + part.rows, 0)).toBe(39_600);
    const importId = 'import-test-large-file';
    type Answer = { importForecasts: { runId: string; rows: number; part: number; parts: number; importedRows: number } };
    let imported = 0;
    for (const [index, part] of parts.entries()) {
      const answer = await gql<Answer>(PARTS, { csv: part.csv, importId, part: index + 1, parts: parts.length, firstLine: part.firstLine });
      expect(answer.errors).toBeUndefined();
      imported += part.rows;
      expect(answer.data!.importForecasts).toMatchObject({ runId: importId, part: index + 1, parts: parts.length, importedRows: imported });
      if (index === 0) {
        expect(await ForecastRunModel.findOne({ runId: importId }).lean()).toMatchObject({ status: 'running', kind: 'imported', done: 1, total: parts.length });
        // Sent again (a retry): counted once.
        const again = await gql<Answer>(PARTS, { csv: part.csv, importId, part: 1, parts: parts.length, firstLine: part.firstLine });
        expect(again.data!.importForecasts.importedRows).toBe(imported);
      }
    }
    expect(await ForecastRunModel.countDocuments({ runId: importId })).toBe(1);
    expect(await ForecastRunModel.findOne({ runId: importId }).lean()).toMatchObject({ status: 'done', rows: 39_600, done: parts.length, total: parts.length, fileName: 'grande.csv', start: '2028-01-01' });
    const doc = await ForecastModel.findOne({ store: 'CO110', item: '10011' }).lean();
    expect(doc!.p90.split(',').filter((value) => value === '3.123456789').length).toBe(1200);
    // A bad row in a later part names its line in the file, and the import is listed as failed.
    const broken = forecastCsvParts(`date,item,store,p10,p50,p90\n2028-01-01,10001,CO101,1,2,3\n2028-01-02,10001,CO101,1,2,3\n2028-01-03,10001,CO101,5,2,3\n`, { rows: 2 });
    const okPart = await gql<Answer>(PARTS, { csv: broken[0]!.csv, importId: 'import-test-broken-file', part: 1, parts: 2, firstLine: broken[0]!.firstLine });
    expect(okPart.errors).toBeUndefined();
    const badPart = await gql(PARTS, { csv: broken[1]!.csv, importId: 'import-test-broken-file', part: 2, parts: 2, firstLine: broken[1]!.firstLine }, TEST_OPERATOR_TOKEN, 'en');
    expect(badPart.errors![0]!.message).toBe('The forecast file is not valid: on line 4, p10, p50 and p90 must satisfy p10 ≤ p50 ≤ p90.');
    expect(await ForecastRunModel.findOne({ runId: 'import-test-broken-file' }).lean()).toMatchObject({ status: 'failed', rows: 2 });
    const badId = await gql(PARTS, { csv: broken[0]!.csv, importId: 'x', part: 1, parts: 1 }, TEST_OPERATOR_TOKEN, 'en');
    expect(badId.errors![0]!.message).toContain('part of the forecast file is not valid');
  }, 120_000);
});
