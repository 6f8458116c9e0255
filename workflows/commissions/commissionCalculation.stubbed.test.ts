import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestClock } from '../../workers/embedded/clock';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import { createMemoryWorkflowStore } from '../../workers/embedded/memoryStore';
import type { CalculateBatchInput, CommissionActivities, CommissionRunPlan } from './activities';
import { COMMISSION_CALCULATION_WORKFLOW, type CommissionCalculationResult } from './commissionCalculation';

// The process alone: the calculation's activities in memory, an in-memory run store and a
// time-skipping clock, no database (commissionCalculation.test.ts runs it on the real activities).

interface StubCalculation {
  activities: CommissionActivities;
  plan: CommissionRunPlan;
  batches: CalculateBatchInput[];
  /** Attempts of the batch at this offset that fail before one succeeds. */
  failures: Map<number, number>;
}

function createStubCalculation(): StubCalculation {
  const stub: StubCalculation = {
    plan: { status: 'missing', startDate: null },
    batches: [],
    failures: new Map(),
    activities: {
      async planCommissionRun() {
        return stub.plan;
      },
      async calculateCommissionBatch(input) {
        stub.batches.push(input);
        const offset = stub.plan.status === 'ready' ? stub.plan.employeeIds.indexOf(input.employeeIds[0]!) : 0;
        const left = stub.failures.get(offset) ?? 0;
        if (left > 0) {
          stub.failures.set(offset, left - 1);
          throw new Error('the database went away');
        }
        // Every tenth employee has a formula error.
        return { processed: input.employeeIds.length, failed: input.employeeIds.filter((id) => id.endsWith('0')).length };
      },
    },
  };
  return stub;
}

const employeeIds = Array.from({ length: 1200 }, (_, index) => `E${String(index).padStart(4, '0')}`);
const ready: CommissionRunPlan = { status: 'ready', startDate: '2026-01-01', endDate: '2026-02-01', employeeIds, variableCommissionName: 'Ventas' };

let stub: StubCalculation;
let clock: TestClock;
let workflows: EmbeddedWorkflows;

beforeEach(async () => {
  stub = createStubCalculation();
  clock = new TestClock();
  workflows = await startEmbeddedWorkflows({ clock, store: createMemoryWorkflowStore(), activities: stub.activities });
});
afterEach(async () => {
  await workflows.close();
});

async function calculate(workflowId: string): Promise<CommissionCalculationResult> {
  await workflows.gateway.start(COMMISSION_CALCULATION_WORKFLOW, { variableCommissionId: 'vc-1', startDate: '2026-01-01' }, { workflowId });
  return clock.runUntil(workflows.gateway.result<CommissionCalculationResult>(workflowId));
}

describe('commission calculation process on stubbed activities', () => {
  it('evaluates the planned employees in batches of 500 and adds up their outcomes', async () => {
    stub.plan = ready;
    const result = await calculate('calc-1');
    expect(result).toEqual({ status: 'completed', startDate: '2026-01-01', endDate: '2026-02-01', employees: 1200, failed: 120 });
    expect(stub.batches.map((batch) => [batch.runId, batch.employeeIds.length, batch.employeeIds[0]])).toEqual([
      ['calc-1', 500, 'E0000'],
      ['calc-1', 500, 'E0500'],
      ['calc-1', 200, 'E1000'],
    ]);
  });

  it('retries a batch that failed (after its backoff) and counts its employees once', async () => {
    stub.plan = ready;
    stub.failures.set(500, 2);
    const result = await calculate('calc-2');
    expect(result).toMatchObject({ status: 'completed', employees: 1200, failed: 120 });
    expect(stub.batches.map((batch) => batch.employeeIds[0])).toEqual(['E0000', 'E0500', 'E0500', 'E0500', 'E1000']);
  });

  it.each([
    { plan: { status: 'missing', startDate: null } },
    { plan: { status: 'inactive', startDate: null } },
    { plan: { status: 'notDue', startDate: null } },
    { plan: { status: 'employeeNotInArea', startDate: '2026-01-01' } },
  ] as { plan: CommissionRunPlan }[])('ends without a batch when the plan is $plan.status', async ({ plan }) => {
    stub.plan = plan;
    const result = await calculate(`calc-${plan.status}`);
    expect(result).toEqual({ status: plan.status, startDate: plan.startDate, endDate: null, employees: 0, failed: 0 });
    expect(stub.batches).toEqual([]);
  });
});
