import type { WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { RemoteRequestChunkModel, RemoteRequestModel } from '../../db/models/erp/remoteRequest';
import { WorkflowEventModel, WorkflowRunModel } from '../../db/models/workflows/workflowRun';
import { TRANSMISSION_PROCESS_VERSION } from '../../domain/xadis/transmissions';
import { createPartnerClient } from '../../integrations/xadis';
import { startPartnerSimulator, type PartnerSimulator } from '../../integrations/xadis/simulator';
import type { Mailer } from '../../integrations/mail';
import { createActivities } from '../../workers/activities';
import { TestClock } from '../../workers/embedded/clock';
import { startEmbeddedWorkflows } from '../../workers/embedded/host';
import type { HistoryEvent, RunRecord } from '../../workers/embedded/types';
import { bundleForReplay, embeddedActivities, replayOnTemporal } from '../../workers/temporal/replayTesting';

let bundle: WorkflowBundleWithSourceMap;
let database: TestDatabase;
let simulator: PartnerSimulator;
const credentials = { user: 'xadis', password: 'secreto', taxId: 'BAM000101AAA', warehouseCode: 'BAMA01' };
const mailer: Mailer = { transport: 'sink', sendMail: async () => ({ duplicate: false }) as never, verify: async () => true, close: () => undefined };

function rowsFor(operation: string): unknown[] {
  if (operation === 'salesRange')
    return Array.from({ length: 700 }, (_, i) => ({ date: '01/10/2026', storeId: `T${i}`, sku: i === 5 ? 'NOEXISTE' : 'SKU1', quantity: 1, amount: 10 }));
  if (operation === 'inventoryRange') return Array.from({ length: 300 }, (_, i) => ({ date: '01/10/2026', storeId: `T${i}`, sku: 'SKU1', stock: i }));
  return [
    { articleKey: 'E0101', articleName: 'Envase', familyKey: 'ENVR', stock: 115_000 },
    { articleKey: 'E0201', articleName: 'Caja', familyKey: 'CAJA', stock: 3_000 },
  ];
}

beforeAll(async () => {
  [bundle, database] = await Promise.all([bundleForReplay(), startTestDatabase()]);
  simulator = await startPartnerSimulator({ credentials: [credentials], catalogue: ['SKU1'] });
  // Bundling the workflows for Temporal takes a while on a loaded machine.
}, 240_000);
afterAll(async () => {
  await simulator?.close();
  await database?.close();
});

async function embeddedRun(workflowType: string, input: object, workflowId: string): Promise<{ run: RunRecord; history: HistoryEvent[] }> {
  await Promise.all([WorkflowRunModel.deleteMany({}), WorkflowEventModel.deleteMany({})]);
  const clock = new TestClock();
  const base = createActivities({
    xadis: { mailer, partnerClient: createPartnerClient({ url: simulator.url }), partner: credentials, now: () => clock.now() },
    erp: { now: () => clock.now() },
  });
  const createErpRequest: typeof base.createErpRequest = async (request) => {
    const created = await base.createErpRequest(request);
    const rows = rowsFor(request.operation.operation);
    const [head, ...rest] = Array.from({ length: Math.ceil(rows.length / 500) }, (_, index) => rows.slice(index * 500, (index + 1) * 500));
    for (const [index, part] of rest.entries())
      await RemoteRequestChunkModel.updateOne({ requestId: created.requestId, index }, { $set: { data: JSON.stringify(part) } }, { upsert: true });
    await RemoteRequestModel.updateOne(
      { _id: created.requestId },
      { $set: { status: 'done', response: JSON.stringify(head ?? []), chunkCount: rest.length, endDate: Math.floor(clock.now() / 1000) } },
    );
    return created;
  };
  const workflows = await startEmbeddedWorkflows({ clock, activities: { ...base, createErpRequest } });
  try {
    await workflows.gateway.start(workflowType, input, { workflowId });
    await clock.runUntil(workflows.gateway.result(workflowId), 48 * 3600_000);
    const described = await workflows.runtime.describe(workflowId);
    return { run: described, history: described.history };
  } finally {
    await workflows.close();
  }
}

describe('replay of the embedded xadis processes on Temporal', () => {
  it.each([
    { steps: 'one after another (runs started before the version)', version: {} },
    {
      steps: `of version ${TRANSMISSION_PROCESS_VERSION} (requests while logging in, closing steps beside the next)`,
      version: { processVersion: TRANSMISSION_PROCESS_VERSION },
    },
  ])(
    'replays a partner transmission with its steps $steps: same activities in the same order, same result',
    async ({ version }) => {
      const { run, history } = await embeddedRun(
        'partnerTransmission',
        { from: '2026-10-01', to: '2026-10-01', requestedBy: 'xadis', batchesPerRun: 1, ...version },
        'replay-xadis-tx',
      );
      const replayed = await replayOnTemporal(bundle, run, history);
      expect(replayed.activities).toEqual(embeddedActivities(history));
      expect(replayed.activities.filter((activity) => activity.activityType === 'sendPartnerBatchRun')).toHaveLength(3);
      expect(replayed.outcome).toEqual({ completed: run.result });
      expect(run.result).toMatchObject({ status: 'sent', sales: { errors: 1 } });
    },
    60_000,
  );

  it('replays an empty-container day: stock read, the wait to the window end, the reminder', async () => {
    const { run, history } = await embeddedRun('emptyContainerDay', {}, 'replay-xadis-day');
    const replayed = await replayOnTemporal(bundle, run, history);
    expect(replayed.activities).toEqual(embeddedActivities(history));
    expect(replayed.activities.map((activity) => activity.activityType)).toContain('remindUnsentReport');
    expect(replayed.outcome).toEqual({ completed: run.result });
    expect(run.result).toMatchObject({ stockRead: true, reminded: true });
  }, 60_000);
});
