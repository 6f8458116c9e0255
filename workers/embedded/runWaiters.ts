import type { WorkflowClock } from './clock';
import { WorkflowGatewayError } from './errors';
import type { RunRecord } from './types';

/** The callers waiting for runs to close: each gets the closed run, or an error at a timeout or when the runtime stops. */
export class RunWaiters {
  private readonly waiting = new Map<string, ((run: RunRecord | null) => void)[]>();

  constructor(private readonly clock: WorkflowClock) {}

  /** Resolves with the run once it closed (rejects after `timeoutMs` of clock time when given). */
  waitForClose(run: RunRecord, timeoutMs?: number): Promise<RunRecord> {
    return new Promise((resolve, reject) => {
      let timerId: number | undefined;
      const waiter = (closed: RunRecord | null) => {
        if (timerId !== undefined) this.clock.clearTimer(timerId);
        if (!closed) reject(new WorkflowGatewayError('RuntimeClosed', 'The workflow runtime was stopped'));
        else resolve(closed);
      };
      const list = this.waiting.get(run.runId) ?? [];
      list.push(waiter);
      this.waiting.set(run.runId, list);
      if (timeoutMs !== undefined) {
        timerId = this.clock.setTimer(this.clock.now() + timeoutMs, () => {
          this.waiting.set(
            run.runId,
            (this.waiting.get(run.runId) ?? []).filter((item) => item !== waiter),
          );
          reject(new WorkflowGatewayError('ResultTimeout', `Workflow "${run.workflowId}" did not finish within ${timeoutMs} ms`));
        });
      }
    });
  }

  /** The run closed: its waiters get it. */
  closed(run: RunRecord): void {
    const waiting = this.waiting.get(run.runId) ?? [];
    this.waiting.delete(run.runId);
    for (const waiter of waiting) waiter(run);
  }

  /** The runtime stops: every waiter gets the error. */
  stopAll(): void {
    for (const [runId, waiting] of this.waiting) {
      this.waiting.delete(runId);
      for (const waiter of waiting) waiter(null);
    }
  }
}
