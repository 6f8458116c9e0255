import type { WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { PurchaseOrderLineModel, PurchaseOrderModel, savePurchaseOrder } from '../../db/models/purchasing';
import { testPurchaseOrder } from '../../db/models/purchasing/testing';
import { RemoteRequestChunkModel, RemoteRequestModel } from '../../db/models/erp/remoteRequest';
import { createLogger } from '../../config/logger';
import { createErpSimulator, startErpAgent } from '../../integrations/erp';
import { createActivities } from '../../workers/activities';
import { startEmbeddedWorkflows } from '../../workers/embedded/host';
import { bundleForReplay, embeddedActivities, replayOnTemporal } from '../../workers/temporal/replayTesting';
import { customerTestServices, type CustomerTestServices } from '../audits/testing';
import { PURCHASE_ORDER_WORKFLOW, type PurchaseOrderInput } from './purchaseOrder';

let bundle: WorkflowBundleWithSourceMap;
let database: TestDatabase;
let services: CustomerTestServices;

beforeAll(async () => {
  [bundle, database] = await Promise.all([bundleForReplay(), startTestDatabase()]);
  await Promise.all([PurchaseOrderModel.init(), PurchaseOrderLineModel.init(), RemoteRequestModel.init(), RemoteRequestChunkModel.init()]);
  services = customerTestServices();
}, 120_000);
afterAll(async () => {
  await database?.close();
  services?.close();
});

describe('replay of an embedded purchase order on Temporal', () => {
  it('replays PDF, e-mail, the ERP request with its polls, and the same result', async () => {
    const line = {
      storeId: 'CO101',
      sku: '10001',
      description: 'Cerveza',
      packages: 2,
      piecesPerPackage: 24,
      price: 12,
      ivaRate: 16,
      iepsRate: 26.5,
      subtotal: 576,
      ieps: 152.64,
      iva: 116.5824,
      total: 845.2224,
    };
    await savePurchaseOrder(
      testPurchaseOrder(7001, {
        buyer: { userName: 'compras', fullName: 'Jorge Ramírez Cruz', email: null },
        stores: [{ storeId: 'CO101', storeName: 'Centro', warehouseRelatedId: '101', subtotal: 576, ieps: 152.64, iva: 116.58, total: 845.22 }],
        lines: [line],
        totals: { subtotal: 576, ieps: 152.64, iva: 116.5824, total: 845.2224 },
        workflowId: 'replay-purchase-order',
      }),
    );
    const agent = startErpAgent({ backend: createErpSimulator(), logger: createLogger('silent'), pollIntervalMs: 30 });
    const workflows = await startEmbeddedWorkflows({ activities: createActivities({ purchasing: { mailer: services.mailer, storage: services.storage } }) });
    try {
      const input: PurchaseOrderInput = { erpCompanyId: 1, folio: 7001, pollIntervalMs: 50 };
      const { workflowId } = await workflows.gateway.start(PURCHASE_ORDER_WORKFLOW, input, { workflowId: 'replay-purchase-order' });
      await workflows.gateway.result(workflowId, { timeoutMs: 30_000 });
      const run = await workflows.runtime.describe(workflowId);
      expect(run.status).toBe('completed');
      const replayed = await replayOnTemporal(bundle, run, run.history);
      expect(replayed.activities).toEqual(embeddedActivities(run.history));
      const types = replayed.activities.map((activity) => activity.activityType);
      expect(types.slice(0, 4)).toEqual(['makePurchaseOrderPdfs', 'emailPurchaseOrder', 'purchaseOrderErpOperation', 'createErpRequest']);
      expect(types.slice(-3)).toEqual(['readErpResponse', 'deleteErpRequest', 'finishPurchaseOrder']);
    } finally {
      await workflows.close();
      await agent.stop();
    }
  }, 120_000);
});
