import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { RemoteRequestChunkModel, RemoteRequestModel } from '../../db/models/erp/remoteRequest';
import { PartnerBatchModel } from '../../db/models/partner/partnerBatch';
import { WorkflowEventModel, WorkflowRunModel, WorkflowScheduleModel } from '../../db/models/workflows/workflowRun';
import { XadisSettingsModel, XadisTransmissionModel } from '../../db/models/xadis';
import { ERROR_SUBJECT, LOGIN_FAILURE_SUBJECT, SUCCESS_SUBJECT } from '../../domain/xadis/transmissions';
import { createPartnerClient, startPartnerSimulator, type PartnerClient, type PartnerSimulator } from '../../integrations/partner';
import { IntegrationError } from '../../integrations/shared/errors';
import type { Mailer, SendMailInput } from '../../integrations/mail';
import { createActivities } from '../../workers/activities';
import { TestClock } from '../../workers/embedded/clock';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import { partnerTransmissionProgressQuery, type PartnerTransmissionResult } from './partnerTransmission';

let database: TestDatabase;
let simulator: PartnerSimulator;
let workflows: EmbeddedWorkflows | undefined;
let clock: TestClock;
let mails: SendMailInput[];
const catalogue = Array.from({ length: 40 }, (_, index) => `SKU${String(index).padStart(3, '0')}`);
const credentials = { user: 'xadis', password: 'secreto', taxId: 'BAM000101AAA', warehouseCode: 'BAMA01' };

/** The ERP's answer for the test's range: 'unknownSku' (the default), 'clean' (every SKU known) or 'empty' (no rows). */
let range: 'unknownSku' | 'clean' | 'empty';

/** 1,200 sales (one with an SKU the partner does not know unless the range is clean) and 700 inventory rows; none for an empty range. */
function erpRows(operation: string): unknown[] {
  if (range === 'empty') return [];
  const stores = ['CO101', 'CO102', 'CO103'];
  if (operation === 'salesRange') {
    return Array.from({ length: 1200 }, (_, index) => ({
      date: `${String(1 + (index % 28)).padStart(2, '0')}/10/2026`,
      storeId: `${stores[index % 3]}${String(index).padStart(4, '0')}`,
      sku: index === 777 && range === 'unknownSku' ? 'NOEXISTE' : catalogue[index % 40],
      quantity: 1 + (index % 7),
      amount: 25.5 * (1 + (index % 7)),
    }));
  }
  return Array.from({ length: 700 }, (_, index) => ({ date: '31/10/2026', storeId: `T${String(index).padStart(4, '0')}`, sku: catalogue[index % 40], stock: index }));
}

function fakeMailer(): Mailer {
  return {
    transport: 'sink',
    sendMail: async (input) => {
      mails.push(input);
      return { duplicate: false } as never;
    },
    verify: async () => true,
    close: () => undefined,
  };
}

function startWorkflows(client: PartnerClient, partner = credentials, agent?: (created: { requestId: string }, rows: unknown[][]) => Promise<void>) {
  const base = createActivities({ xadis: { mailer: fakeMailer(), partnerClient: client, partner, now: () => clock.now() }, erp: { now: () => clock.now() } });
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
    await RemoteRequestModel.updateOne({ _id: created.requestId }, { $set: { status: 'done', response: JSON.stringify(head ?? []), chunkCount: rest.length, endDate: Math.floor(clock.now() / 1000) } });
    return created;
  };
  return startEmbeddedWorkflows({ clock, activities: { ...base, createErpRequest }, shutdownGraceMs: 200 });
}

/** Runs of two batches, so a kind of three batches takes two runs. */
const input = { from: '2026-10-01', to: '2026-10-31', requestedBy: 'xadis', batchesPerRun: 2 };

async function run(workflowId: string, client?: PartnerClient, partner = credentials, extra: object = input): Promise<PartnerTransmissionResult> {
  workflows = await startWorkflows(client ?? createPartnerClient({ url: simulator.url }), partner);
  await workflows.gateway.start('partnerTransmission', extra, { workflowId });
  return clock.runUntil(workflows.gateway.result<PartnerTransmissionResult>(workflowId));
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
    [RemoteRequestModel, RemoteRequestChunkModel, PartnerBatchModel, XadisTransmissionModel, XadisSettingsModel, WorkflowRunModel, WorkflowEventModel, WorkflowScheduleModel].map((model) =>
      (model as unknown as typeof RemoteRequestModel).deleteMany({}),
    ),
  );
  simulator = await startPartnerSimulator({ credentials: [credentials], catalogue });
  clock = new TestClock();
  mails = [];
  range = 'unknownSku';
});

type HistoryEvent = { type: string; activityType?: string; durationMs?: number };

/** The workflow's history: the 60 s timers and where the logout was scheduled. */
async function logoutTimers(workflowId: string) {
  const history = (await workflows!.runtime.describe(workflowId)).history as unknown as HistoryEvent[];
  const logout = history.findIndex((event) => event.type === 'ActivityScheduled' && event.activityType === 'partnerLogout');
  const lastBatch = history.findLastIndex((event) => event.type === 'ActivityScheduled' && event.activityType?.startsWith('sendPartnerBatch'));
  const timers = history.flatMap((event, index) => (event.type === 'TimerStarted' ? [{ index, durationMs: event.durationMs }] : []));
  return { logout, lastBatch, timers };
}
afterEach(async () => {
  await workflows?.close();
  workflows = undefined;
  await simulator.close();
});

describe('partner transmission on the embedded runtime', () => {
  it('sends sales then inventory in batches of 500, reports the unknown SKU, logs out 60 s later and e-mails the summary', async () => {
    const result = await run('tx-main');
    expect(result).toMatchObject({ status: 'sent', subject: SUCCESS_SUBJECT });
    expect(result.sales).toMatchObject({ records: 1200, batches: 3, batchesSent: 3, validated: 1199, errors: 1, failedBatches: 0 });
    expect(result.inventory).toMatchObject({ records: 700, batches: 2, batchesSent: 2, validated: 700, inserted: 700, errors: 0 });
    expect(await workflows!.gateway.query('tx-main', partnerTransmissionProgressQuery)).toMatchObject({ state: 'done' });
    // Sales first (a few batches in flight at once), then inventory, each batch once.
    const batches = await PartnerBatchModel.find({}).sort({ createdAt: 1, _id: 1 }).lean();
    expect(batches.map((batch) => batch.kind)).toEqual(['ventaJson', 'ventaJson', 'ventaJson', 'inventarioJson', 'inventarioJson']);
    expect([...batches].sort((a, b) => a.idempotencyKey.localeCompare(b.idempotencyKey)).map((batch) => [batch.kind, batch.recordCount])).toEqual([
      ['inventarioJson', 500], ['inventarioJson', 200], ['ventaJson', 500], ['ventaJson', 500], ['ventaJson', 200],
    ]);
    expect(simulator.openSessions()).toBe(0);
    // The 60 s logout delay (an error item came back) is a durable timer, started after the last batch and before the logout.
    const { logout, lastBatch, timers } = await logoutTimers('tx-main');
    expect(logout).toBeGreaterThan(lastBatch);
    expect(timers.filter((timer) => timer.index > lastBatch && timer.index < logout)).toEqual([{ index: expect.any(Number), durationMs: 60_000 }]);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toHaveLength(7);
    expect(mails[0]?.html).toContain('NOEXISTE');
    const record = await XadisTransmissionModel.findOne({ transmissionId: 'tx-main' }).lean();
    expect(record).toMatchObject({ status: 'sent', emailSubject: SUCCESS_SUBJECT, sales: { batchesSent: 3, errors: 1 }, inventory: { batchesSent: 2 } });
    expect(record?.errorItems).toEqual([{ kind: 'sales', sku: 'NOEXISTE', msg: 'SKU no existe en el catálogo' }]);
    // The ERP requests are removed once sent.
    expect(await RemoteRequestModel.countDocuments()).toBe(0);
  });

  it('the live progress counts the records sent so far while a kind is sending, and the exact records once it ended', async () => {
    const real = createPartnerClient({ url: simulator.url });
    const seen: { sales: { records: number; batchesSent: number } }[] = [];
    let salesCalls = 0;
    const client: PartnerClient = {
      ...real,
      sendBatch: async (kind, session, warehouse, chunk) => {
        // The third sales batch (the second run): the first run (two batches) is in the workflow's counts.
        if (kind === 'ventaJson' && ++salesCalls === 3) seen.push(await workflows!.gateway.query('tx-live', partnerTransmissionProgressQuery));
        return real.sendBatch(kind, session, warehouse, chunk);
      },
    };
    const result = await run('tx-live', client);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ state: 'sending', kind: 'sales', sales: { batches: 3, batchesSent: 2, records: 1000 } });
    expect(result.sales).toMatchObject({ records: 1200, batchesSent: 3 });
    expect(await workflows!.gateway.query('tx-live', partnerTransmissionProgressQuery)).toMatchObject({ sales: { records: 1200 }, inventory: { records: 700 } });
  });

  it('the live progress of a run started batch by batch counts the records sent so far, capped at the known total', async () => {
    const real = createPartnerClient({ url: simulator.url });
    const seen: { sales: { records: number; batchesSent: number } }[] = [];
    const client: PartnerClient = {
      ...real,
      sendBatch: async (kind, session, warehouse, chunk) => {
        seen.push(await workflows!.gateway.query('tx-live-legacy', partnerTransmissionProgressQuery));
        return real.sendBatch(kind, session, warehouse, chunk);
      },
    };
    await run('tx-live-legacy', client, credentials, { from: '2026-10-01', to: '2026-10-31', requestedBy: 'xadis', batchWindow: 1 });
    // Before each sales batch: 0, 500, 1000 records sent; then inventory starts with the sales' exact 1,200.
    expect(seen.slice(0, 4).map((progress) => progress.sales.records)).toEqual([0, 500, 1000, 1200]);
  });

  it('logs out at once (no timer) after a clean transmission', async () => {
    range = 'clean';
    const result = await run('tx-clean');
    expect(result).toMatchObject({ status: 'sent', sales: { batchesSent: 3, errors: 0, failedBatches: 0 }, inventory: { batchesSent: 2, errors: 0 } });
    const { logout, timers } = await logoutTimers('tx-clean');
    expect(logout).toBeGreaterThan(0);
    expect(timers).toEqual([]);
    expect(simulator.openSessions()).toBe(0);
  });

  it('an empty range sends no batch: 0 of 0 per kind, the summary still goes', async () => {
    range = 'empty';
    const result = await run('tx-empty');
    expect(result).toMatchObject({ status: 'sent', subject: SUCCESS_SUBJECT });
    for (const kind of ['sales', 'inventory'] as const) expect(result[kind]).toMatchObject({ records: 0, batches: 0, batchesSent: 0, failedBatches: 0 });
    expect(await PartnerBatchModel.countDocuments()).toBe(0);
    expect(simulator.stored('ventaJson')).toHaveLength(0);
    expect(await workflows!.gateway.query('tx-empty', partnerTransmissionProgressQuery)).toMatchObject({ state: 'done', sales: { batches: 0, batchesSent: 0 }, inventory: { batches: 0, batchesSent: 0 } });
    expect(await XadisTransmissionModel.findOne({ transmissionId: 'tx-empty' }).lean()).toMatchObject({ status: 'sent', sales: { records: 0, batches: 0 }, inventory: { records: 0, batches: 0 } });
    expect(mails).toHaveLength(1);
  });

  it('sends a run of consecutive batches per step, each batch still once by its own key', async () => {
    const result = await run('tx-runs');
    expect(result.sales).toMatchObject({ batchesSent: 3, validated: 1199, errors: 1 });
    const history = (await workflows!.runtime.describe('tx-runs')).history as unknown as { type: string; activityType?: string }[];
    const sending = history.filter((event) => event.type === 'ActivityScheduled' && event.activityType?.startsWith('sendPartnerBatch'));
    // Sales in two runs (batches 0-1, then 2), inventory in one (0-1): three steps for five batches.
    expect(sending.map((event) => event.activityType)).toEqual(['sendPartnerBatchRun', 'sendPartnerBatchRun', 'sendPartnerBatchRun']);
    expect((await PartnerBatchModel.find({}).lean()).map((batch) => batch.idempotencyKey).sort()).toEqual([
      'tx-runs:inventarioJson:BAMA01:00000', 'tx-runs:inventarioJson:BAMA01:00001',
      'tx-runs:ventaJson:BAMA01:00000', 'tx-runs:ventaJson:BAMA01:00001', 'tx-runs:ventaJson:BAMA01:00002',
    ]);
  });

  it('starts sending while the ERP agent is still writing the answer (the first rows and the chunk count come first)', async () => {
    const real = createPartnerClient({ url: simulator.url });
    const pending: (() => Promise<void>)[] = [];
    const sentBeforeComplete: string[] = [];
    const client: PartnerClient = {
      ...real,
      sendBatch: async (kind, session, warehouse, chunk) => {
        const answer = await real.sendBatch(kind, session, warehouse, chunk);
        // The agent writes the rest of an answer only once a batch of it has gone out.
        if (pending.length > 0) sentBeforeComplete.push(kind);
        for (const write of pending.splice(0)) await write();
        return answer;
      },
    };
    workflows = await startWorkflows(client, credentials, async (created, [head, ...rest]) => {
      const id = created.requestId;
      await RemoteRequestModel.updateOne({ _id: id }, { $set: { status: 'running', response: JSON.stringify(head), chunkCount: rest.length } });
      pending.push(async () => {
        for (const [index, part] of rest.entries()) await RemoteRequestChunkModel.updateOne({ requestId: id, index }, { $set: { data: JSON.stringify(part) } }, { upsert: true });
        await RemoteRequestModel.updateOne({ _id: id }, { $set: { status: 'done', endDate: Math.floor(clock.now() / 1000) } });
      });
    });
    await workflows.gateway.start('partnerTransmission', { ...input, pollIntervalMs: 20 }, { workflowId: 'tx-stream' });
    const result = await clock.runUntil(workflows.gateway.result<PartnerTransmissionResult>('tx-stream'));
    expect(result).toMatchObject({ status: 'sent', sales: { records: 1200, batches: 3, batchesSent: 3, errors: 1 }, inventory: { records: 700, batches: 2, batchesSent: 2 } });
    // The first sales batch went out before the agent finished either answer.
    expect(sentBeforeComplete[0]).toBe('ventaJson');
    expect(simulator.stored('ventaJson')).toHaveLength(1199);
    expect(await RemoteRequestModel.countDocuments()).toBe(0);
  });

  it('a run started batch by batch (no batchesPerRun, as before runs existed) still sends one batch per step', async () => {
    const result = await run('tx-legacy', undefined, credentials, { from: '2026-10-01', to: '2026-10-31', requestedBy: 'xadis' });
    expect(result).toMatchObject({ status: 'sent', sales: { batchesSent: 3, errors: 1 }, inventory: { batchesSent: 2 } });
    const history = (await workflows!.runtime.describe('tx-legacy')).history as unknown as { type: string; activityType?: string }[];
    expect(history.filter((event) => event.type === 'ActivityScheduled' && event.activityType === 'sendPartnerBatch')).toHaveLength(5);
  });

  it('on a refused login e-mails the internal list about the range and sends nothing', async () => {
    const result = await run('tx-login', undefined, { ...credentials, password: 'mal' });
    expect(result.status).toBe('loginFailed');
    expect(await PartnerBatchModel.countDocuments()).toBe(0);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: LOGIN_FAILURE_SUBJECT, to: ['sistemas@bama.example.com', 'distribucion@bama.example.com'] });
    expect(mails[0]?.html).toContain('2026-10-01');
    expect(await XadisTransmissionModel.findOne({ transmissionId: 'tx-login' }).lean()).toMatchObject({ status: 'loginFailed' });
  });

  it('an ERP failure half way ends the transmission failed and e-mails the internal list about the range, once', async () => {
    workflows = await startWorkflows(createPartnerClient({ url: simulator.url }), credentials, async (created, [head, ...rest]) => {
      const id = created.requestId;
      // The agent writes the sales' first rows and chunk count, then the ERP fails before the chunks.
      const failing = rest.length === 2;
      await RemoteRequestModel.updateOne(
        { _id: id },
        { $set: failing ? { status: 'failed', error: 'El ERP no responde', response: JSON.stringify(head), chunkCount: rest.length } : { status: 'done', response: JSON.stringify(head), chunkCount: 0, endDate: Math.floor(clock.now() / 1000) } },
      );
    });
    await workflows.gateway.start('partnerTransmission', { ...input, pollIntervalMs: 20 }, { workflowId: 'tx-erp-down' });
    await expect(clock.runUntil(workflows.gateway.result<PartnerTransmissionResult>('tx-erp-down'))).rejects.toThrow(/El ERP no responde/);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: LOGIN_FAILURE_SUBJECT, to: ['sistemas@bama.example.com', 'distribucion@bama.example.com'] });
    expect(mails[0]?.html).toContain('2026-10-01');
    expect(mails[0]?.html).toContain('2026-10-31');
    expect(mails[0]?.html).toContain('El ERP no responde');
    expect(await XadisTransmissionModel.findOne({ transmissionId: 'tx-erp-down' }).lean()).toMatchObject({ status: 'failed', emailSubject: LOGIN_FAILURE_SUBJECT });
    expect(simulator.openSessions()).toBe(0);
    // Only the rows read before the failure went: no batch of the chunks that never came.
    expect(await PartnerBatchModel.countDocuments({ kind: 'inventarioJson' })).toBe(0);
  });

  it('retries a failing batch with backoff; a batch that keeps failing is collected and the subject is the error one', async () => {
    const real = createPartnerClient({ url: simulator.url });
    const calls: string[] = [];
    let flaky = 0;
    const client: PartnerClient = {
      ...real,
      sendBatch: async (kind, session, warehouse, chunk) => {
        calls.push(kind);
        // The second sales batch fails once (then succeeds); every inventory batch after the first always fails.
        if (kind === 'ventaJson' && calls.filter((call) => call === 'ventaJson').length === 2 && flaky++ === 0) {
          throw new IntegrationError('PARTNER_UNREACHABLE', { detail: 'HTTP 503' });
        }
        if (kind === 'inventarioJson' && calls.filter((call) => call === 'inventarioJson').length > 1) throw new IntegrationError('PARTNER_UNREACHABLE', { detail: 'HTTP 503' });
        return real.sendBatch(kind, session, warehouse, chunk);
      },
    };
    const result = await run('tx-retry', client);
    expect(result.status).toBe('error');
    expect(result.subject).toBe(ERROR_SUBJECT);
    expect(result.sales).toMatchObject({ batchesSent: 3, failedBatches: 0, validated: 1199 });
    expect(result.inventory).toMatchObject({ batchesSent: 1, failedBatches: 1 });
    // One retry for the flaky sales batch, four attempts for the failing inventory batch (the first inside its run, three alone with backoff).
    expect(calls.filter((call) => call === 'ventaJson')).toHaveLength(4);
    expect(calls.filter((call) => call === 'inventarioJson')).toHaveLength(5);
    expect(mails[0]?.subject).toBe(ERROR_SUBJECT);
    expect(simulator.stored('ventaJson')).toHaveLength(1199);
  });

  it('resumes a transmission stopped half way (runtime shut down mid-batch) and sends no batch twice', async () => {
    const real = createPartnerClient({ url: simulator.url });
    let sent = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reachedGate!: () => void;
    const atGate = new Promise<void>((resolve) => (reachedGate = resolve));
    const counting = (hang: boolean): PartnerClient => ({
      ...real,
      sendBatch: async (kind, session, warehouse, chunk) => {
        sent += 1;
        const answer = await real.sendBatch(kind, session, warehouse, chunk);
        if (hang && sent === 2) {
          // The partner took the batch; the process dies before the activity completes.
          reachedGate();
          await gate;
        }
        return answer;
      },
    });
    workflows = await startWorkflows(counting(true));
    await workflows.gateway.start('partnerTransmission', input, { workflowId: 'tx-resume' });
    void clock.runUntil(workflows.gateway.result('tx-resume')).catch(() => undefined);
    await atGate;
    const closing = workflows.close();
    release();
    await closing;
    // The second batch hung at the partner; with batches in flight together a third may have gone too.
    expect(sent).toBeGreaterThanOrEqual(2);

    // The next start resumes the run on the same database.
    workflows = await startWorkflows(counting(false));
    const result = await clock.runUntil(workflows.gateway.result<PartnerTransmissionResult>('tx-resume'));
    expect(result.sales.batchesSent).toBe(3);
    expect(result.inventory.batchesSent).toBe(2);
    // Five batches in all reached the partner: the interrupted one was not sent again.
    expect(sent).toBe(5);
    expect(await PartnerBatchModel.countDocuments()).toBe(5);
    expect(simulator.stored('ventaJson')).toHaveLength(1199);
  });
});
