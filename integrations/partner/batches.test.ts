import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { PartnerBatchModel } from '../../db/models/partner/partnerBatch';
import { listPartnerBatches, sendPartnerBatchOnce } from './batches';
import { createPartnerClient } from './client';
import { startPartnerSimulator, type PartnerSimulator } from './simulator';

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
      { fecha: '01/03/2026', tienda: 'T001', sku: '100101', cantidad: 3, importe: 55.5 },
      { fecha: '01/03/2026', tienda: 'T001', sku: '999999', cantidad: 1, importe: 10 },
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
