import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { RemoteRequestChunkModel, RemoteRequestModel } from '../../db/models/erp/remoteRequest';
import { erpOperationSchema, type ErpOperationInput } from '../../domain/erp/operations';
import { createErpActivities } from '../../workers/activities/erp';
import { startErpAgent } from './agent';
import { createErpSimulator } from './simulator/simulator';

/** Flow control (agentWindow.ts): a windowed answer is written a few chunks ahead of its reader. */
const now = Date.parse('2026-03-10T15:00:00Z');
const logger = pino({ level: 'silent' });
const activities = createErpActivities({ now: () => now });
const simulator = createErpSimulator({ now: () => now });
// 38 days x 4 stores x 12 products = 1,824 inventory rows a month: 40 days of rows of 100 make about 18 chunks.
const range: ErpOperationInput = { operation: 'inventoryRange', companyId: 1, from: '01/02/2026', to: '12/03/2026' };

async function waitFor<T>(read: () => Promise<T | null | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Reads a windowed answer as a transmission does: the head, then each chunk as it comes, giving back what it read. */
async function readWindowed(requestId: string, options: { from?: number; upTo?: number; seen?: number[] } = {}): Promise<{ rows: unknown[]; next: number }> {
  const head = await waitFor(() => RemoteRequestModel.findOne({ _id: requestId, response: { $type: 'string' } }).lean());
  const rows: unknown[] = options.from ? [] : [...(JSON.parse(head.response!) as unknown[])];
  let index = options.from ?? 0;
  for (; options.upTo === undefined || index < options.upTo; index += 1) {
    const chunk = await waitFor(async () => {
      const found = await RemoteRequestChunkModel.findOne({ requestId, index }).lean();
      if (found) return { data: found.data };
      const record = await RemoteRequestModel.findById(requestId).lean();
      return record?.endDate && typeof record.chunkCount === 'number' && index >= record.chunkCount ? { data: null } : null;
    });
    if (chunk.data === null) break;
    options.seen?.push(await RemoteRequestChunkModel.countDocuments({ requestId }));
    rows.push(...(JSON.parse(chunk.data) as unknown[]));
    await RemoteRequestModel.updateOne({ _id: requestId }, { $max: { readThrough: index + 1 } });
  }
  return { rows, next: index };
}

describe('ERP agent with flow control', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await startTestDatabase();
    await Promise.all([RemoteRequestModel.init(), RemoteRequestChunkModel.init()]);
  });
  afterAll(async () => {
    await database.close();
  });

  async function ask(requestKey: string, input: ErpOperationInput, window?: number) {
    return activities.createErpRequest({ requestKey, operation: erpOperationSchema.parse(input), ...(window ? { window } : {}) });
  }

  it('stays at most `window` chunks ahead of its reader, deletes what the reader is done with, and answers every row in order', async () => {
    const agent = startErpAgent({ backend: simulator, logger, pollIntervalMs: 10, chunkRows: 100, agentId: 'window-a', now: () => now });
    try {
      const { requestId } = await ask('window-1/inventory', range, 3);
      const seen: number[] = [];
      const { rows } = await readWindowed(requestId, { seen });
      const direct = (await simulator.run(erpOperationSchema.parse(range))) as unknown[];
      expect(rows).toEqual(direct);
      expect(seen.length).toBeGreaterThan(10);
      expect(Math.max(...seen)).toBeLessThanOrEqual(3);
      const record = await waitFor(async () => {
        const found = await RemoteRequestModel.findById(requestId).lean();
        return found?.endDate ? found : null;
      });
      expect(record).toMatchObject({ status: 'done', rowCount: direct.length, chunkCount: Math.ceil(direct.length / 100) - 1, window: 3 });
      // The agent gave the answer's room back as the reader went: only the last few chunks are left, until the reader deletes the request.
      expect(await RemoteRequestChunkModel.countDocuments({ requestId })).toBeLessThanOrEqual(3);
      expect(await activities.readErpRequest({ requestId })).toMatchObject({ state: 'done', finished: true });
      expect(agent.windowedAnswers()).toBe(0);
    } finally {
      await agent.stop();
    }
  });

  it('answers other requests while a windowed answer waits for its reader', async () => {
    const agent = startErpAgent({ backend: simulator, logger, pollIntervalMs: 10, chunkRows: 100, agentId: 'window-b', now: () => now });
    try {
      const windowed = await ask('window-2/inventory', range, 2);
      await waitFor(async () => (await RemoteRequestChunkModel.countDocuments({ requestId: windowed.requestId })) === 2);
      const stock = await ask('window-2/stock', { operation: 'emptyContainerStock', companyId: 1, articleKeys: ['E0101'] });
      await waitFor(async () => (await activities.readErpRequest({ requestId: stock.requestId })).finished);
      expect(agent.windowedAnswers()).toBe(1);
      // Nobody read: the windowed answer is still two chunks ahead and unfinished.
      expect(await RemoteRequestChunkModel.countDocuments({ requestId: windowed.requestId })).toBe(2);
      expect((await activities.readErpRequest({ requestId: windowed.requestId })).finished).toBe(false);
    } finally {
      await agent.stop();
    }
    expect(agent.windowedAnswers()).toBe(0);
  });

  it('a stopped agent keeps its claim; the agent that takes it over goes on after what the reader consumed, writing no consumed chunk again', async () => {
    const first = startErpAgent({ backend: simulator, logger, pollIntervalMs: 10, chunkRows: 100, agentId: 'window-c1', now: () => now });
    const { requestId } = await ask('window-3/inventory', range, 2);
    const before = await readWindowed(requestId, { upTo: 4 });
    await first.stop();
    expect(await RemoteRequestModel.findById(requestId).lean()).toMatchObject({ status: 'running', claimedBy: 'window-c1', endDate: null });
    // Hours later the claim is older than the lease: the next agent takes the request over and writes the answer again from its start.
    await RemoteRequestModel.updateOne({ _id: requestId }, { $set: { claimedAt: new Date(now - 2 * 3_600_000) } });
    const second = startErpAgent({ backend: simulator, logger, pollIntervalMs: 10, chunkRows: 100, agentId: 'window-c2', now: () => now });
    try {
      const after = await readWindowed(requestId, { from: before.next });
      expect([...before.rows, ...after.rows]).toEqual(await simulator.run(erpOperationSchema.parse(range)));
      const indexes = (await RemoteRequestChunkModel.find({ requestId }).lean()).map((chunk) => chunk.index);
      expect(indexes.every((index) => index >= before.next)).toBe(true);
      expect(await RemoteRequestModel.findById(requestId).lean()).toMatchObject({ status: 'done', claimedBy: 'window-c2' });
    } finally {
      await second.stop();
    }
  });
});
