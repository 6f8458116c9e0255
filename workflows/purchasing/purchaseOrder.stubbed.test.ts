import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestClock } from '../../workers/embedded/clock';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import { createMemoryWorkflowStore } from '../../workers/embedded/memoryStore';
import { createStubErp, type StubErp } from '../erp/testing';
import type { PurchasingActivities } from './activities';
import { purchaseOrderProgressQuery, type PurchaseOrderInput, type PurchaseOrderProgress } from './purchaseOrder';

// The process alone: stubbed purchasing activities and the ERP query's in-memory stub (the test
// plays the ERP agent), an in-memory run store and a time-skipping clock, no database
// (purchaseOrder.test.ts runs the same process on the real activities and the database).

type Finish = Parameters<PurchasingActivities['finishPurchaseOrder']>[0];

function createStubPurchasing() {
  const calls: string[] = [];
  const finished: Finish[] = [];
  const emailKeys: string[] = [];
  const activities: PurchasingActivities = {
    async makePurchaseOrderPdfs(ref) {
      calls.push('makePurchaseOrderPdfs');
      return { keys: [`protected/purchasing/purchase-orders/${ref.erpCompanyId}/OC-${ref.folio}.pdf`] };
    },
    async emailPurchaseOrder(input) {
      calls.push('emailPurchaseOrder');
      emailKeys.push(input.idempotencyKey);
      return { recipients: ['proveedor@example.com', 'compras@example.com'], duplicate: false };
    },
    async purchaseOrderErpOperation(ref) {
      calls.push('purchaseOrderErpOperation');
      return { operation: 'insertPurchaseOrder', companyId: ref.erpCompanyId, consolidatedId: ref.folio, orders: [], lines: [], automatic: true };
    },
    async finishPurchaseOrder(input) {
      calls.push('finishPurchaseOrder');
      finished.push(input);
    },
  };
  return { activities, calls, finished, emailKeys };
}

const input: PurchaseOrderInput = { erpCompanyId: 1, folio: 8101, pollIntervalMs: 1000, deadlineMs: 10_000 };

let clock: TestClock;
let erp: StubErp;
let purchasing: ReturnType<typeof createStubPurchasing>;
let workflows: EmbeddedWorkflows;

beforeEach(async () => {
  clock = new TestClock();
  erp = createStubErp();
  purchasing = createStubPurchasing();
  workflows = await startEmbeddedWorkflows({ clock, store: createMemoryWorkflowStore(), activities: { ...erp.activities, ...purchasing.activities } });
});
afterEach(async () => {
  await workflows.close();
});

describe('purchase-order process on stubbed activities', () => {
  it('stores the PDF, e-mails it once per folio, inserts the order through the ERP and records it sent', async () => {
    const { workflowId } = await workflows.gateway.start('purchaseOrder', input);
    await clock.advance(1000);
    expect(await workflows.gateway.query(workflowId, purchaseOrderProgressQuery)).toMatchObject({ step: 'erp', erpPolls: 2 });
    erp.answer({ ordersInserted: 3, linesInserted: 42 });
    const result = await clock.runUntil(workflows.gateway.result<PurchaseOrderProgress>(workflowId));
    expect(result).toMatchObject({
      step: 'done',
      pdfKeys: ['protected/purchasing/purchase-orders/1/OC-8101.pdf'],
      erp: { ordersInserted: 3, linesInserted: 42 },
    });
    expect(purchasing.calls).toEqual(['makePurchaseOrderPdfs', 'emailPurchaseOrder', 'purchaseOrderErpOperation', 'finishPurchaseOrder']);
    expect(purchasing.emailKeys).toEqual(['purchaseOrder:1:8101:email']);
    expect(purchasing.finished).toEqual([{ erpCompanyId: 1, folio: 8101, status: 'sent', erpOrders: 3, erpLines: 42 }]);
    expect(erp.requests.size).toBe(0);
  });

  it('fails with the ERP refusal, removes the request and records the order failed', async () => {
    const { workflowId } = await workflows.gateway.start('purchaseOrder', input);
    await clock.advance(0);
    erp.fail('Violation of PRIMARY KEY constraint');
    await clock.runUntil(workflows.gateway.result(workflowId).catch(() => undefined));
    const run = await workflows.gateway.describe(workflowId);
    expect(run.failure).toMatchObject({ type: 'ErpInsertFailed', message: expect.stringContaining('PRIMARY KEY') });
    expect(purchasing.finished).toEqual([{ erpCompanyId: 1, folio: 8101, status: 'failed', failure: expect.stringContaining('PRIMARY KEY') }]);
    expect(erp.requests.size).toBe(0);
  });
});
