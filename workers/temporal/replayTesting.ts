import { fileURLToPath } from 'node:url';
import { bundleWorkflowCode, DefaultLogger, Runtime, Worker, type InjectedSinks, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import type { HistoryEvent, RunRecord } from '../embedded/types';
import { toTemporalHistory } from './history';
import { workflowsPath } from './worker';
import type { ReplayRecorderSinks } from './replayRecorder';

/**
 * Replays an embedded run's history on the Temporal SDK with the replay recorder bundled in, so a
 * test compares what Temporal would do (activity types and inputs, timer lengths, the result)
 * with what the embedded runtime did. Test-only: production workers never bundle the recorder.
 */
export interface ReplayRecording {
  activities: { activityType: string; args: unknown[] }[];
  timers: number[];
  outcome?: { completed: unknown } | { failed: { type: string | undefined; message: string } };
}

const recorderPath = fileURLToPath(new URL('./replayRecorder.ts', import.meta.url));
const quietLogger = new DefaultLogger('ERROR');

/** The product's workflows (or another set, e.g. the runtime's probe processes) with the recorder. */
export async function bundleForReplay(path: string = workflowsPath): Promise<WorkflowBundleWithSourceMap> {
  Runtime.install({ logger: quietLogger });
  return bundleWorkflowCode({ workflowsPath: path, workflowInterceptorModules: [recorderPath], logger: quietLogger });
}

export async function replayOnTemporal(bundle: WorkflowBundleWithSourceMap, run: RunRecord, history: HistoryEvent[]): Promise<ReplayRecording> {
  const recording: ReplayRecording = { activities: [], timers: [] };
  const sinks: InjectedSinks<ReplayRecorderSinks> = {
    replayRecorder: {
      activity: { fn: (_info, activityType, args) => void recording.activities.push({ activityType, args }), callDuringReplay: true },
      timer: { fn: (_info, durationMs) => void recording.timers.push(durationMs), callDuringReplay: true },
      completed: { fn: (_info, result) => void (recording.outcome = { completed: result }), callDuringReplay: true },
      failed: { fn: (_info, type, message) => void (recording.outcome = { failed: { type, message } }), callDuringReplay: true },
    },
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A malformed history can leave the replay worker waiting forever.
  const guard = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('replay did not finish within 20 s')), 20_000);
  });
  try {
    await Promise.race([Worker.runReplayHistory({ workflowBundle: bundle, sinks }, toTemporalHistory(run, history), run.workflowId), guard]);
  } finally {
    clearTimeout(timer);
  }
  return recording;
}

/** The embedded run's scheduled activities, as the recorder reports them. */
export function embeddedActivities(history: HistoryEvent[]): ReplayRecording['activities'] {
  return history
    .filter((event) => event.type === 'ActivityScheduled')
    .map((event) => ({ activityType: (event as { activityType: string }).activityType, args: (event as { input: unknown[] }).input }));
}

/** The embedded run's timer lengths, as the recorder reports them. */
export function embeddedTimers(history: HistoryEvent[]): number[] {
  return history.flatMap((event) => (event.type === 'TimerStarted' ? [event.durationMs] : []));
}
