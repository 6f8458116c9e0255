import { Context } from '@temporalio/activity';
import { MockActivityEnvironment } from '@temporalio/testing';
import { runInActivityContext, temporalActivityContext } from './activityContext';
import { describe, expect, it } from 'vitest';
import { RemoteRequestModel } from '../../db/models/erp/remoteRequest';
import { PartnerBatchModel } from '../../db/models/xadis/partnerBatch';
import { XadisTransmissionModel } from '../../db/models/xadis';
import { type KindCounts } from '../../domain/xadis/transmissions';
import { createPartnerClient, type PartnerClient } from '../../integrations/xadis';
import { IntegrationError } from '../../integrations/shared/errors';
import { type BatchRunProgress } from './xadis';
import { activities, counts, credentials, NOW, openTransmission, partnerSimulator, run, salesAnswer, useXadisActivitiesTest } from './testing/xadis';

/**
 * The xadis activities as Temporal runs them (MockActivityEnvironment), against the partner
 * simulator and the test database: each is safe to run again after a retry (a batch reaches the
 * partner once per key, an e-mail goes once per key), and each outcome picks its e-mail.
 */
useXadisActivitiesTest();

describe('partner session', () => {
  it('answers a refused login as an outcome (the workflow e-mails it), not as an error to retry', async () => {
    const outcome = await run(activities(undefined, { ...credentials, password: 'equivocada' }).partnerLogin, { transmissionId: 'tx-1' });
    expect(outcome).toMatchObject({ ok: false });
    expect(partnerSimulator().openSessions()).toBe(0);
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
    expect(partnerSimulator().openSessions()).toBe(1);
    await run(activities().partnerLogout, { session: outcome.session });
    expect(partnerSimulator().openSessions()).toBe(0);
    const failing: PartnerClient = {
      ...createPartnerClient({ url: partnerSimulator().url }),
      logout: async () => Promise.reject(new IntegrationError('PARTNER_UNREACHABLE', { detail: 'HTTP 503' })),
    };
    await expect(run(activities(failing).partnerLogout, { session: outcome.session })).resolves.toBeUndefined();
  });
});

describe('batches', () => {
  it('reads its 500 rows from the ERP answer and reaches the partner once per key, however often it runs', async () => {
    await openTransmission('tx-batch');
    const requestId = await salesAnswer(1_200, 510);
    const login = await run(activities().partnerLogin, { transmissionId: 'tx-batch' });
    if (!login.ok) throw new Error(login.detail);
    const input = {
      transmissionId: 'tx-batch',
      kind: 'sales' as const,
      requestId,
      batchIndex: 1,
      session: login.session,
      before: counts({ records: 1_200, batches: 3, batchesSent: 1, validated: 500, inserted: 500 }),
    };
    const first = await run(activities().sendPartnerBatch, input);
    expect(first).toMatchObject({ validated: 499, errors: 1, rejected: false, duplicate: false });
    // The retry (the worker died before reporting): the partner is not called again and the record keeps the same absolute counts.
    const again = await run(activities().sendPartnerBatch, input);
    expect(again.duplicate).toBe(true);
    expect(partnerSimulator().stored('ventaJson')).toHaveLength(499);
    expect(await PartnerBatchModel.countDocuments()).toBe(1);
    const record = await XadisTransmissionModel.findOne({ transmissionId: 'tx-batch' }).lean();
    expect(record?.sales).toMatchObject({ batchesSent: 2, validated: 999, errors: 1 });
    expect(record?.errorItems).toEqual([{ kind: 'sales', sku: 'NOEXISTE', msg: 'SKU no existe en el catálogo' }]);
    // The last batch holds the remaining 200 rows.
    await run(activities().sendPartnerBatch, { ...input, batchIndex: 2, before: record!.sales as KindCounts });
    expect(partnerSimulator().stored('ventaJson')).toHaveLength(699);
  });

  it('sends a run of consecutive batches, each once by its own key; a run repeated after a crash sends nothing again', async () => {
    await openTransmission('tx-run');
    const requestId = await salesAnswer(1_200, 510);
    const login = await run(activities().partnerLogin, { transmissionId: 'tx-run' });
    if (!login.ok) throw new Error(login.detail);
    const input = {
      transmissionId: 'tx-run',
      kind: 'sales' as const,
      requestId,
      firstBatch: 0,
      batchCount: 3,
      session: login.session,
      before: counts({ records: 1_200, batches: 3 }),
    };
    const first = await run(activities().sendPartnerBatchRun, input);
    expect(first).toEqual({ batchesSent: 3, validated: 1_199, inserted: 1_199, errors: 1, rejectedBatches: 0, stopped: null, ended: false });
    const again = await run(activities().sendPartnerBatchRun, input);
    expect(again).toMatchObject({ batchesSent: 3, validated: 1_199, stopped: null });
    expect(partnerSimulator().stored('ventaJson')).toHaveLength(1_199);
    expect((await PartnerBatchModel.find({}).lean()).map((batch) => batch.idempotencyKey).sort()).toEqual([
      'tx-run:ventaJson:BAMA01:00000',
      'tx-run:ventaJson:BAMA01:00001',
      'tx-run:ventaJson:BAMA01:00002',
    ]);
    const record = await XadisTransmissionModel.findOne({ transmissionId: 'tx-run' }).lean();
    expect(record?.sales).toMatchObject({ batchesSent: 3, validated: 1_199, errors: 1 });
    expect(record?.errorItems).toEqual([{ kind: 'sales', sku: 'NOEXISTE', msg: 'SKU no existe en el catálogo' }]);
  });

  it.each([
    { case: 'before the end: it hands its last completion to the next run', batchCount: 2, ended: false, handed: true, sent: 1 },
    { case: 'at the end (the next run would find nothing): it ends the kind and writes its own', batchCount: 3, ended: true, handed: false, sent: 3 },
  ])('a run that hands over and stops $case', async ({ batchCount, ended, handed, sent }) => {
    await openTransmission('tx-end');
    const requestId = await salesAnswer(1_500);
    const login = await run(activities().partnerLogin, { transmissionId: 'tx-end' });
    if (!login.ok) throw new Error(login.detail);
    const outcome = await run(activities().sendPartnerBatchRun, {
      transmissionId: 'tx-end',
      kind: 'sales' as const,
      requestId,
      firstBatch: 0,
      batchCount,
      session: login.session,
      before: counts(),
      waitForChunks: { until: NOW + 60_000, pollIntervalMs: 10 },
      handOver: true,
    });
    expect(outcome).toMatchObject({ batchesSent: batchCount, ended, stopped: null });
    expect(outcome.lastCompletion !== undefined).toBe(handed);
    expect(await PartnerBatchModel.countDocuments({ status: 'sent' })).toBe(sent);
  });

  it("a run heartbeats after each batch (Temporal's Context) and a retried attempt resumes after the last heartbeat, counting what went before", async () => {
    await openTransmission('tx-beat');
    const requestId = await salesAnswer(1_200, 510);
    const login = await run(activities().partnerLogin, { transmissionId: 'tx-beat' });
    if (!login.ok) throw new Error(login.detail);
    const input = {
      transmissionId: 'tx-beat',
      kind: 'sales' as const,
      requestId,
      firstBatch: 0,
      batchCount: 3,
      session: login.session,
      before: counts({ records: 1_200, batches: 3 }),
    };
    const real = createPartnerClient({ url: partnerSimulator().url });
    let calls = 0;
    const failThird: PartnerClient = {
      ...real,
      sendBatch: async (...args) => (++calls === 3 ? Promise.reject(new Error('socket hang up')) : real.sendBatch(...args)),
    };
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
    expect(partnerSimulator().stored('ventaJson')).toHaveLength(1_199);
    expect(await PartnerBatchModel.countDocuments({ idempotencyKey: { $regex: '^tx-beat:' } })).toBe(3);
  });

  it('a run stops at the batch that fails and says whether it may be retried; what went before it is counted', async () => {
    await openTransmission('tx-stop');
    const requestId = await salesAnswer(1_200);
    const real = createPartnerClient({ url: partnerSimulator().url });
    let calls = 0;
    const failSecond = (error: Error): PartnerClient => ({
      ...real,
      sendBatch: async (...args) => (++calls === 2 ? Promise.reject(error) : real.sendBatch(...args)),
    });
    const login = await run(activities().partnerLogin, { transmissionId: 'tx-stop' });
    if (!login.ok) throw new Error(login.detail);
    const input = { transmissionId: 'tx-stop', kind: 'sales' as const, requestId, firstBatch: 0, batchCount: 3, session: login.session, before: counts() };
    const down = await run(activities(failSecond(new IntegrationError('PARTNER_UNREACHABLE', { detail: 'HTTP 503' }))).sendPartnerBatchRun, input);
    expect(down).toMatchObject({ batchesSent: 1, validated: 500, stopped: { batchIndex: 1, retryable: true } });
    expect(partnerSimulator().stored('ventaJson')).toHaveLength(500);
    expect((await XadisTransmissionModel.findOne({ transmissionId: 'tx-stop' }).lean())?.sales).toMatchObject({ batchesSent: 1, validated: 500 });
    calls = 0;
    const expired = await run(activities(failSecond(new IntegrationError('PARTNER_SESSION_EXPIRED', { detail: 'sesion expirada' }))).sendPartnerBatchRun, {
      ...input,
      transmissionId: 'tx-stop-2',
    });
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
      ...createPartnerClient({ url: partnerSimulator().url }),
      sendBatch: async () => Promise.reject(new IntegrationError('PARTNER_SESSION_EXPIRED', { detail: 'sesion expirada' })),
    };
    const failure = await run(activities(expired).sendPartnerBatch, {
      transmissionId: 'tx-expired',
      kind: 'sales',
      requestId,
      batchIndex: 0,
      session: { id: 'old', warehouseCode: 'BAMA01' },
      before: counts(),
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ type: 'PartnerSessionExpired', nonRetryable: true });
  });
});
