import { type Intent } from '@blueprintjs/core';
import { workflowRunStatuses } from '../../../../domain/workflows/runList';

/** States of a run, the same on the embedded runtime and on Temporal (the API's, domain/workflows/runList.ts). */
export const runStatuses = workflowRunStatuses;
export type RunStatus = (typeof runStatuses)[number];

/** The list's filters as the screen holds them: a process type and a state, each left out when not chosen. */
export interface RunFilter {
  workflowType?: string;
  status?: RunStatus;
}

/** A JSON list of a run or a schedule: the array, or none when the API sent something else. */
export function jsonList<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

/** Processes the platform defines today (workflows/registry.ts); types seen in the list are added. */
export const knownWorkflowTypes = ['erpQuery'] as const;

export function isRunStatus(value: string): value is RunStatus {
  return (runStatuses as readonly string[]).includes(value);
}

/** Tag colour of a run state: running blue, completed green, failed red, stopped by someone orange. */
export function runStatusIntent(status: string): Intent {
  switch (status) {
    case 'running':
      return 'primary';
    case 'completed':
      return 'success';
    case 'failed':
    case 'timedOut':
      return 'danger';
    case 'cancelled':
    case 'terminated':
      return 'warning';
    default:
      return 'none';
  }
}

/** The process types to offer in the filter: the known ones plus any seen, sorted, without repeats. */
export function workflowTypeOptions(seen: readonly string[]): string[] {
  return [...new Set([...knownWorkflowTypes, ...seen])].sort((a, b) => a.localeCompare(b));
}

/** The list's filters from the texts the screen keeps (the address): empty or unknown ones are left out so the API applies none. */
export function runFilterOf(workflowType: string, status: string): RunFilter {
  return {
    ...(workflowType ? { workflowType } : {}),
    ...(isRunStatus(status) ? { status } : {}),
  };
}

/** Whether any run is still going, which keeps the screen refreshing. */
export function anyRunning(runs: ReadonlyArray<{ status: string }> | undefined): boolean {
  return Boolean(runs?.some((run) => run.status === 'running'));
}

/** Epoch milliseconds (as the runtimes report pending work) to ISO, for the shared date formatting. */
export function epochToIso(epochMs: number | undefined): string | null {
  return typeof epochMs === 'number' && Number.isFinite(epochMs) ? new Date(epochMs).toISOString() : null;
}
