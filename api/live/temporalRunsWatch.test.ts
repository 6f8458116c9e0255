import { describe, expect, it } from 'vitest';
import type { LiveTopic } from '../../domain/live/topics';
import type { RunListFilter, WorkflowRunSummary } from '../../workers/gateway';
import { CUSTOMER_AUDIT_WORKFLOW } from '../../workflows/audits/customerAudit';
import { PURCHASE_ORDER_WORKFLOW } from '../../workflows/purchasing/purchaseOrder';
import { testDeps } from '../testing/deps';
import { watchTemporalRuns } from './temporalRunsWatch';

const run = (runId: string, workflowType: string, status: WorkflowRunSummary['status'], historyLength: number, closeTime?: number): WorkflowRunSummary => ({
  workflowId: `wf-${runId}`,
  runId,
  workflowType,
  status,
  startTime: 1_000,
  historyLength,
  ...(closeTime === undefined ? {} : { closeTime }),
});

/** Temporal's visibility as the gateway lists it: the running runs, or the latest ones. */
function fakeTemporal(initial: WorkflowRunSummary[]) {
  let runs = initial;
  return {
    set(next: WorkflowRunSummary[]) {
      runs = next;
    },
    gateway: {
      list: async (filter: RunListFilter = {}) => runs.filter((one) => !filter.status || one.status === filter.status).slice(0, filter.limit ?? runs.length),
    },
  };
}

describe('the Temporal runs, watched for the live screens', () => {
  const order = run('r1', PURCHASE_ORDER_WORKFLOW, 'running', 5);
  const audit = run('r2', CUSTOMER_AUDIT_WORKFLOW, 'running', 11);
  it.each<{ what: string; next: WorkflowRunSummary[]; topics: LiveTopic[] }>([
    { what: 'nothing changed', next: [order, audit], topics: [] },
    { what: 'a step of the order (its history grew)', next: [{ ...order, historyLength: 8 }, audit], topics: ['workflowRuns', 'purchaseOrders'] },
    { what: 'the audit closed', next: [order, { ...audit, status: 'completed', historyLength: 14, closeTime: 9_000 }], topics: ['workflowRuns', 'audits'] },
    { what: 'a run started', next: [run('r3', 'commissionCalculation', 'running', 3), order, audit], topics: ['workflowRuns', 'commissionCalculations'] },
    { what: 'a running run left both lists (closed, older than the latest)', next: [order], topics: ['workflowRuns', 'audits'] },
    { what: 'a run of a process no screen follows started', next: [run('r4', 'unknownProcess', 'running', 1), order, audit], topics: ['workflowRuns'] },
  ])('announces $topics when $what', async ({ next, topics }) => {
    const temporal = fakeTemporal([order, audit]);
    const announced: LiveTopic[] = [];
    const watch = watchTemporalRuns({
      hub: { announce: (topic) => announced.push(topic) },
      gateway: temporal.gateway,
      logger: testDeps().logger,
      intervalMs: 3_600_000,
    });
    try {
      await watch.check();
      expect(announced).toEqual([]);
      temporal.set(next);
      await watch.check();
      expect(announced).toEqual(topics);
    } finally {
      watch.stop();
    }
  });

  it('says nothing and keeps watching when Temporal cannot be read', async () => {
    const temporal = fakeTemporal([order]);
    let down = false;
    const announced: LiveTopic[] = [];
    const warnings: unknown[] = [];
    const logger = { ...testDeps().logger, warn: (...args: unknown[]) => warnings.push(args) } as ReturnType<typeof testDeps>['logger'];
    const gateway = { list: (filter?: RunListFilter) => (down ? Promise.reject(new Error('Temporal unavailable')) : temporal.gateway.list(filter)) };
    const watch = watchTemporalRuns({ hub: { announce: (topic) => announced.push(topic) }, gateway, logger, intervalMs: 3_600_000 });
    try {
      await watch.check();
      down = true;
      await watch.check();
      expect(warnings).toHaveLength(1);
      down = false;
      temporal.set([{ ...order, historyLength: 9 }]);
      await watch.check();
      expect(announced).toEqual(['workflowRuns', 'purchaseOrders']);
    } finally {
      watch.stop();
    }
  });
});
