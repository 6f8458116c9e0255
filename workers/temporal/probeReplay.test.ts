import { fileURLToPath } from 'node:url';
import type { WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bundleForReplay, replayOnTemporal, type ReplayRecording } from './replayTesting';
import { TestClock } from '../embedded/clock';
import { createMemoryWorkflowStore } from '../embedded/memoryStore';
import { createProbeActivities } from '../embedded/probeActivities';
import { approveSignal, probeProcesses } from '../embedded/probeProcesses';
import { EmbeddedWorkflowRuntime } from '../embedded/runtime';
import type { HistoryEvent, RunRecord } from '../embedded/types';
import * as probeWorkflows from './probeWorkflows';

let bundle: WorkflowBundleWithSourceMap;

beforeAll(async () => {
  bundle = await bundleForReplay(fileURLToPath(new URL('./probeWorkflows.ts', import.meta.url)));
}, 60_000);

const runtimes: EmbeddedWorkflowRuntime[] = [];
afterEach(async () => {
  while (runtimes.length > 0) await runtimes.pop()!.close();
});

type Recording = ReplayRecording;

const replay = (run: RunRecord, history: HistoryEvent[]): Promise<Recording> => replayOnTemporal(bundle, run, history);

function embeddedRecording(run: RunRecord, history: HistoryEvent[]): Recording {
  const recording: Recording = { activities: [], timers: [] };
  for (const event of history) {
    if (event.type === 'ActivityScheduled') recording.activities.push({ activityType: event.activityType, args: event.input });
    if (event.type === 'TimerStarted') recording.timers.push(event.durationMs);
  }
  if (run.status === 'completed') recording.outcome = { completed: run.result };
  if (run.status === 'failed') recording.outcome = { failed: { type: run.failure?.type, message: run.failure?.message ?? '' } };
  return recording;
}

async function embeddedRun(
  workflowType: string,
  input: unknown,
  drive: (runtime: EmbeddedWorkflowRuntime, clock: TestClock, workflowId: string) => Promise<void>,
) {
  const clock = new TestClock();
  const { activities } = createProbeActivities(() => clock.now());
  const runtime = new EmbeddedWorkflowRuntime({ store: createMemoryWorkflowStore(), clock, activities, processes: probeProcesses, activitySettleMs: 20 });
  runtimes.push(runtime);
  await runtime.open();
  const { workflowId } = await runtime.start(workflowType, input, { workflowId: `${workflowType}-replay` });
  await drive(runtime, clock, workflowId);
  await clock.runUntil(runtime.result(workflowId).catch(() => undefined));
  return runtime.describe(workflowId);
}

const skip = async () => undefined;

describe('probe processes: embedded runs replay on Temporal with the same decisions', () => {
  it('exports a Temporal adapter for every probe process', () => {
    expect(Object.keys(probeWorkflows).sort()).toEqual(Object.keys(probeProcesses).sort());
  });

  it.each([
    ['greetLater', { name: 'Ana' }, skip],
    ['instant', { value: 'done at once' }, skip],
    ['longJob (a 0 ms sleep is a 1 ms timer on both)', { minutes: 0 }, skip],
    [
      'approval (signal before the timeout: the timer is cancelled)',
      { item: 'x' },
      async (runtime: EmbeddedWorkflowRuntime, clock: TestClock, id: string) => {
        await clock.advance(60_000);
        await runtime.signal(id, approveSignal.name, ['lucia']);
      },
    ],
    ['approval (timeout)', { item: 'y' }, skip],
    ['retrying', { key: 'r', failures: 2 }, skip],
    ['retrying (gives up)', { key: 's', failures: 9 }, skip],
    ['rejecting', { reason: 'no stock' }, skip],
    ['hanging', {}, skip],
    [
      'cancellable',
      { key: 'c' },
      async (runtime: EmbeddedWorkflowRuntime, clock: TestClock, id: string) => {
        await clock.advance(60_000);
        await runtime.cancel(id);
      },
    ],
  ] as const)('%s', async (label, input, drive) => {
    const workflowType = label.split(' ')[0];
    const run = await embeddedRun(workflowType, input, drive);
    expect(run.status).not.toBe('running');
    const replayed = await replay(run, run.history);
    const expected = embeddedRecording(run, run.history);
    if (run.status === 'cancelled') delete replayed.outcome;
    // ctx.uuid() is deterministic on each runtime but seeded differently (Temporal seeds from its
    // own run id hash), so the approval's generated id is the one value compared by shape only.
    const withoutId = (recording: Recording) => JSON.parse(JSON.stringify(recording).replace(/"id":"[0-9a-f-]{36}"/g, '"id":"uuid"'));
    expect(withoutId(replayed)).toEqual(withoutId(expected));
  });
});
