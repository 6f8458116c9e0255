import { describe, expect, it } from 'vitest';
import { RemoteRequestChunkModel, RemoteRequestModel } from '../../db/models/erp/remoteRequest';
import { PartnerBatchModel } from '../../db/models/xadis/partnerBatch';
import { XadisTransmissionModel } from '../../db/models/xadis';
import { SUCCESS_SUBJECT } from '../../domain/xadis/transmissions';
import { createPartnerClient, type PartnerClient } from '../../integrations/xadis';
import { partnerTransmissionProgressQuery, type PartnerTransmissionResult } from './partnerTransmission';
import { credentials, input, logoutTimers, run, startWorkflows, tx, useTransmissionTest } from './testing';

useTransmissionTest();

describe('partner transmission on the embedded runtime', () => {
  it('sends sales then inventory in batches of 500, reports the unknown SKU, logs out 60 s later and e-mails the summary', async () => {
    const result = await run('tx-main');
    expect(result).toMatchObject({ status: 'sent', subject: SUCCESS_SUBJECT });
    expect(result.sales).toMatchObject({ records: 1200, batches: 3, batchesSent: 3, validated: 1199, errors: 1, failedBatches: 0 });
    expect(result.inventory).toMatchObject({ records: 700, batches: 2, batchesSent: 2, validated: 700, inserted: 700, errors: 0 });
    expect(await tx.workflows!.gateway.query('tx-main', partnerTransmissionProgressQuery)).toMatchObject({ state: 'done' });
    // Sales first (a few batches in flight at once), then inventory, each batch once.
    const batches = await PartnerBatchModel.find({}).sort({ createdAt: 1, _id: 1 }).lean();
    expect(batches.map((batch) => batch.kind)).toEqual(['ventaJson', 'ventaJson', 'ventaJson', 'inventarioJson', 'inventarioJson']);
    expect([...batches].sort((a, b) => a.idempotencyKey.localeCompare(b.idempotencyKey)).map((batch) => [batch.kind, batch.recordCount])).toEqual([
      ['inventarioJson', 500],
      ['inventarioJson', 200],
      ['ventaJson', 500],
      ['ventaJson', 500],
      ['ventaJson', 200],
    ]);
    // Every batch recorded as sent with the partner's answer (a run's last one by the next run's first claim).
    expect(batches.map((batch) => [batch.status, batch.sentAt instanceof Date, batch.validated > 0])).toEqual(Array(5).fill(['sent', true, true]));
    expect(tx.simulator.openSessions()).toBe(0);
    // The 60 s logout delay (an error item came back) is a durable timer, started after the last batch and before the logout.
    const { logout, lastBatch, timers } = await logoutTimers('tx-main');
    expect(logout).toBeGreaterThan(lastBatch);
    expect(timers.filter((timer) => timer.index > lastBatch && timer.index < logout)).toEqual([{ index: expect.any(Number), durationMs: 60_000 }]);
    expect(tx.mails).toHaveLength(1);
    expect(tx.mails[0]?.to).toHaveLength(7);
    expect(tx.mails[0]?.html).toContain('NOEXISTE');
    const record = await XadisTransmissionModel.findOne({ transmissionId: 'tx-main' }).lean();
    expect(record).toMatchObject({ status: 'sent', emailSubject: SUCCESS_SUBJECT, sales: { batchesSent: 3, errors: 1 }, inventory: { batchesSent: 2 } });
    expect(record?.errorItems).toEqual([{ kind: 'sales', sku: 'NOEXISTE', msg: 'SKU no existe en el catálogo' }]);
    // The ERP requests are removed once sent.
    expect(await RemoteRequestModel.countDocuments()).toBe(0);
  });

  it('the live progress counts the records sent so far while a kind is sending, and the exact records once it ended', async () => {
    const real = createPartnerClient({ url: tx.simulator.url });
    const seen: { sales: { records: number; batchesSent: number } }[] = [];
    let salesCalls = 0;
    const client: PartnerClient = {
      ...real,
      sendBatch: async (kind, session, warehouse, chunk) => {
        // The third sales batch (the second run): the first run (two batches) is in the workflow's counts.
        if (kind === 'ventaJson' && ++salesCalls === 3) seen.push(await tx.workflows!.gateway.query('tx-live', partnerTransmissionProgressQuery));
        return real.sendBatch(kind, session, warehouse, chunk);
      },
    };
    const result = await run('tx-live', client);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ state: 'sending', kind: 'sales', sales: { batches: 3, batchesSent: 2, records: 1000 } });
    expect(result.sales).toMatchObject({ records: 1200, batchesSent: 3 });
    expect(await tx.workflows!.gateway.query('tx-live', partnerTransmissionProgressQuery)).toMatchObject({
      sales: { records: 1200 },
      inventory: { records: 700 },
    });
  });

  it('the live progress of a run started batch by batch counts the records sent so far, capped at the known total', async () => {
    const real = createPartnerClient({ url: tx.simulator.url });
    const seen: { sales: { records: number; batchesSent: number } }[] = [];
    const client: PartnerClient = {
      ...real,
      sendBatch: async (kind, session, warehouse, chunk) => {
        seen.push(await tx.workflows!.gateway.query('tx-live-legacy', partnerTransmissionProgressQuery));
        return real.sendBatch(kind, session, warehouse, chunk);
      },
    };
    await run('tx-live-legacy', client, credentials, { from: '2026-10-01', to: '2026-10-31', requestedBy: 'xadis', batchWindow: 1 });
    // Before each sales batch: 0, 500, 1000 records sent; then inventory starts with the sales' exact 1,200.
    expect(seen.slice(0, 4).map((progress) => progress.sales.records)).toEqual([0, 500, 1000, 1200]);
  });

  it('logs out at once (no timer) after a clean transmission', async () => {
    tx.range = 'clean';
    const result = await run('tx-clean');
    expect(result).toMatchObject({ status: 'sent', sales: { batchesSent: 3, errors: 0, failedBatches: 0 }, inventory: { batchesSent: 2, errors: 0 } });
    const { logout, timers } = await logoutTimers('tx-clean');
    expect(logout).toBeGreaterThan(0);
    expect(timers).toEqual([]);
    expect(tx.simulator.openSessions()).toBe(0);
  });

  it('an empty range sends no batch: 0 of 0 per kind, the summary still goes', async () => {
    tx.range = 'empty';
    const result = await run('tx-empty');
    expect(result).toMatchObject({ status: 'sent', subject: SUCCESS_SUBJECT });
    for (const kind of ['sales', 'inventory'] as const) expect(result[kind]).toMatchObject({ records: 0, batches: 0, batchesSent: 0, failedBatches: 0 });
    expect(await PartnerBatchModel.countDocuments()).toBe(0);
    expect(tx.simulator.stored('ventaJson')).toHaveLength(0);
    expect(await tx.workflows!.gateway.query('tx-empty', partnerTransmissionProgressQuery)).toMatchObject({
      state: 'done',
      sales: { batches: 0, batchesSent: 0 },
      inventory: { batches: 0, batchesSent: 0 },
    });
    expect(await XadisTransmissionModel.findOne({ transmissionId: 'tx-empty' }).lean()).toMatchObject({
      status: 'sent',
      sales: { records: 0, batches: 0 },
      inventory: { records: 0, batches: 0 },
    });
    expect(tx.mails).toHaveLength(1);
  });

  it('sends a run of consecutive batches per step, each batch still once by its own key', async () => {
    const result = await run('tx-runs');
    expect(result.sales).toMatchObject({ batchesSent: 3, validated: 1199, errors: 1 });
    const history = (await tx.workflows!.runtime.describe('tx-runs')).history as unknown as { type: string; activityType?: string }[];
    const sending = history.filter((event) => event.type === 'ActivityScheduled' && event.activityType?.startsWith('sendPartnerBatch'));
    // Sales in two runs (batches 0-1, then 2), inventory in one (0-1): three steps for five batches.
    expect(sending.map((event) => event.activityType)).toEqual(['sendPartnerBatchRun', 'sendPartnerBatchRun', 'sendPartnerBatchRun']);
    expect((await PartnerBatchModel.find({}).lean()).map((batch) => batch.idempotencyKey).sort()).toEqual([
      'tx-runs:inventarioJson:BAMA01:00000',
      'tx-runs:inventarioJson:BAMA01:00001',
      'tx-runs:ventaJson:BAMA01:00000',
      'tx-runs:ventaJson:BAMA01:00001',
      'tx-runs:ventaJson:BAMA01:00002',
    ]);
  });

  it('starts sending while the ERP agent is still writing the answer (the first rows and the chunk count come first)', async () => {
    const real = createPartnerClient({ url: tx.simulator.url });
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
    tx.workflows = await startWorkflows(client, credentials, async (created, [head, ...rest]) => {
      const id = created.requestId;
      await RemoteRequestModel.updateOne({ _id: id }, { $set: { status: 'running', response: JSON.stringify(head), chunkCount: rest.length } });
      pending.push(async () => {
        for (const [index, part] of rest.entries())
          await RemoteRequestChunkModel.updateOne({ requestId: id, index }, { $set: { data: JSON.stringify(part) } }, { upsert: true });
        await RemoteRequestModel.updateOne({ _id: id }, { $set: { status: 'done', endDate: Math.floor(tx.clock.now() / 1000) } });
      });
    });
    await tx.workflows.gateway.start('partnerTransmission', { ...input, pollIntervalMs: 20 }, { workflowId: 'tx-stream' });
    const result = await tx.clock.runUntil(tx.workflows.gateway.result<PartnerTransmissionResult>('tx-stream'));
    expect(result).toMatchObject({
      status: 'sent',
      sales: { records: 1200, batches: 3, batchesSent: 3, errors: 1 },
      inventory: { records: 700, batches: 2, batchesSent: 2 },
    });
    // The first sales batch went out before the agent finished either answer.
    expect(sentBeforeComplete[0]).toBe('ventaJson');
    expect(tx.simulator.stored('ventaJson')).toHaveLength(1199);
    expect(await RemoteRequestModel.countDocuments()).toBe(0);
  });

  it('a run started batch by batch (no batchesPerRun, as before runs existed) still sends one batch per step', async () => {
    const result = await run('tx-legacy', undefined, credentials, { from: '2026-10-01', to: '2026-10-31', requestedBy: 'xadis' });
    expect(result).toMatchObject({ status: 'sent', sales: { batchesSent: 3, errors: 1 }, inventory: { batchesSent: 2 } });
    const history = (await tx.workflows!.runtime.describe('tx-legacy')).history as unknown as { type: string; activityType?: string }[];
    expect(history.filter((event) => event.type === 'ActivityScheduled' && event.activityType === 'sendPartnerBatch')).toHaveLength(5);
  });
});
