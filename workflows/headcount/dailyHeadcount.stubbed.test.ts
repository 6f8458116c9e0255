import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestClock } from '../../workers/embedded/clock';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import { createMemoryWorkflowStore } from '../../workers/embedded/memoryStore';
import type { HeadcountActivities, HeadcountBatchInput } from './activities';
import { HEADCOUNT_BATCH_SIZE, type DailyHeadcountResult } from './dailyHeadcount';

// The process alone: stubbed activities, an in-memory run store and a time-skipping clock, no
// database (dailyHeadcount.test.ts runs the same process on the real activities and the database).

interface StubHeadcount {
  activities: HeadcountActivities;
  batches: HeadcountBatchInput[];
}

/** `storeCount` stores CO001...; each batch skips its last store; `failures` batch calls fail first. */
function createStubHeadcount(storeCount: number, failures = 0): StubHeadcount {
  const batches: HeadcountBatchInput[] = [];
  let failuresLeft = failures;
  return {
    batches,
    activities: {
      async planHeadcountRun(input) {
        return {
          calculationDate: input.calculationDate ?? '2026-11-28',
          warehouseIds: Array.from({ length: storeCount }, (_, index) => `CO${String(index + 1).padStart(3, '0')}`),
        };
      },
      async calculateHeadcountBatch(input) {
        batches.push(input);
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          throw new Error('the database is restarting');
        }
        const counted = input.warehouseIds.slice(0, -1);
        const stores = counted.map((warehouseId) => ({
          warehouseId,
          warehouseName: `Tienda ${warehouseId}`,
          organizationId: '01',
          required: 5,
          assigned: 4,
          vacancies: 1,
          extras: 0,
          statusName: 'Amarillo',
        }));
        return { stores, skipped: input.warehouseIds.length - counted.length };
      },
    },
  };
}

let clock: TestClock;
let workflows: EmbeddedWorkflows | undefined;

async function run(stub: StubHeadcount, input: { calculationDate?: string }) {
  workflows = await startEmbeddedWorkflows({ clock, store: createMemoryWorkflowStore(), activities: stub.activities });
  const { workflowId } = await workflows.gateway.start('dailyHeadcount', input);
  return clock.runUntil(workflows.gateway.result<DailyHeadcountResult>(workflowId));
}

beforeEach(() => {
  clock = new TestClock();
});
afterEach(async () => {
  await workflows?.close();
  workflows = undefined;
});

describe('daily headcount process on stubbed activities', () => {
  it.each([
    { stores: 450, calculationDate: '2026-11-20', batchSizes: [HEADCOUNT_BATCH_SIZE, HEADCOUNT_BATCH_SIZE, 50] },
    { stores: 3, calculationDate: undefined, batchSizes: [3] },
    { stores: 0, calculationDate: undefined, batchSizes: [] },
  ])('counts $stores stores in batches of at most 200 for the day asked (or the day that closed)', async ({ stores, calculationDate, batchSizes }) => {
    const stub = createStubHeadcount(stores);
    const result = await run(stub, { calculationDate });
    expect(stub.batches.map((batch) => batch.warehouseIds.length)).toEqual(batchSizes);
    expect(result.calculationDate).toBe(calculationDate ?? '2026-11-28');
    expect(result.stores).toHaveLength(stores - batchSizes.length);
    expect(result.skipped).toBe(batchSizes.length);
  });

  it('retries a batch that failed and counts its stores once', async () => {
    const stub = createStubHeadcount(250, 1);
    const result = await run(stub, { calculationDate: '2026-11-20' });
    expect(stub.batches.map((batch) => batch.warehouseIds[0])).toEqual(['CO001', 'CO001', 'CO201']);
    expect(result.stores).toHaveLength(248);
    expect(new Set(result.stores.map((store) => store.warehouseId)).size).toBe(248);
  });
});
