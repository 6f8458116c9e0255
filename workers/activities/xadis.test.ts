import { Context } from '@temporalio/activity';
import { MockActivityEnvironment } from '@temporalio/testing';
import { runInActivityContext, temporalActivityContext } from './activityContext';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { RemoteRequestChunkModel, RemoteRequestModel } from '../../db/models/erp/remoteRequest';
import { PartnerBatchModel } from '../../db/models/partner/partnerBatch';
import { EmptyContainerWindowModel, XadisEmptyContainerModel, XadisSettingsModel, XadisTransmissionModel } from '../../db/models/xadis';
import { emptyKindCounts, ERROR_SUBJECT, LOGIN_FAILURE_SUBJECT, REMINDER_SUBJECT, SUCCESS_SUBJECT, type KindCounts } from '../../domain/xadis/transmissions';
import type { Mailer, SendMailInput } from '../../integrations/mail';
import { createPartnerClient, startPartnerSimulator, type PartnerClient, type PartnerSimulator } from '../../integrations/partner';
import { IntegrationError } from '../../integrations/shared/errors';
import { createXadisActivities, type BatchRunProgress } from './xadis';

/**
 * The xadis activities as Temporal runs them (MockActivityEnvironment), against the partner
 * simulator and the test database: each is safe to run again after a retry (a batch reaches the
 * partner once per key, an e-mail goes once per key), and each outcome picks its e-mail.
 */
let database: TestDatabase;
let simulator: PartnerSimulator;
let mails: SendMailInput[];
const environment = new MockActivityEnvironment();
const run = <Args extends unknown[], Result>(activity: (...args: Args) => Promise<Result>, ...args: Args): Promise<Result> =>
  environment.run(activity, ...args) as Promise<Result>;
const credentials = { user: 'xadis', password: 'secreto', taxId: 'BAM000101AAA', warehouseCode: 'BAMA01' };
const catalogue = ['SKU001', 'SKU002', 'SKU003'];
const NOW = Date.parse('2026-11-21T16:00:00Z');

/** A mailer that keeps one message per idempotency key, as the real one does through its outbox. */
const mailer: Mailer = {
  transport: 'sink',
  sendMail: async (input) => {
    const duplicate = mails.some((mail) => mail.idempotencyKey === input.idempotencyKey);
    if (!duplicate) mails.push(input);
    return { duplicate } as never;
  },
  verify: async () => true,
  close: () => undefined,
};

function activities(client?: PartnerClient, partner = credentials) {
  return createXadisActivities({ mailer, partner, partnerClient: client ?? createPartnerClient({ url: simulator.url }), now: () => NOW });
}

/** A finished ERP answer of `count` sales rows stored as the agent stores it: the first 500 in `response`, the rest in chunks of 500. */
async function salesAnswer(count: number, unknownAt = -1): Promise<string> {
  const rows = Array.from({ length: count }, (_, index) => ({
    date: '20/11/2026',
    storeId: `CO1${String(index).padStart(4, '0')}`,
    sku: index === unknownAt ? 'NOEXISTE' : catalogue[index % catalogue.length],
    quantity: 1 + (index % 5),
    amount: 18.5 * (1 + (index % 5)),
  }));
  const parts = Array.from({ length: Math.ceil(rows.length / 500) }, (_, index) => rows.slice(index * 500, (index + 1) * 500));
  const request = await RemoteRequestModel.create({
    request: 'salesRange',
    operation: 'salesRange',
    companyId: 1,
    startDate: Math.floor(NOW / 1000),
    requestKey: `test:${Math.random()}`,
    status: 'done',
    response: JSON.stringify(parts[0] ?? []),
    chunkCount: Math.max(0, parts.length - 1),
    endDate: Math.floor(NOW / 1000),
  });
  for (const [index, part] of parts.slice(1).entries()) await RemoteRequestChunkModel.create({ requestId: request._id, index, data: JSON.stringify(part) });
  return String(request._id);
}

async function openTransmission(transmissionId: string) {
  await run(activities().openTransmission, { transmissionId, from: '2026-11-20', to: '2026-11-20', requestedBy: 'xadis', scheduled: false, startedAt: NOW });
}

const counts = (overrides: Partial<KindCounts> = {}): KindCounts => ({ ...emptyKindCounts(), ...overrides });

beforeAll(async () => {
  database = await startTestDatabase();
  await Promise.all([RemoteRequestModel.init(), RemoteRequestChunkModel.init(), PartnerBatchModel.init(), XadisTransmissionModel.init(), XadisEmptyContainerModel.init(), EmptyContainerWindowModel.init()]);
}, 60_000);
afterAll(async () => {
  await simulator?.close();
  await database?.close();
});
beforeEach(async () => {
  await Promise.all(
    [RemoteRequestModel, RemoteRequestChunkModel, PartnerBatchModel, XadisTransmissionModel, XadisSettingsModel, XadisEmptyContainerModel, EmptyContainerWindowModel].map((model) =>
      (model as unknown as typeof RemoteRequestModel).deleteMany({}),
    ),
  );
  await simulator?.close();
  simulator = await startPartnerSimulator({ credentials: [credentials], catalogue });
  mails = [];
});

describe('partner session', () => {
  it('answers a refused login as an outcome (the workflow e-mails it), not as an error to retry', async () => {
    const outcome = await run(activities(undefined, { ...credentials, password: 'equivocada' }).partnerLogin, { transmissionId: 'tx-1' });
    expect(outcome).toMatchObject({ ok: false });
    expect(simulator.openSessions()).toBe(0);
  });

  it('an unreachable partner is a login failure too', async () => {
    const down = createPartnerClient({ url: 'http://127.0.0.1:9' });
    const outcome = await run(activities(down).partnerLogin, { transmissionId: 'tx-2' });
    expect(outcome.ok).toBe(false);
  });

  it('logs in with the configured warehouse code and logs out; a logout the partner cannot take does not fail', async () => {
    const outcome = await run(activities().partnerLogin, { transmissionId: 'tx-3' });
    if (!outcome.ok) throw new Error(outcome.detail);
    expect(outcome.session.warehouseCode).toBe('BAMA01');
    expect(simulator.openSessions()).toBe(1);
    await run(activities().partnerLogout, { session: outcome.session });
    expect(simulator.openSessions()).toBe(0);
    const failing: PartnerClient = { ...createPartnerClient({ url: simulator.url }), logout: async () => Promise.reject(new IntegrationError('PARTNER_UNREACHABLE', { detail: 'HTTP 503' })) };
    await expect(run(activities(failing).partnerLogout, { session: outcome.session })).resolves.toBeUndefined();
  });
});

describe('batches', () => {
  it('reads its 500 rows from the ERP answer and reaches the partner once per key, however often it runs', async () => {
    await openTransmission('tx-batch');
    const requestId = await salesAnswer(1_200, 510);
    const login = await run(activities().partnerLogin, { transmissionId: 'tx-batch' });
    if (!login.ok) throw new Error(login.detail);
    const input = { transmissionId: 'tx-batch', kind: 'sales' as const, requestId, batchIndex: 1, session: login.session, before: counts({ records: 1_200, batches: 3, batchesSent: 1, validated: 500, inserted: 500 }) };
    const first = await run(activities().sendPartnerBatch, input);
    expect(first).toMatchObject({ validated: 499, errors: 1, rejected: false, duplicate: false });
    // The retry (the worker died before reporting): the partner is not called again and the record keeps the same absolute counts.
    const again = await run(activities().sendPartnerBatch, input);
    expect(again.duplicate).toBe(true);
    expect(simulator.stored('ventaJson')).toHaveLength(499);
    expect(await PartnerBatchModel.countDocuments()).toBe(1);
    const record = await XadisTransmissionModel.findOne({ transmissionId: 'tx-batch' }).lean();
    expect(record?.sales).toMatchObject({ batchesSent: 2, validated: 999, errors: 1 });
    expect(record?.errorItems).toEqual([{ kind: 'sales', sku: 'NOEXISTE', msg: 'SKU no existe en el catálogo' }]);
    // The last batch holds the remaining 200 rows.
    await run(activities().sendPartnerBatch, { ...input, batchIndex: 2, before: record!.sales as KindCounts });
    expect(simulator.stored('ventaJson')).toHaveLength(699);
  });

  it('sends a run of consecutive batches, each once by its own key; a run repeated after a crash sends nothing again', async () => {
    await openTransmission('tx-run');
    const requestId = await salesAnswer(1_200, 510);
    const login = await run(activities().partnerLogin, { transmissionId: 'tx-run' });
    if (!login.ok) throw new Error(login.detail);
    const input = { transmissionId: 'tx-run', kind: 'sales' as const, requestId, firstBatch: 0, batchCount: 3, session: login.session, before: counts({ records: 1_200, batches: 3 }) };
    const first = await run(activities().sendPartnerBatchRun, input);
    expect(first).toEqual({ batchesSent: 3, validated: 1_199, inserted: 1_199, errors: 1, rejectedBatches: 0, stopped: null, ended: false });
    const again = await run(activities().sendPartnerBatchRun, input);
    expect(again).toMatchObject({ batchesSent: 3, validated: 1_199, stopped: null });
    expect(simulator.stored('ventaJson')).toHaveLength(1_199);
    expect((await PartnerBatchModel.find({}).lean()).map((batch) => batch.idempotencyKey).sort()).toEqual(['tx-run:ventaJson:BAMA01:00000', 'tx-run:ventaJson:BAMA01:00001', 'tx-run:ventaJson:BAMA01:00002']);
    const record = await XadisTransmissionModel.findOne({ transmissionId: 'tx-run' }).lean();
    expect(record?.sales).toMatchObject({ batchesSent: 3, validated: 1_199, errors: 1 });
    expect(record?.errorItems).toEqual([{ kind: 'sales', sku: 'NOEXISTE', msg: 'SKU no existe en el catálogo' }]);
  });

  it('a run heartbeats after each batch (Temporal\'s Context) and a retried attempt resumes after the last heartbeat, counting what went before', async () => {
    await openTransmission('tx-beat');
    const requestId = await salesAnswer(1_200, 510);
    const login = await run(activities().partnerLogin, { transmissionId: 'tx-beat' });
    if (!login.ok) throw new Error(login.detail);
    const input = { transmissionId: 'tx-beat', kind: 'sales' as const, requestId, firstBatch: 0, batchCount: 3, session: login.session, before: counts({ records: 1_200, batches: 3 }) };
    const real = createPartnerClient({ url: simulator.url });
    let calls = 0;
    const failThird: PartnerClient = { ...real, sendBatch: async (...args) => (++calls === 3 ? Promise.reject(new Error('socket hang up')) : real.sendBatch(...args)) };
    const beats: BatchRunProgress[] = [];
    const first = new MockActivityEnvironment();
    first.on('heartbeat', (details: BatchRunProgress) => beats.push(details));
    const firstRun = activities(failThird).sendPartnerBatchRun;
    const stopped = await first.run(() => runInActivityContext(temporalActivityContext(Context.current()), () => firstRun(input)));
    expect(stopped).toMatchObject({ batchesSent: 2, stopped: { batchIndex: 2, retryable: true } });
    expect(beats.map((beat) => beat.nextBatch)).toEqual([1, 2]);
    // The retry gets the last heartbeat: it starts at batch 2 (no claim read for 0 and 1) and reports the whole run.
    const sent: number[] = [];
    const counting: PartnerClient = { ...real, sendBatch: async (...args) => (sent.push(args[3].length), real.sendBatch(...args)) };
    const retry = new MockActivityEnvironment({ heartbeatDetails: beats.at(-1), attempt: 2 });
    const retryRun = activities(counting).sendPartnerBatchRun;
    const resumed = await retry.run(() => runInActivityContext(temporalActivityContext(Context.current()), () => retryRun(input)));
    expect(resumed).toEqual({ batchesSent: 3, validated: 1_199, inserted: 1_199, errors: 1, rejectedBatches: 0, stopped: null, ended: false });
    expect(sent).toEqual([200]);
    expect(simulator.stored('ventaJson')).toHaveLength(1_199);
    expect(await PartnerBatchModel.countDocuments({ idempotencyKey: { $regex: '^tx-beat:' } })).toBe(3);
  });

  it('a run stops at the batch that fails and says whether it may be retried; what went before it is counted', async () => {
    await openTransmission('tx-stop');
    const requestId = await salesAnswer(1_200);
    const real = createPartnerClient({ url: simulator.url });
    let calls = 0;
    const failSecond = (error: Error): PartnerClient => ({ ...real, sendBatch: async (...args) => (++calls === 2 ? Promise.reject(error) : real.sendBatch(...args)) });
    const login = await run(activities().partnerLogin, { transmissionId: 'tx-stop' });
    if (!login.ok) throw new Error(login.detail);
    const input = { transmissionId: 'tx-stop', kind: 'sales' as const, requestId, firstBatch: 0, batchCount: 3, session: login.session, before: counts() };
    const down = await run(activities(failSecond(new IntegrationError('PARTNER_UNREACHABLE', { detail: 'HTTP 503' }))).sendPartnerBatchRun, input);
    expect(down).toMatchObject({ batchesSent: 1, validated: 500, stopped: { batchIndex: 1, retryable: true } });
    expect(simulator.stored('ventaJson')).toHaveLength(500);
    expect((await XadisTransmissionModel.findOne({ transmissionId: 'tx-stop' }).lean())?.sales).toMatchObject({ batchesSent: 1, validated: 500 });
    calls = 0;
    const expired = await run(activities(failSecond(new IntegrationError('PARTNER_SESSION_EXPIRED', { detail: 'sesion expirada' }))).sendPartnerBatchRun, { ...input, transmissionId: 'tx-stop-2' });
    expect(expired).toMatchObject({ batchesSent: 1, stopped: { batchIndex: 1, retryable: false } });
  });

  it('gives one batch per chunk of an ERP answer, and none when the agent answered no rows (nothing sent, 0/0)', async () => {
    const until = NOW + 60_000;
    await expect(run(activities().awaitErpHead, { requestId: await salesAnswer(1_234), until, pollIntervalMs: 10 })).resolves.toEqual({ batches: 3 });
    await expect(run(activities().awaitErpHead, { requestId: await salesAnswer(500), until, pollIntervalMs: 10 })).resolves.toEqual({ batches: 1 });
    const empty = await salesAnswer(0);
    expect((await RemoteRequestModel.findById(empty).lean())?.response).toBe('[]');
    await expect(run(activities().awaitErpHead, { requestId: empty, until, pollIntervalMs: 10 })).resolves.toEqual({ batches: 0 });
    await expect(run(activities().countErpAnswer, { requestId: empty })).resolves.toEqual({ rows: 0 });
  });

  it('counts the rows of a chunked ERP answer without reading them into one list', async () => {
    const requestId = await salesAnswer(1_234);
    await expect(run(activities().countErpAnswer, { requestId })).resolves.toEqual({ rows: 1_234 });
  });

  it('an expired partner session is not retried (the workflow counts the batch as failed)', async () => {
    await openTransmission('tx-expired');
    const requestId = await salesAnswer(10);
    const expired: PartnerClient = {
      ...createPartnerClient({ url: simulator.url }),
      sendBatch: async () => Promise.reject(new IntegrationError('PARTNER_SESSION_EXPIRED', { detail: 'sesion expirada' })),
    };
    const failure = await run(activities(expired).sendPartnerBatch, { transmissionId: 'tx-expired', kind: 'sales', requestId, batchIndex: 0, session: { id: 'old', warehouseCode: 'BAMA01' }, before: counts() }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ type: 'PartnerSessionExpired', nonRetryable: true });
  });
});

describe('e-mails', () => {
  it('the summary goes to the seven recipients with the success subject, or the error subject when a batch failed; once per transmission', async () => {
    await openTransmission('tx-ok');
    const clean = { transmissionId: 'tx-ok', from: '2026-11-20', to: '2026-11-20', counts: { sales: counts({ records: 10, batches: 1, batchesSent: 1, validated: 10, inserted: 10 }), inventory: counts() }, endedAt: NOW };
    await expect(run(activities().sendTransmissionSummary, clean)).resolves.toEqual({ subject: SUCCESS_SUBJECT, recipients: 7 });
    await run(activities().sendTransmissionSummary, clean);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toHaveLength(7);
    expect(await XadisTransmissionModel.findOne({ transmissionId: 'tx-ok' }).lean()).toMatchObject({ status: 'sent', emailSubject: SUCCESS_SUBJECT });

    await openTransmission('tx-bad');
    const failed = { ...clean, transmissionId: 'tx-bad', counts: { sales: clean.counts.sales, inventory: counts({ records: 600, batches: 2, batchesSent: 1, failedBatches: 1 }) } };
    await expect(run(activities().sendTransmissionSummary, failed)).resolves.toMatchObject({ subject: ERROR_SUBJECT });
    expect(mails.map((mail) => mail.subject)).toEqual([SUCCESS_SUBJECT, ERROR_SUBJECT]);
    expect(await XadisTransmissionModel.findOne({ transmissionId: 'tx-bad' }).lean()).toMatchObject({ status: 'error', emailSubject: ERROR_SUBJECT });
  });

  it('a transmission that failed half way e-mails the internal list with the range and what was sent, once; its status stays failed', async () => {
    await openTransmission('tx-half');
    await run(activities().closeTransmission, { transmissionId: 'tx-half', status: 'failed', message: 'El ERP no responde', endedAt: NOW });
    const input = { transmissionId: 'tx-half', from: '2026-11-01', to: '2026-11-20', detail: 'El ERP no responde', counts: { sales: counts({ batches: 3, batchesSent: 1 }), inventory: counts() } };
    await run(activities().sendTransmissionFailure, input);
    await run(activities().sendTransmissionFailure, input);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: LOGIN_FAILURE_SUBJECT, to: ['sistemas@bama.example.com', 'distribucion@bama.example.com'] });
    expect(mails[0]?.html).toContain('2026-11-01');
    expect(mails[0]?.html).toContain('Ventas: 1 de 3 lotes enviados');
    expect(mails[0]?.html).toContain('El ERP no responde');
    expect(await XadisTransmissionModel.findOne({ transmissionId: 'tx-half' }).lean()).toMatchObject({ status: 'failed', emailSubject: LOGIN_FAILURE_SUBJECT });
  });

  it('a communication failure e-mails the internal list with the date range, once', async () => {
    await openTransmission('tx-down');
    const input = { transmissionId: 'tx-down', from: '2026-11-01', to: '2026-11-20', detail: 'Credenciales inválidas', endedAt: NOW };
    await run(activities().sendLoginFailure, input);
    await run(activities().sendLoginFailure, input);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: LOGIN_FAILURE_SUBJECT, to: ['sistemas@bama.example.com', 'distribucion@bama.example.com'] });
    expect(mails[0]?.html).toContain('2026-11-01');
    expect(mails[0]?.html).toContain('2026-11-20');
    expect(await XadisTransmissionModel.findOne({ transmissionId: 'tx-down' }).lean()).toMatchObject({ status: 'loginFailed', emailSubject: LOGIN_FAILURE_SUBJECT });
  });

  it('reminds about the empty-container report only when the window’s report was not sent, at most once per window', async () => {
    const windowStart = Date.parse('2026-11-20T15:00:00Z');
    const stock = [{ articleKey: 'E0101', articleName: 'Envase', familyKey: 'ENVR', stock: 110_120 }];
    await run(activities().storeWindowStock, { windowStart, windowEnd: windowStart + 86_400_000, day: '2026-11-20', rows: stock, error: null, readAt: NOW });
    // A report saved but not sent ('Guardar' only) still gets the reminder.
    const report = { startDate: windowStart + 60_000, windowStart, day: '2026-11-20', xadisEmptyContainerAttendantId: 'u1', state: 1, erpTotal: 10, boxTotal: 4, emptyContainers: [] };
    await XadisEmptyContainerModel.create(report);
    await expect(run(activities().remindUnsentReport, { windowStart, day: '2026-11-20' })).resolves.toEqual({ reminded: true });
    await run(activities().remindUnsentReport, { windowStart, day: '2026-11-20' });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: REMINDER_SUBJECT, to: ['distribucion@bama.example.com', 'almacen.central@bama.example.com'] });
    expect(mails[0]?.html).toContain('Total ERP: 10 cajas');

    // The next window's report was sent: no reminder.
    const next = windowStart + 86_400_000;
    await XadisEmptyContainerModel.create({ ...report, windowStart: next, day: '2026-11-21', endDate: next + 3_600_000, shippingDate: '2026-11-21' });
    await expect(run(activities().remindUnsentReport, { windowStart: next, day: '2026-11-21' })).resolves.toEqual({ reminded: false });
    expect(mails).toHaveLength(1);
  });

  it('keys the window by its day: a stock stored with the after-midnight start (08:55) updates the same window', async () => {
    const opensAt = Date.parse('2026-11-20T15:00:00Z');
    const stock = [{ articleKey: 'E0101', articleName: 'Envase', familyKey: 'ENVR', stock: 110_120 }];
    await run(activities().storeWindowStock, { windowStart: opensAt, windowEnd: opensAt + 86_400_000, day: '2026-11-20', rows: stock, error: null, readAt: NOW });
    await run(activities().storeWindowStock, { windowStart: opensAt + 86_100_000, windowEnd: opensAt + 86_400_000, day: '2026-11-20', rows: [{ ...stock[0]!, stock: 110_240 }], error: null, readAt: NOW });
    const windows = await EmptyContainerWindowModel.find({}).lean();
    expect(windows.map((window) => [window.day, window.windowStart, window.erpRows[0]?.stock])).toEqual([['2026-11-20', opensAt, 110_240]]);
    // A report made after midnight (stored with the day's key) stops the reminder.
    await XadisEmptyContainerModel.create({ startDate: opensAt + 80_000_000, windowStart: opensAt, day: '2026-11-20', endDate: opensAt + 81_000_000, shippingDate: '2026-11-21', xadisEmptyContainerAttendantId: 'u1', state: 1, erpTotal: 20, boxTotal: 20, emptyContainers: [] });
    await expect(run(activities().remindUnsentReport, { windowStart: opensAt + 86_100_000, day: '2026-11-20' })).resolves.toEqual({ reminded: false });
  });
});
