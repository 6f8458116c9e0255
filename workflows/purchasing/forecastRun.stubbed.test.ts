import { ApplicationFailure } from '@temporalio/common';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestClock } from '../../workers/embedded/clock';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import { createMemoryWorkflowStore } from '../../workers/embedded/memoryStore';
import type { ForecastActivities, ForecastChunkInput } from './activities';
import { storesPerChunk, type ForecastRunInput, type ForecastRunProgress } from './forecastRun';

// The process alone: stubbed activities, an in-memory run store and a time-skipping clock, no
// database (forecastRun.test.ts runs the same process on the real activities and the database).

interface StubForecasts {
  activities: ForecastActivities;
  plans: number;
  chunks: ForecastChunkInput[];
  finished: Parameters<ForecastActivities['finishForecastRun']>[0][];
}

/** A scope of `stores` stores and `skus` products; every pair gets a forecast; no product at all fails as the real one does. */
function createStubForecasts(stores: number, skus: number): StubForecasts {
  const stub: StubForecasts = {
    plans: 0,
    chunks: [],
    finished: [],
    activities: {
      async planForecastRun() {
        stub.plans += 1;
        if (skus === 0) throw ApplicationFailure.nonRetryable('The provider has no sellable and purchasable products at those stores', 'FORECAST_NO_PRODUCTS');
        return {
          storeIds: Array.from({ length: stores }, (_, index) => `CO${100 + index}`),
          skus: Array.from({ length: skus }, (_, index) => `SKU${index}`),
        };
      },
      async computeForecastChunk(input) {
        stub.chunks.push(input);
        const pairs = input.storeIds.length * input.skus.length;
        return { pairs, skipped: 0, rows: pairs * input.horizonDays };
      },
      async finishForecastRun(input) {
        stub.finished.push(input);
      },
    },
  };
  return stub;
}

const input: ForecastRunInput = {
  runId: 'run-1',
  companyId: '01',
  providerId: 'P01',
  storeIds: [],
  start: '2026-11-26',
  horizonDays: 7,
  createdBy: { userName: 'compras', fullName: 'Compras' },
};

let clock: TestClock;
let workflows: EmbeddedWorkflows;
let stub: StubForecasts;

async function start(stores: number, skus: number) {
  stub = createStubForecasts(stores, skus);
  workflows = await startEmbeddedWorkflows({ clock, store: createMemoryWorkflowStore(), activities: stub.activities });
  return (await workflows.gateway.start('forecastRun', input)).workflowId;
}

beforeEach(() => {
  clock = new TestClock();
});
afterEach(async () => {
  await workflows.close();
});

describe('forecast run process on stubbed activities', () => {
  it('computes the stores in chunks of at most 2,000 pairs, records the progress of each and finishes the run', async () => {
    const workflowId = await start(12, 300);
    const result = await clock.runUntil(workflows.gateway.result<ForecastRunProgress>(workflowId));
    const size = storesPerChunk(300);
    expect(stub.chunks.map((chunk) => [chunk.storeIds.length, chunk.storesDoneBefore, chunk.rowsBefore])).toEqual([
      [size, 0, 0],
      [12 - size, size, size * 300 * 7],
    ]);
    expect(result).toMatchObject({ state: 'done', storesDone: 12, storesTotal: 12, products: 300, pairs: 3600, rows: 3600 * 7, failure: null });
    expect(stub.finished).toEqual([{ runId: 'run-1', status: 'done', storesDone: 12, rows: 3600 * 7, finishedAt: expect.any(Number) }]);
  });

  it('fails without retrying when the provider has no products, and records the run as failed', async () => {
    const workflowId = await start(4, 0);
    await clock.runUntil(workflows.gateway.result(workflowId).catch(() => undefined));
    const run = await workflows.gateway.describe(workflowId);
    expect(run.status).toBe('failed');
    expect(run.failure).toMatchObject({ type: 'FORECAST_NO_PRODUCTS' });
    expect(stub.plans).toBe(1);
    expect(stub.chunks).toEqual([]);
    expect(stub.finished).toEqual([
      expect.objectContaining({ runId: 'run-1', status: 'failed', storesDone: 0, rows: 0, failure: expect.stringContaining('no sellable') }),
    ]);
  });
});
