import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { PartnerBatchModel } from '../../db/models/xadis/partnerBatch';
import { createPartnerBatchSender, listPartnerBatches, sendPartnerBatchOnce } from './batches';
import { createPartnerClient } from './client';
import { startPartnerSimulator, type PartnerSimulator } from './simulator';
import type { PartnerBatchCompletion } from '../../domain/xadis/transmissions';

describe('partner batches are sent once per key', () => {
  let database: TestDatabase;
  let simulator: PartnerSimulator;

  beforeAll(async () => {
    database = await startTestDatabase();
    await PartnerBatchModel.init();
    simulator = await startPartnerSimulator({ port: 0, catalogue: ['100101', '100102'] });
  });
  afterAll(async () => {
    await simulator.close();
    await database.close();
  });

  it('records the partner answer and replays it for a repeated key', async () => {
    let calls = 0;
    const client = createPartnerClient({
      url: simulator.url,
      fetchImpl: (input, init) => {
        calls += 1;
        return fetch(input, init);
      },
    });
    const session = await client.login('demo', 'demo', 'BAM000101AAA', 'CO129');
    const chunk = [
      { fecha: '01/03/2026', tienda: 'T001', sku: '100101', cantidad: 3, importe: '55.5' },
      { fecha: '01/03/2026', tienda: 'T001', sku: '999999', cantidad: 1, importe: '10' },
    ];
    const input = { idempotencyKey: 'xadis-2026-03-01/ventaJson/CO129/0', kind: 'ventaJson' as const, session, warehouse: 'CO129', chunk };
    const first = await sendPartnerBatchOnce(client, input);
    expect(first).toMatchObject({ duplicate: false, validated: 1, inserted: 1, errors: [{ sku: '999999', msg: 'SKU no existe en el catálogo' }] });
    const callsAfterFirst = calls;
    const second = await sendPartnerBatchOnce(client, input);
    expect(second).toMatchObject({ duplicate: true, validated: 1, inserted: 1, errors: first.errors });
    expect(calls).toBe(callsAfterFirst);
    expect(await PartnerBatchModel.findOne({ idempotencyKey: input.idempotencyKey }).lean()).toMatchObject({
      status: 'sent',
      kind: 'ventaJson',
      recordCount: 2,
    });
  });

  it('a sender writes each chunk once, its completion together with the next claim; known keys and failures behave as with one chunk', async () => {
    let calls = 0;
    const real = createPartnerClient({ url: simulator.url });
    const client = { ...real, sendBatch: (...args: Parameters<typeof real.sendBatch>) => ((calls += 1), real.sendBatch(...args)) };
    const session = await client.login('demo', 'demo', 'BAM000101AAA', 'CO130');
    const chunk = (store: string) => [{ fecha: '02/03/2026', tienda: store, sku: '100101', cantidad: 2, importe: '37' }];
    const input = (index: number) => ({
      idempotencyKey: `sender/ventaJson/CO130/${index}`,
      kind: 'ventaJson' as const,
      session,
      warehouse: 'CO130',
      chunk: chunk(`T10${index}`),
    });
    const sender = createPartnerBatchSender(client);
    expect(await sender.send(input(0))).toMatchObject({ duplicate: false, inserted: 1 });
    // Claimed and sent; its completion waits for the next claim.
    expect(await PartnerBatchModel.findOne({ idempotencyKey: input(0).idempotencyKey }).lean()).toMatchObject({ status: 'sending' });
    // afterClaim runs once the claim is written (the previous completion with it) and before the partner is asked.
    const seenAfterClaim: { claim?: string; previous?: string; partnerCalls: number }[] = [];
    await sender.send(input(1), () => {
      seenAfterClaim.push({ partnerCalls: calls });
      void Promise.all([
        PartnerBatchModel.findOne({ idempotencyKey: input(1).idempotencyKey }).lean(),
        PartnerBatchModel.findOne({ idempotencyKey: input(0).idempotencyKey }).lean(),
      ]).then(([claim, previous]) => Object.assign(seenAfterClaim[0], { claim: claim?.status, previous: previous?.status }));
    });
    await expect.poll(() => seenAfterClaim[0]?.claim).toBeDefined();
    expect(seenAfterClaim).toEqual([{ partnerCalls: 1, claim: 'sending', previous: 'sent' }]);
    expect(await PartnerBatchModel.findOne({ idempotencyKey: input(0).idempotencyKey }).lean()).toMatchObject({ status: 'sent', inserted: 1 });
    await sender.flush();
    expect(await PartnerBatchModel.findOne({ idempotencyKey: input(1).idempotencyKey }).lean()).toMatchObject({ status: 'sent', inserted: 1 });
    // A second sender (a retried run) sends nothing again and answers what the partner said.
    const again = createPartnerBatchSender(client);
    expect(await again.send(input(0))).toMatchObject({ duplicate: true, inserted: 1 });
    expect(await again.send(input(1))).toMatchObject({ duplicate: true, inserted: 1 });
    expect(calls).toBe(2);
    // A chunk the partner could not take is marked failed, and the next send of its key retakes it.
    const failing = createPartnerBatchSender({ ...client, sendBatch: async () => Promise.reject(new Error('HTTP 503')) });
    await expect(failing.send(input(2))).rejects.toThrow('HTTP 503');
    expect(await PartnerBatchModel.findOne({ idempotencyKey: input(2).idempotencyKey }).lean()).toMatchObject({ status: 'failed' });
    expect(await createPartnerBatchSender(client).send(input(2))).toMatchObject({ duplicate: false, inserted: 1 });
    expect((await PartnerBatchModel.findOne({ idempotencyKey: input(2).idempotencyKey }).lean())?.attempts).toBe(2);
  });

  it('a sender hands its last completion to the next sender, which writes it with its first claim; one with error items is not handed', async () => {
    const client = createPartnerClient({ url: simulator.url });
    const session = await client.login('demo', 'demo', 'BAM000101AAA', 'CO131');
    const input = (index: number, sku = '100101') => ({
      idempotencyKey: `handover/ventaJson/CO131/${index}`,
      kind: 'ventaJson' as const,
      session,
      warehouse: 'CO131',
      chunk: [{ fecha: '03/03/2026', tienda: `T20${index}`, sku, cantidad: 1, importe: '12.5' }],
    });
    const status = async (index: number) => (await PartnerBatchModel.findOne({ idempotencyKey: input(index).idempotencyKey }).lean())!;
    const first = createPartnerBatchSender(client);
    await first.send(input(0));
    const handed = first.handOver();
    expect(handed).toMatchObject({ validated: 1, inserted: 1, rejected: false });
    // Handed over: nothing left to write, the record waits for the next sender.
    await first.flush();
    expect((await status(0)).status).toBe('sending');
    const next = createPartnerBatchSender(client, JSON.parse(JSON.stringify(handed)) as PartnerBatchCompletion);
    await next.send(input(1));
    expect(await status(0)).toMatchObject({ status: 'sent', inserted: 1, validated: 1, sentAt: new Date(handed!.sentAt) });
    // A sender given a completion and sending nothing writes it at its flush.
    const third = createPartnerBatchSender(client, next.handOver()!);
    await third.flush();
    expect(await status(1)).toMatchObject({ status: 'sent', inserted: 1 });
    // The partner's error items stay with their sender, which writes them itself.
    const withErrors = createPartnerBatchSender(client);
    expect((await withErrors.send(input(2, '999999'))).errors).toHaveLength(1);
    expect(withErrors.handOver()).toBeNull();
    await withErrors.flush();
    expect(await status(2)).toMatchObject({ status: 'sent', errorItems: [{ sku: '999999', msg: 'SKU no existe en el catálogo' }] });
  });

  it('marks a batch failed when the session expired, so the run can log in again and retry it', async () => {
    const client = createPartnerClient({ url: simulator.url });
    const stale = { id: 'expired-session', warehouseCode: 'CO129', startedAt: new Date() };
    const chunk = [{ fecha: '01/03/2026', tienda: 'T001', sku: '100102', existencia: 7 }];
    const key = 'xadis-2026-03-01/inventarioJson/CO129/0';
    await expect(
      sendPartnerBatchOnce(client, { idempotencyKey: key, kind: 'inventarioJson', session: stale, warehouse: 'CO129', chunk }),
    ).rejects.toMatchObject({ code: 'PARTNER_SESSION_EXPIRED' });
    expect(await PartnerBatchModel.findOne({ idempotencyKey: key }).lean()).toMatchObject({ status: 'failed' });
    const session = await client.login('demo', 'demo', 'BAM000101AAA', 'CO129');
    const retried = await sendPartnerBatchOnce(client, { idempotencyKey: key, kind: 'inventarioJson', session, warehouse: 'CO129', chunk });
    expect(retried).toMatchObject({ duplicate: false, inserted: 1 });
    const run = await listPartnerBatches({ keyPrefix: 'xadis-2026-03-01/' });
    expect(run.map((batch) => [batch.kind, batch.status, batch.attempts])).toEqual([
      ['inventarioJson', 'sent', 2],
      ['ventaJson', 'sent', 1],
    ]);
    expect(await listPartnerBatches({ keyPrefix: 'xadis-2026-03-0.' })).toEqual([]);
  });
});
