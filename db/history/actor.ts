import { AsyncLocalStorage } from 'node:async_hooks';
import type { HistoryActor } from '../../domain/history/tracked';

/**
 * Who is writing, for the change history (issue 22): set around each authenticated API request
 * (api/access/authenticate.ts: the staff member or the operator token, which the CLI uses) and
 * around each workflow activity (workers/: the workflow type and run). A write outside any of
 * them is the system's (start-up tasks, the public registration, seeds).
 */
const actorStorage = new AsyncLocalStorage<HistoryActor>();

export const systemActor: HistoryActor = { kind: 'system', id: 'system', name: 'system' };

const pausedStorage = new AsyncLocalStorage<boolean>();

/**
 * Runs fn without recording its writes: only loading the demo data set (db/seed), which is not a
 * record edit and would otherwise write an entry per demo record (and a transaction per write).
 * Other writes running at the same time still record.
 */
export function withoutHistory<T>(fn: () => T): T {
  return pausedStorage.run(true, fn);
}

export function isHistoryPaused(): boolean {
  return pausedStorage.getStore() === true;
}

/** Runs fn with `actor` as the author of every tracked write it makes (nested calls win). */
export function withActor<T>(actor: HistoryActor, fn: () => T): T {
  return actorStorage.run(actor, fn);
}

/** The author of a write made now. */
export function currentActor(): HistoryActor {
  return actorStorage.getStore() ?? systemActor;
}

/** The actor of a workflow activity: the process (workflow type) and its run. */
export function workflowActor(workflowType: string, runId: string): HistoryActor {
  return { kind: 'workflow', id: workflowType, name: workflowType, runId };
}
