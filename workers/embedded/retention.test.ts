import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { WorkflowEventModel, WorkflowRunModel } from '../../db/models/workflows/workflowRun';
import { applyRetention } from '../../db/retention';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { TestClock } from './clock';
import { createMongooseWorkflowStore } from './mongooseStore';
import { createLedger, createProbeActivities } from './probeActivities';
import { probeProcesses } from './probeProcesses';
import { EmbeddedWorkflowRuntime } from './runtime';

let database: TestDatabase;
let runtime: EmbeddedWorkflowRuntime;
const clock = new TestClock();

beforeAll(async () => {
  database = await startTestDatabase({ ttlIntervalMs: 100 });
  const { activities } = createProbeActivities(() => clock.now(), createLedger());
  runtime = new EmbeddedWorkflowRuntime({
    store: createMongooseWorkflowStore(),
    clock,
    activities,
    processes: probeProcesses,
    shutdownGraceMs: 1000,
    activitySettleMs: 20,
  });
  await runtime.open();
}, 60_000);
afterAll(async () => {
  await runtime?.close();
  await database?.close();
});

const ttlPassTimeout = process.env.MONGODB_URI?.trim() ? 150_000 : 10_000;

describe("retention of the embedded runtime's runs", () => {
  it(
    'dates a run and its events as it closes, and the TTL pass removes closed runs with their events but never a running one',
    async () => {
      await runtime.start('instant', { value: 'uno' }, { workflowId: 'retention-completed' });
      await runtime.start('rejecting', { reason: 'no' }, { workflowId: 'retention-failed' });
      await runtime.start('approval', { item: 'pedido' }, { workflowId: 'retention-running' });
      await clock.advance(0);
      expect(await runtime.result('retention-completed')).toBe('uno');
      await expect(runtime.result('retention-failed')).rejects.toThrow();

      const runs = await WorkflowRunModel.find({}).sort({ workflowId: 1 }).lean();
      expect(runs.map((run) => [run.workflowId, run.status, run.closedAt instanceof Date])).toEqual([
        ['retention-completed', 'completed', true],
        ['retention-failed', 'failed', true],
        ['retention-running', 'running', false],
      ]);
      for (const run of runs) {
        const events = await WorkflowEventModel.find({ runId: run.runId }).lean();
        expect(events.length).toBeGreaterThan(0);
        expect(events.map((event) => event.runClosedAt?.getTime() ?? null)).toEqual(events.map(() => run.closedAt?.getTime() ?? null));
      }

      // Runs kept 0 days: a closed run goes at the next pass, a running one (and its history) stays.
      await applyRetention(loadConfig({ RETENTION_WORKFLOW_RUNS_DAYS: '0' }));
      const running = runs[2];
      await expect.poll(() => WorkflowRunModel.countDocuments({}), { timeout: ttlPassTimeout, interval: 100 }).toBe(1);
      await expect.poll(() => WorkflowEventModel.countDocuments({ runId: { $ne: running.runId } }), { timeout: ttlPassTimeout, interval: 100 }).toBe(0);
      expect(await WorkflowRunModel.exists({ runId: running.runId })).toBeTruthy();
      expect(await WorkflowEventModel.countDocuments({ runId: running.runId })).toBeGreaterThan(0);
      expect((await runtime.describe('retention-running')).status).toBe('running');
      await applyRetention(loadConfig({}));
    },
    2 * ttlPassTimeout + 10_000,
  );
});
