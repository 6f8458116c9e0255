import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { RemoteRequestChunkModel, RemoteRequestModel } from '../../db/models/erp/remoteRequest';
import { erpOperationSchema, type ErpOperationInput, type InventoryRow } from '../../domain/erp/operations';
import { createErpActivities } from '../../workers/activities/erp';
import { startErpAgent } from './agent';
import { type ErpBackend } from './backend';
import { createErpSimulator } from './simulator/simulator';

const now = Date.parse('2026-03-10T15:00:00Z');
const logger = pino({ level: 'silent' });

async function waitFor<T>(read: () => Promise<T | null | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('ERP agent on the simulator', () => {
  let database: TestDatabase;
  const activities = createErpActivities({ now: () => now });
  const simulator = createErpSimulator({ now: () => now });

  beforeAll(async () => {
    database = await startTestDatabase();
    await RemoteRequestModel.init();
    await RemoteRequestChunkModel.init();
  });
  afterAll(async () => {
    await database.close();
  });

  async function ask(requestKey: string, input: ErpOperationInput) {
    return activities.createErpRequest({ requestKey, operation: erpOperationSchema.parse(input) });
  }

  it('answers a request written the way the workflow writes it', async () => {
    const agent = startErpAgent({ backend: simulator, logger, pollIntervalMs: 20, agentId: 'agent-a', now: () => now });
    try {
      const { requestId } = await ask('run-1/stock', { operation: 'emptyContainerStock', companyId: 1, articleKeys: ['E0101', 'E0201'] });
      const status = await waitFor(async () => {
        const read = await activities.readErpRequest({ requestId });
        return read.finished ? read : null;
      });
      expect(status).toMatchObject({ state: 'done', error: null, chunkCount: 0 });
      const record = await RemoteRequestModel.findById(requestId).lean();
      expect(record).toMatchObject({ status: 'done', claimedBy: 'agent-a', endDate: Math.floor(now / 1000) });
      // The date its retention counts from (RETENTION_ERP_ANSWERS_DAYS), on the wall clock.
      expect(record?.answeredAt).toBeInstanceOf(Date);
      const rows = (await activities.readErpResponse({ requestId })) as { articleKey: string }[];
      expect(rows.map((row) => row.articleKey)).toEqual(['E0101', 'E0201']);
    } finally {
      await agent.stop();
    }
  });

  it('answers a new request at once, not at its next poll', async () => {
    // A poll of ten minutes: only the change stream on the requests can wake it in time.
    const agent = startErpAgent({ backend: simulator, logger, pollIntervalMs: 600_000, agentId: 'agent-w', now: () => now });
    try {
      // Its first round found nothing and it waits for the next poll.
      await new Promise((resolve) => setImmediate(resolve));
      const { requestId } = await ask('run-w/stock', { operation: 'emptyContainerStock', companyId: 1, articleKeys: ['E0101'] });
      const status = await waitFor(async () => {
        const read = await activities.readErpRequest({ requestId });
        return read.finished ? read : null;
      });
      expect(status).toMatchObject({ state: 'done', error: null });
      expect(await RemoteRequestModel.findById(requestId).lean()).toMatchObject({ claimedBy: 'agent-w' });
    } finally {
      await agent.stop();
    }
  });

  it('splits a large answer into chunks the workflow reads back in order', async () => {
    const agent = startErpAgent({ backend: simulator, logger, pollIntervalMs: 20, chunkRows: 500, agentId: 'agent-b', now: () => now });
    try {
      const { requestId } = await ask('run-2/inventory', { operation: 'inventoryRange', companyId: 1, from: '01/02/2026', to: '10/03/2026' });
      const status = await waitFor(async () => {
        const read = await activities.readErpRequest({ requestId });
        return read.finished ? read : null;
      });
      // 38 days x 4 stores x 12 products = 1824 rows: 500 in the response and 3 chunks.
      expect(status.chunkCount).toBe(3);
      expect(await RemoteRequestChunkModel.countDocuments({ requestId })).toBe(3);
      // The chunks get their request's answer date right after it, so they expire with it.
      const { answeredAt } = (await RemoteRequestModel.findById(requestId).lean())!;
      await waitFor(async () => (await RemoteRequestChunkModel.countDocuments({ requestId, answeredAt })) === 3);
      const rows = (await activities.readErpResponse({ requestId })) as InventoryRow[];
      const direct = await simulator.run(erpOperationSchema.parse({ operation: 'inventoryRange', companyId: 1, from: '01/02/2026', to: '10/03/2026' }));
      expect(rows).toHaveLength(1824);
      expect(rows).toEqual(direct);
      await activities.deleteErpRequest({ requestId });
      expect(await RemoteRequestChunkModel.countDocuments({ requestId })).toBe(0);
    } finally {
      await agent.stop();
    }
  });

  it('marks invalid requests and backend errors as failed, with the reason', async () => {
    const agent = startErpAgent({ backend: simulator, logger, pollIntervalMs: 20, agentId: 'agent-c', now: () => now });
    try {
      const bad = await RemoteRequestModel.create({
        request: JSON.stringify({ operation: 'salesRange', companyId: 1, from: '2026-03-01', to: '10/03/2026' }),
        operation: 'salesRange',
        companyId: 1,
        startDate: Math.floor(now / 1000),
        requestKey: 'run-3/bad',
      });
      const reversed = await ask('run-3/reversed', { operation: 'salesRange', companyId: 1, from: '10/03/2026', to: '01/03/2026' });
      const sqlText = await RemoteRequestModel.create({
        request: JSON.stringify({ query: 'SELECT * FROM OC', database: 'company1' }),
        operation: 'query',
        companyId: 1,
        startDate: Math.floor(now / 1000),
        requestKey: 'run-3/sql',
      });
      for (const id of [String(bad._id), reversed.requestId, String(sqlText._id)]) {
        await waitFor(async () => (await activities.readErpRequest({ requestId: id })).finished || null);
      }
      const [badRecord, reversedRecord, sqlRecord] = await Promise.all(
        [bad._id, reversed.requestId, sqlText._id].map((id) => RemoteRequestModel.findById(id).lean()),
      );
      expect(badRecord).toMatchObject({ status: 'failed', response: null });
      expect(badRecord?.answeredAt).toBeInstanceOf(Date);
      expect(badRecord?.error).toMatch(/^invalid request: from: expected dd\/MM\/yyyy/);
      expect(reversedRecord?.error).toMatch(/starts after it ends/);
      expect(sqlRecord?.error).toMatch(/^invalid request/);
      expect((await activities.readErpRequest({ requestId: reversed.requestId })).state).toBe('failed');
    } finally {
      await agent.stop();
    }
  });

  it('claims each request once across agents and takes over an abandoned claim', async () => {
    let runs = 0;
    const counting: ErpBackend = {
      name: 'simulator',
      run: async (operation) => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return simulator.run(operation);
      },
    };
    const requestIds: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      requestIds.push((await ask(`run-4/${index}`, { operation: 'nextConsolidatedOrderId', companyId: 3 })).requestId);
    }
    const abandoned = await RemoteRequestModel.create({
      request: JSON.stringify({ operation: 'nextConsolidatedOrderId', companyId: 3, database: 'others' }),
      operation: 'nextConsolidatedOrderId',
      companyId: 3,
      startDate: Math.floor(now / 1000),
      requestKey: 'run-4/abandoned',
      status: 'running',
      claimedBy: 'crashed-agent',
      claimedAt: new Date(now - 60 * 60_000),
    });
    const agents = ['x', 'y', 'z'].map((agentId) => startErpAgent({ backend: counting, logger, pollIntervalMs: 10, agentId, now: () => now }));
    try {
      const all = [...requestIds, String(abandoned._id)];
      for (const id of all) await waitFor(async () => (await activities.readErpRequest({ requestId: id })).finished || null);
      expect(runs).toBe(13);
      const folios = await Promise.all(
        all.map(async (id) => ((await activities.readErpResponse({ requestId: id })) as { IdConsolidado: number }[])[0].IdConsolidado),
      );
      expect(new Set(folios).size).toBe(13);
      const taken = await RemoteRequestModel.findById(abandoned._id).lean();
      expect(['x', 'y', 'z']).toContain(taken?.claimedBy);
    } finally {
      await Promise.all(agents.map((agent) => agent.stop()));
    }
  });

  it('drops chunks an abandoned attempt left behind when the new answer is shorter', async () => {
    const { requestId } = await ask('run-5/stock', { operation: 'emptyContainerStock', companyId: 1, articleKeys: ['E0101'] });
    for (let index = 0; index < 3; index += 1) {
      await RemoteRequestChunkModel.create({ requestId, index, data: JSON.stringify([{ stale: index }]) });
    }
    const agent = startErpAgent({ backend: simulator, logger, pollIntervalMs: 20, agentId: 'agent-d', now: () => now });
    try {
      await waitFor(async () => (await activities.readErpRequest({ requestId })).finished || null);
      expect(await RemoteRequestChunkModel.countDocuments({ requestId })).toBe(0);
      const rows = (await activities.readErpResponse({ requestId })) as { articleKey: string }[];
      expect(rows.map((row) => row.articleKey)).toEqual(['E0101']);
    } finally {
      await agent.stop();
    }
  });
});
