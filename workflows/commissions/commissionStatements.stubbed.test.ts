import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestClock } from '../../workers/embedded/clock';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import { createMemoryWorkflowStore } from '../../workers/embedded/memoryStore';
import type { StatementActivities, StatementsReviewed } from './activities';
import {
  COMMISSION_STATEMENTS_WORKFLOW,
  commissionStatementsProgressQuery,
  statementsChangedSignal,
  type CommissionStatementsResult,
} from './commissionStatements';

// The process alone: the statements' activities in memory (each review pass answers the next
// outcome a test lined up), an in-memory run store and a time-skipping clock, no database
// (commissionStatements.test.ts runs it on the real activities).

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface StubStatements {
  activities: StatementActivities;
  /** What the next review passes answer, in order (the last one repeats). */
  reviews: StatementsReviewed[];
  /** The clock time of each review pass. */
  passes: number[];
}

function createStubStatements(): StubStatements {
  const stub: StubStatements = {
    reviews: [],
    passes: [],
    activities: {
      async generateStatements() {
        return { statements: 3, inReview: 3 };
      },
      async reviewStatements(input) {
        stub.passes.push(input.now);
        return stub.reviews.length > 1 ? stub.reviews.shift()! : stub.reviews[0]!;
      },
    },
  };
  return stub;
}

const review = (open: number, changes: Partial<StatementsReviewed> = {}): StatementsReviewed => ({
  open,
  recalculated: 0,
  reminded: 0,
  escalated: 0,
  nextCheckInMs: open > 0 ? 2 * DAY : null,
  ...changes,
});

let stub: StubStatements;
let clock: TestClock;
let workflows: EmbeddedWorkflows;
const input = { organizationId: 'org-1', periodStart: '2025-12-01', periodEnd: '2026-01-01' };

beforeEach(async () => {
  stub = createStubStatements();
  clock = new TestClock();
  workflows = await startEmbeddedWorkflows({ clock, store: createMemoryWorkflowStore(), activities: stub.activities });
});
afterEach(async () => {
  await workflows.close();
});

describe('commission statements process on stubbed activities', () => {
  it('generates, passes again when a reminder comes due (at least once a day), and ends once every statement went to payroll', async () => {
    stub.reviews = [review(3), review(3, { reminded: 3, nextCheckInMs: 6 * HOUR }), review(0, { escalated: 1 })];
    const { workflowId } = await workflows.gateway.start(COMMISSION_STATEMENTS_WORKFLOW, input, { workflowId: 'statements-1' });
    const result = await clock.runUntil(workflows.gateway.result<CommissionStatementsResult>(workflowId), 7 * DAY);
    expect(result).toEqual({ statements: 3, recalculated: 0, reminded: 3, escalated: 1 });
    const started = stub.passes[0]!;
    // The first pass asked for two days: the daily pass comes first.
    expect(stub.passes.map((at) => at - started)).toEqual([0, DAY, DAY + 6 * HOUR]);
  });

  it('a decision signalled while it waits prompts a pass at once, without waiting for the timer', async () => {
    stub.reviews = [review(3), review(2, { recalculated: 1 }), review(0)];
    const { workflowId } = await workflows.gateway.start(COMMISSION_STATEMENTS_WORKFLOW, input, { workflowId: 'statements-2' });
    await clock.advance(HOUR);
    expect(await workflows.gateway.query(workflowId, commissionStatementsProgressQuery)).toMatchObject({ state: 'reviewing', statements: 3, open: 3 });
    await workflows.gateway.signal(workflowId, statementsChangedSignal, { action: 'recalculate', statements: 1 });
    await clock.advance(0);
    expect(stub.passes.length).toBe(2);
    expect(stub.passes[1]! - stub.passes[0]!).toBe(HOUR);
    expect(await workflows.gateway.query(workflowId, commissionStatementsProgressQuery)).toMatchObject({ open: 2, recalculated: 1 });
    await workflows.gateway.signal(workflowId, statementsChangedSignal, { action: 'export', statements: 2 });
    const result = await clock.runUntil(workflows.gateway.result<CommissionStatementsResult>(workflowId));
    expect(result).toEqual({ statements: 3, recalculated: 1, reminded: 0, escalated: 0 });
    expect(stub.passes[2]! - stub.passes[0]!).toBe(HOUR);
  });
});
