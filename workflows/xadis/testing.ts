/**
 * Test support for the partner transmission on the embedded runtime: a test database, a fresh
 * partner simulator and test clock per test, a mailer that keeps every message, and an ERP agent
 * that answers at once (or as a test's `agent` says) with the rows of the test's range.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { RemoteRequestChunkModel, RemoteRequestModel } from '../../db/models/erp/remoteRequest';
import { PartnerBatchModel } from '../../db/models/xadis/partnerBatch';
import { WorkflowEventModel, WorkflowRunModel, WorkflowScheduleModel } from '../../db/models/workflows/workflowRun';
import { XadisSettingsModel, XadisTransmissionModel } from '../../db/models/xadis';
import { TRANSMISSION_PROCESS_VERSION } from '../../domain/xadis/transmissions';
import { createPartnerClient, type PartnerClient } from '../../integrations/xadis';
import { startPartnerSimulator, type PartnerSimulator } from '../../integrations/xadis/simulator';
import type { Mailer, SendMailInput } from '../../integrations/mail';
import { createActivities } from '../../workers/activities';
import { TestClock } from '../../workers/embedded/clock';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import type { PartnerTransmissionResult } from './partnerTransmission';

export const catalogue = Array.from({ length: 40 }, (_, index) => `SKU${String(index).padStart(3, '0')}`);
export const credentials = { user: 'xadis', password: 'secreto', taxId: 'BAM000101AAA', warehouseCode: 'BAMA01' };

/** What a test of the transmission reads and sets; reset before each test. */
export interface TransmissionTest {
  simulator: PartnerSimulator;
  /** The runtime a test started (closed after it). */
  workflows: EmbeddedWorkflows | undefined;
  clock: TestClock;
  mails: SendMailInput[];
  /** The ERP's answer for the test's range: 'unknownSku' (the default), 'clean' (every SKU known) or 'empty' (no rows). */
  range: 'unknownSku' | 'clean' | 'empty';
}

export const tx = { workflows: undefined, mails: [], range: 'unknownSku' } as unknown as TransmissionTest;
let database: TestDatabase | undefined;

/** 1,200 sales (one with an SKU the partner does not know unless the range is clean) and 700 inventory rows; none for an empty range. */
function erpRows(operation: string): unknown[] {
  if (tx.range === 'empty') return [];
  const stores = ['CO101', 'CO102', 'CO103'];
  if (operation === 'salesRange') {
    return Array.from({ length: 1200 }, (_, index) => ({
      date: `${String(1 + (index % 28)).padStart(2, '0')}/10/2026`,
      storeId: `${stores[index % 3]}${String(index).padStart(4, '0')}`,
      sku: index === 777 && tx.range === 'unknownSku' ? 'NOEXISTE' : catalogue[index % 40],
      quantity: 1 + (index % 7),
      amount: 25.5 * (1 + (index % 7)),
    }));
  }
  return Array.from({ length: 700 }, (_, index) => ({
    date: '31/10/2026',
    storeId: `T${String(index).padStart(4, '0')}`,
    sku: catalogue[index % 40],
    stock: index,
  }));
}

function fakeMailer(): Mailer {
  return {
    transport: 'sink',
    sendMail: async (input) => {
      tx.mails.push(input);
      return { duplicate: false } as never;
    },
    verify: async () => true,
    close: () => undefined,
  };
}

export function startWorkflows(client: PartnerClient, partner = credentials, agent?: (created: { requestId: string }, rows: unknown[][]) => Promise<void>) {
  const base = createActivities({
    xadis: { mailer: fakeMailer(), partnerClient: client, partner, now: () => tx.clock.now() },
    erp: { now: () => tx.clock.now() },
  });
  // The ERP agent answers at once, in chunks of 500 rows like the real one.
  const createErpRequest: typeof base.createErpRequest = async (input) => {
    const created = await base.createErpRequest(input);
    const rows = erpRows(input.operation.operation);
    const [head, ...rest] = Array.from({ length: Math.ceil(rows.length / 500) }, (_, index) => rows.slice(index * 500, (index + 1) * 500));
    if (agent) {
      await agent(created, [head ?? [], ...rest]);
      return created;
    }
    for (const [index, part] of rest.entries()) {
      await RemoteRequestChunkModel.updateOne({ requestId: created.requestId, index }, { $set: { data: JSON.stringify(part) } }, { upsert: true });
    }
    await RemoteRequestModel.updateOne(
      { _id: created.requestId },
      { $set: { status: 'done', response: JSON.stringify(head ?? []), chunkCount: rest.length, endDate: Math.floor(tx.clock.now() / 1000) } },
    );
    return created;
  };
  return startEmbeddedWorkflows({ clock: tx.clock, activities: { ...base, createErpRequest }, shutdownGraceMs: 200 });
}

/** Runs of two batches, so a kind of three batches takes two runs; the steps around the sending as the product orders them. */
export const input = { from: '2026-10-01', to: '2026-10-31', requestedBy: 'xadis', batchesPerRun: 2, processVersion: TRANSMISSION_PROCESS_VERSION };

export async function run(workflowId: string, client?: PartnerClient, partner = credentials, extra: object = input): Promise<PartnerTransmissionResult> {
  tx.workflows = await startWorkflows(client ?? createPartnerClient({ url: tx.simulator.url }), partner);
  await tx.workflows.gateway.start('partnerTransmission', extra, { workflowId });
  return tx.clock.runUntil(tx.workflows.gateway.result<PartnerTransmissionResult>(workflowId));
}

type HistoryEvent = { type: string; activityType?: string; durationMs?: number };

/** The workflow's history: the 60 s timers and where the logout was scheduled. */
export async function logoutTimers(workflowId: string) {
  const history = (await tx.workflows!.runtime.describe(workflowId)).history as unknown as HistoryEvent[];
  const logout = history.findIndex((event) => event.type === 'ActivityScheduled' && event.activityType === 'partnerLogout');
  const lastBatch = history.findLastIndex((event) => event.type === 'ActivityScheduled' && event.activityType?.startsWith('sendPartnerBatch'));
  const timers = history.flatMap((event, index) => (event.type === 'TimerStarted' ? [{ index, durationMs: event.durationMs }] : []));
  return { logout, lastBatch, timers };
}

/** Registers the database, the simulator, the clock and the mails for the test file it is called in. */
export function useTransmissionTest(): void {
  beforeAll(async () => {
    database = await startTestDatabase();
    await Promise.all([RemoteRequestModel.init(), RemoteRequestChunkModel.init(), PartnerBatchModel.init(), XadisTransmissionModel.init()]);
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await Promise.all(
      [
        RemoteRequestModel,
        RemoteRequestChunkModel,
        PartnerBatchModel,
        XadisTransmissionModel,
        XadisSettingsModel,
        WorkflowRunModel,
        WorkflowEventModel,
        WorkflowScheduleModel,
      ].map((model) => (model as unknown as typeof RemoteRequestModel).deleteMany({})),
    );
    tx.simulator = await startPartnerSimulator({ credentials: [credentials], catalogue });
    tx.clock = new TestClock();
    tx.mails = [];
    tx.range = 'unknownSku';
  });
  afterEach(async () => {
    await tx.workflows?.close();
    tx.workflows = undefined;
    await tx.simulator.close();
  });
}
