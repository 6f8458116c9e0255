import type { Logger } from '../../config/logger';
import type { WorkflowGateway, WorkflowRunSummary } from '../../workers/gateway';
import type { LiveHub } from './hub';
import { WORKFLOW_TOPICS } from './workflowTopics';

/** How far back the latest runs are read: a run that closed is among them for many checks after it. */
const LATEST_RUNS = 100;

/**
 * On Temporal (a deployment) a run and its steps are Temporal's, not documents of `workflowRuns` /
 * `workflowEvents`, so no change stream sees them. The server reads Temporal's visibility instead (one
 * read for every open screen, never one per screen): the running runs and the latest ones, each with
 * its status and the length of its history. When a run starts, takes a step (its history grows) or
 * closes, it announces `workflowRuns` and the topic of the screen that shows that process's progress
 * (api/live/workflowTopics.ts), as the embedded runtime's change streams do; the screens refetch only
 * then (docs/live.md).
 */
export function watchTemporalRuns(options: { hub: Pick<LiveHub, 'announce'>; gateway: Pick<WorkflowGateway, 'list'>; logger: Logger; intervalMs?: number }): {
  check(): Promise<void>;
  stop(): void;
} {
  const { hub, gateway, logger, intervalMs = 2000 } = options;
  let last: Map<string, { workflowType: string; state: string }> | undefined;
  const stateOf = (run: WorkflowRunSummary) => `${run.status}:${run.historyLength ?? ''}:${run.closeTime ?? ''}`;
  const once = async () => {
    try {
      const [running, latest] = await Promise.all([gateway.list({ status: 'running', limit: 1000 }), gateway.list({ limit: LATEST_RUNS })]);
      const now = new Map([...latest, ...running].map((run) => [run.runId, { workflowType: run.workflowType, state: stateOf(run) }]));
      if (last) {
        const changed = new Set<string>();
        for (const [runId, run] of now) if (last.get(runId)?.state !== run.state) changed.add(run.workflowType);
        // A run that was running and is in neither list now closed (and dropped out of the latest at once).
        for (const [runId, run] of last) if (!now.has(runId) && run.state.startsWith('running:')) changed.add(run.workflowType);
        if (changed.size > 0) hub.announce('workflowRuns');
        for (const workflowType of changed) {
          const topic = WORKFLOW_TOPICS[workflowType];
          if (topic) hub.announce(topic);
        }
      }
      last = now;
    } catch (error) {
      logger.warn({ err: error }, 'live: the Temporal runs could not be read');
    }
  };
  // One read at a time: a call while one runs waits for it and reads again.
  let reading = Promise.resolve();
  const check = () => (reading = reading.then(once));
  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  void check();
  return { check, stop: () => clearInterval(timer) };
}
