import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MockActivityEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { PurchaseOrderLineModel, PurchaseOrderModel, savePurchaseOrder, type PurchaseOrder } from '../../db/models/purchasing';
import { testPurchaseOrder } from '../../db/models/purchasing/testing';
import { MailOutboxModel } from '../../db/models/mail/mailOutbox';
import { RemoteRequestChunkModel, RemoteRequestModel } from '../../db/models/erp/remoteRequest';
import { createErpSimulator } from '../../integrations/erp';
import type { Mailer } from '../../integrations/mail';
import { customerTestServices, type CustomerTestServices } from '../../workflows/audits/testing';
import { createErpActivities } from './erp';
import { createPurchasingActivities, purchaseOrderPdfKey } from './purchasing';

/**
 * The purchase-order activities as Temporal runs them (MockActivityEnvironment): each may run
 * again after a retry, and each side effect happens once: the PDF is the same file under the same
 * key, the e-mail goes out once per idempotency key, the ERP request is one per key and the ERP
 * holds the OC rows once.
 */
let database: TestDatabase;
let services: CustomerTestServices;
const environment = new MockActivityEnvironment();
const run = <Args extends unknown[], Result>(activity: (...args: Args) => Promise<Result>, ...args: Args): Promise<Result> =>
  environment.run(activity, ...args) as Promise<Result>;

const order = (folio: number, consolidated: boolean): PurchaseOrder => testPurchaseOrder(folio, { consolidated });

/** Counts the messages the transport really sent. */
function countingMailer(inner: Mailer): Mailer & { transported: number } {
  const wrapper = {
    transport: inner.transport,
    transported: 0,
    async sendMail(input: Parameters<Mailer['sendMail']>[0]) {
      const sent = await inner.sendMail(input);
      if (!sent.duplicate) wrapper.transported += 1;
      return sent;
    },
    verify: () => inner.verify(),
    close: () => inner.close(),
  };
  return wrapper;
}

beforeAll(async () => {
  database = await startTestDatabase();
  await Promise.all([
    PurchaseOrderModel.init(),
    PurchaseOrderLineModel.init(),
    MailOutboxModel.init(),
    RemoteRequestModel.init(),
    RemoteRequestChunkModel.init(),
  ]);
  services = customerTestServices();
}, 60_000);
afterAll(async () => {
  await database?.close();
  services?.close();
});

describe('purchase-order activities', () => {
  it('makes the PDF once: a retry writes the same file under the same key, A3 portrait', async () => {
    await savePurchaseOrder(order(8101, true));
    const activities = createPurchasingActivities({ storage: services.storage, now: () => Date.parse('2026-11-25T17:00:00Z') });
    const ref = { erpCompanyId: 1, folio: 8101 };
    const first = await run(activities.makePurchaseOrderPdfs, ref);
    const key = purchaseOrderPdfKey({ erpCompanyId: 1, folio: 8101 });
    expect(first.keys).toEqual([key]);
    const file = path.join(services.filesDir, key);
    const bytes = readFileSync(file);
    const second = await run(activities.makePurchaseOrderPdfs, ref);
    expect(second).toEqual(first);
    expect(readFileSync(file).equals(bytes)).toBe(true);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // A3 portrait: 841.89 x 1190.55 points.
    expect(bytes.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.889\d* 1190\.549\d*\]/);
    expect((await PurchaseOrderModel.findOne({ folio: 8101 }).lean())!.pdfKeys).toEqual([key]);
  });

  it('one PDF per store when the order is not consolidated', async () => {
    await savePurchaseOrder(order(8102, false));
    const activities = createPurchasingActivities({ storage: services.storage });
    const { keys } = await run(activities.makePurchaseOrderPdfs, { erpCompanyId: 1, folio: 8102 });
    expect(keys.map((key) => key.split('/').pop())).toEqual(['OrdenOC_8102_CO101.pdf', 'OrdenOC_8102_CO102.pdf']);
  });

  it('e-mails the PDF once to the provider and the buyer, however often the activity runs', async () => {
    await savePurchaseOrder(order(8103, true));
    const mailer = countingMailer(services.mailer);
    const activities = createPurchasingActivities({ storage: services.storage, mailer, now: () => Date.parse('2026-11-25T17:00:00Z') });
    const ref = { erpCompanyId: 1, folio: 8103 };
    await run(activities.makePurchaseOrderPdfs, ref);
    const input = { ...ref, idempotencyKey: 'purchaseOrder:1:8103:email' };
    const first = await run(activities.emailPurchaseOrder, input);
    const again = await run(activities.emailPurchaseOrder, input);
    expect(first).toEqual({ recipients: ['pedidos@cerveceriadelgolfo.example', 'compras@prometheus.example'], duplicate: false });
    expect(again.duplicate).toBe(true);
    expect(mailer.transported).toBe(1);
    const outbox = await MailOutboxModel.find({ idempotencyKey: 'purchaseOrder:1:8103:email' }).lean();
    expect(outbox).toHaveLength(1);
    const recorded = await PurchaseOrderModel.findOne({ folio: 8103 }).lean();
    expect(recorded!.emailedAt).toEqual(new Date('2026-11-25T17:00:00Z'));
  });

  it('an e-mail whose PDF is missing fails retryably (the PDF step comes first)', async () => {
    await savePurchaseOrder({ ...order(8104, true), pdfKeys: ['protected/purchasing/purchase-orders/1/OrdenOC_8104.pdf'] });
    const activities = createPurchasingActivities({ storage: services.storage, mailer: services.mailer });
    const failure = await run(activities.emailPurchaseOrder, { erpCompanyId: 1, folio: 8104, idempotencyKey: 'purchaseOrder:1:8104:email' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ type: 'PurchaseOrderPdfMissing', nonRetryable: false });
    expect(await MailOutboxModel.countDocuments({ idempotencyKey: 'purchaseOrder:1:8104:email' })).toBe(0);
  });

  it('an unknown folio fails for good', async () => {
    const activities = createPurchasingActivities({ storage: services.storage, mailer: services.mailer });
    await expect(run(activities.purchaseOrderErpOperation, { erpCompanyId: 1, folio: 9999 })).rejects.toMatchObject({
      type: 'PurchaseOrderNotFound',
      nonRetryable: true,
    });
  });

  it('inserts the OC rows into the ERP once: the same operation, one request per key, the rows once', async () => {
    await savePurchaseOrder(order(8105, false));
    const activities = createPurchasingActivities({ storage: services.storage });
    const erp = createErpActivities();
    const ref = { erpCompanyId: 1, folio: 8105 };
    const operation = await run(activities.purchaseOrderErpOperation, ref);
    expect(await run(activities.purchaseOrderErpOperation, ref)).toEqual(operation);
    expect(operation).toMatchObject({ operation: 'insertPurchaseOrder', companyId: 1, consolidatedId: 8105 });
    if (operation.operation !== 'insertPurchaseOrder') throw new Error('not an insert');
    expect(operation.orders.map((header) => [header.storeId, header.status, header.currency, header.userId, header.sessionId])).toEqual([
      ['CO101', 2, 1, 42, 9999],
      ['CO102', 2, 1, 42, 9999],
    ]);
    expect(operation.lines.every((line) => line.unit === 'PIEZA')).toBe(true);

    const first = await run(erp.createErpRequest, { requestKey: 'purchaseOrder-1-8105:insert', operation });
    const second = await run(erp.createErpRequest, { requestKey: 'purchaseOrder-1-8105:insert', operation });
    expect(second.requestId).toBe(first.requestId);
    expect(await RemoteRequestModel.countDocuments({ requestKey: 'purchaseOrder-1-8105:insert' })).toBe(1);

    const simulator = createErpSimulator();
    const inserted = await simulator.run(operation);
    const retried = await simulator.run(operation);
    expect(retried).toEqual(inserted);
    const rows = await simulator.readPurchaseOrder(1, 8105);
    expect([rows.orders.length, rows.lines.length, rows.automatic.length]).toEqual([2, 3, 2]);
  });

  it("an order to the distribution centre goes to the ERP under the company's configured centre, one OC row", async () => {
    await savePurchaseOrder({ ...order(8107, false), distributionCentre: true, distributionCentreId: 'CO777' });
    // Recorded before the centre's id was kept: the spec's centre.
    await savePurchaseOrder({ ...order(8108, false), distributionCentre: true });
    await PurchaseOrderModel.updateOne({ folio: 8108 }, { $unset: { distributionCentreId: 1 } });
    const activities = createPurchasingActivities({ storage: services.storage });
    for (const [folio, centre] of [
      [8107, 'CO777'],
      [8108, 'CO129'],
    ] as const) {
      const operation = await run(activities.purchaseOrderErpOperation, { erpCompanyId: 1, folio });
      if (operation.operation !== 'insertPurchaseOrder') throw new Error('not an insert');
      expect(operation.orders.map((header) => [header.storeId, header.total])).toEqual([[centre, '835.2']]);
      expect(operation.lines.map((line) => line.storeId)).toEqual(['CO101', 'CO101', 'CO102']);
    }
  });

  it('records the end once: sent with the ERP figures', async () => {
    await savePurchaseOrder(order(8106, true));
    const activities = createPurchasingActivities({ now: () => Date.parse('2026-11-25T17:05:00Z') });
    const finish = { erpCompanyId: 1, folio: 8106, status: 'sent' as const, erpOrders: 1, erpLines: 3 };
    await run(activities.finishPurchaseOrder, finish);
    await run(activities.finishPurchaseOrder, finish);
    expect(await PurchaseOrderModel.findOne({ folio: 8106 }).lean()).toMatchObject({
      status: 'sent',
      erpOrders: 1,
      erpLines: 3,
      failure: null,
      finishedAt: new Date('2026-11-25T17:05:00Z'),
    });
  });
});
