import { z } from 'zod';
import { listSortSchema, type ListSort } from '../common/listSort';

/** States of a process run, the same on the embedded runtime and on Temporal. */
export const workflowRunStatuses = ['running', 'completed', 'failed', 'cancelled', 'terminated', 'timedOut', 'continuedAsNew'] as const;
export type WorkflowRunStatus = (typeof workflowRunStatuses)[number];

/**
 * The runs list's sortable columns ('Procesos', column ids of the dashboard's table), each served by
 * an index of the embedded runtime's runs (db/models/workflows/workflowRun.ts); without a sort, the
 * newest started first. The type sorts by the process's name as stored (erpQuery, ...).
 */
export const workflowRunSortKeys = ['started', 'closed', 'type', 'status', 'id'] as const;
export type WorkflowRunSortKey = (typeof workflowRunSortKeys)[number];
export const workflowRunSortSchema = listSortSchema(workflowRunSortKeys);
export type WorkflowRunSort = ListSort<WorkflowRunSortKey>;

/** The list's page sizes (the spec names none) and its filters: the process type and the state. */
export const WORKFLOW_RUN_PAGE_SIZES = [25, 50, 100] as const;
export const workflowRunFilterSchema = z.object({
  workflowType: z
    .string()
    .regex(/^[A-Za-z]\w{0,63}$/)
    .nullish(),
  status: z.enum(workflowRunStatuses).nullish(),
});
export type WorkflowRunFilter = z.infer<typeof workflowRunFilterSchema>;
export const workflowRunPageSchema = workflowRunFilterSchema.extend({
  page: z.number().int().min(0).max(100_000).default(0),
  pageSize: z.union([z.literal(25), z.literal(50), z.literal(100)]).default(25),
});

/** A run as the list orders it (epoch milliseconds). */
export interface SortableRun {
  workflowId: string;
  runId: string;
  workflowType: string;
  status: string;
  startTime: number;
  closeTime?: number | null;
}

const fieldOf: Record<WorkflowRunSortKey, (run: SortableRun) => string | number | null> = {
  started: (run) => run.startTime,
  closed: (run) => run.closeTime ?? null,
  type: (run) => run.workflowType,
  status: (run) => run.status,
  id: (run) => run.workflowId,
};

function compareValues(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a < b ? -1 : 1;
}

/**
 * The list's order as the database gives it: the key's field in the asked direction (a run still
 * going has no close time: first ascending, last descending), then the newest started first, then
 * the run id. The runtimes that cannot sort on their side (Temporal's visibility orders only by start
 * time) sort with this.
 */
export function compareRuns(sort: WorkflowRunSort): (a: SortableRun, b: SortableRun) => number {
  const key = sort.sort ?? 'started';
  const direction = sort.sort && sort.direction !== 'desc' ? 1 : -1;
  return (a, b) => direction * compareValues(fieldOf[key](a), fieldOf[key](b)) || b.startTime - a.startTime || compareValues(b.runId, a.runId);
}
