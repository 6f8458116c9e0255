import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { RemoteRequestChunkModel, RemoteRequestModel } from '../../db/models/erp/remoteRequest';
import { PartnerBatchModel } from '../../db/models/xadis/partnerBatch';
import { WorkflowEventModel, WorkflowRunModel } from '../../db/models/workflows/workflowRun';
import { XadisTransmissionModel } from '../../db/models/xadis';
import type { ErpOperation } from '../../domain/erp/operations';
import { TRANSMISSION_PROCESS_VERSION } from '../../domain/xadis/transmissions';
import { startErpAgent, type ErpAgent } from '../../integrations/erp/agent';
import type { ErpBackend } from '../../integrations/erp/backend';
import { createPartnerClient, type PartnerClient } from '../../integrations/xadis';
import { startPartnerSimulator, type PartnerSimulator } from '../../integrations/xadis/simulator';
import type { Mailer } from '../../integrations/mail';
import { createActivities } from '../../workers/activities';
import { TestClock } from '../../workers/embedded/clock';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import type { PartnerTransmissionResult } from './partnerTransmission';

/**
 * A transmission with flow control (erpWindow): the real ERP agent streams each answer a few chunks
 * ahead of the sending, the sending gives the chunks back as the partner acknowledges them, and the
 * answer's length is learnt at its end. 3,200 sales (7 batches) and 700 inventory rows (2 batches).
 */
const catalogue = Array.from({ length: 40 }, (_, index) => `SKU${String(index).padStart(3, '0')}`);
const credentials = { user: 'xadis', password: 'secreto', taxId: 'BAM000101AAA', warehouseCode: 'BAMA01' };
const mailer: Mailer = { transport: 'sink', sendMail: async () => ({ duplicate: false }) as never, verify: async () => true, close: () => undefined };
const input = {
  from: '2026-10-01',
  to: '2026-10-31',
  requestedBy: 'xadis',
  batchesPerRun: 3,
  erpWindow: 2,
  pollIntervalMs: 20,
  processVersion: TRANSMISSION_PROCESS_VERSION,
};

function* erpRows(operation: ErpOperation): Generator<unknown> {
  if (operation.operation === 'salesRange') {
    for (let index = 0; index < 3200; index += 1) {
      yield {
        date: `${String(1 + (index % 28)).padStart(2, '0')}/10/2026`,
        storeId: `CO${String(index).padStart(4, '0')}`,
        sku: catalogue[index % 40],
        quantity: 1,
        amount: 25.5,
      };
    }
  } else {
    for (let index = 0; index < 700; index += 1)
      yield { date: '31/10/2026', storeId: `T${String(index).padStart(4, '0')}`, sku: catalogue[index % 40], stock: index };
  }
}

/** The most chunks of one answer the database held at once, sampled on every batch the partner takes. */
let mostChunks = 0;
const backend: ErpBackend = { name: 'simulator', run: async (operation) => [...erpRows(operation)] as never, rows: (operation) => erpRows(operation) };

let database: TestDatabase;
let simulator: PartnerSimulator;
let workflows: EmbeddedWorkflows | undefined;
let agent: ErpAgent | undefined;
let clock: TestClock;

function sampling(hangAt?: { batch: number; reached: () => void; gate: Promise<void> }): PartnerClient {
  const real = createPartnerClient({ url: simulator.url });
  let sent = 0;
  return {
    ...real,
    sendBatch: async (kind, session, warehouse, chunk) => {
      sent += 1;
      for (const request of await RemoteRequestModel.find({}).select({ _id: 1 }).lean()) {
        mostChunks = Math.max(mostChunks, await RemoteRequestChunkModel.countDocuments({ requestId: request._id }));
      }
      const answer = await real.sendBatch(kind, session, warehouse, chunk);
      if (hangAt && sent === hangAt.batch) {
        hangAt.reached();
        await hangAt.gate;
      }
      return answer;
    },
  };
}

async function start(client: PartnerClient) {
  const activities = createActivities({
    xadis: { mailer, partnerClient: client, partner: credentials, now: () => clock.now() },
    erp: { now: () => clock.now() },
  });
  return startEmbeddedWorkflows({ clock, activities, shutdownGraceMs: 200 });
}

beforeAll(async () => {
  database = await startTestDatabase();
  await Promise.all([RemoteRequestModel.init(), RemoteRequestChunkModel.init(), PartnerBatchModel.init(), XadisTransmissionModel.init()]);
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await Promise.all(
    [RemoteRequestModel, RemoteRequestChunkModel, PartnerBatchModel, XadisTransmissionModel, WorkflowRunModel, WorkflowEventModel].map((model) =>
      (model as unknown as typeof RemoteRequestModel).deleteMany({}),
    ),
  );
  simulator = await startPartnerSimulator({ credentials: [credentials], catalogue });
  clock = new TestClock();
  mostChunks = 0;
  agent = startErpAgent({ backend, logger: pino({ level: 'silent' }), pollIntervalMs: 10, chunkRows: 500, agentId: 'window-agent' });
});
afterEach(async () => {
  await workflows?.close();
  workflows = undefined;
  await agent?.stop();
  await simulator.close();
});

describe('partner transmission with flow control from the ERP agent', () => {
  it('sends every batch once while the agent stays two chunks ahead, and learns each answer’s length at its end', async () => {
    workflows = await start(sampling());
    await workflows.gateway.start('partnerTransmission', input, { workflowId: 'tx-window' });
    const result = await clock.runUntil(workflows.gateway.result<PartnerTransmissionResult>('tx-window'));
    expect(result).toMatchObject({
      status: 'sent',
      sales: { records: 3200, batches: 7, batchesSent: 7, validated: 3200 },
      inventory: { records: 700, batches: 2, batchesSent: 2 },
    });
    expect(simulator.stored('ventaJson')).toHaveLength(3200);
    // Each recorded as sent, the last of a run by the next run's first claim or, at the answer's end, by the run that found it.
    expect(await PartnerBatchModel.countDocuments({ status: 'sent' })).toBe(9);
    expect(mostChunks).toBeLessThanOrEqual(2);
    expect(await XadisTransmissionModel.findOne({ transmissionId: 'tx-window' }).lean()).toMatchObject({ sales: { records: 3200, batches: 7 } });
    // The transmission deletes its requests at the end.
    expect(await RemoteRequestModel.countDocuments()).toBe(0);
  });

  it('resumes after the runtime stopped mid-batch: the chunks already given back are not needed, no batch goes twice', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reached!: () => void;
    const atGate = new Promise<void>((resolve) => (reached = resolve));
    workflows = await start(sampling({ batch: 5, reached, gate }));
    await workflows.gateway.start('partnerTransmission', input, { workflowId: 'tx-window-resume' });
    void clock.runUntil(workflows.gateway.result('tx-window-resume')).catch(() => undefined);
    await atGate;
    const closing = workflows.close();
    release();
    await closing;
    // Chunks of acknowledged sales batches were given back before the stop.
    const request = await RemoteRequestModel.findOne({ requestKey: 'tx-window-resume:sales' }).lean();
    expect(request?.readThrough).toBeGreaterThan(0);

    workflows = await start(sampling());
    const result = await clock.runUntil(workflows.gateway.result<PartnerTransmissionResult>('tx-window-resume'));
    expect(result).toMatchObject({ status: 'sent', sales: { records: 3200, batchesSent: 7 }, inventory: { records: 700, batchesSent: 2 } });
    expect(simulator.stored('ventaJson')).toHaveLength(3200);
    expect(await PartnerBatchModel.countDocuments()).toBe(9);
  });
});
