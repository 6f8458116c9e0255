import { type WorkflowRunFilter, type WorkflowRunSort } from '../../domain/workflows/runList';
import type { WorkflowGateway, WorkflowRunStatus, WorkflowRunSummary } from '../../workers/gateway';
import { viaGateway } from './errors';

/** The export reads the list in pages of this many runs. */
const EXPORT_PAGE = 500;

function iso(epochMs: number): string;
function iso(epochMs?: number): string | null;
function iso(epochMs?: number): string | null {
  return epochMs === undefined || epochMs === null ? null : new Date(epochMs).toISOString();
}

/** A run as the API answers it: ISO times. */
export function runView(run: WorkflowRunSummary) {
  return { ...run, startTime: iso(run.startTime), closeTime: iso(run.closeTime) };
}

const gatewayFilter = (filter: WorkflowRunFilter) => ({
  ...(filter.workflowType ? { workflowType: filter.workflowType } : {}),
  ...(filter.status ? { status: filter.status as WorkflowRunStatus } : {}),
});

/** One page of the runs list ('Procesos'), filtered by type and state and sorted on the runtime's side, with the total. */
export async function workflowRunPage(gateway: WorkflowGateway, filter: WorkflowRunFilter, page: number, pageSize: number, sort: WorkflowRunSort) {
  const { total, runs } = await viaGateway('', () => gateway.page({ ...gatewayFilter(filter), sort, offset: page * pageSize, limit: pageSize }));
  return { rows: runs.map(runView), total, page, pageSize };
}

export const WORKFLOW_RUNS_CSV_HEADER = ['workflowId', 'runId', 'workflowType', 'status', 'startTime', 'closeTime', 'durationMs'];

/** Every run of the list's filter as CSV cells, in the table's sort (read page by page). */
export async function* workflowRunCsvRows(gateway: WorkflowGateway, filter: WorkflowRunFilter, sort: WorkflowRunSort): AsyncGenerator<unknown[]> {
  for (let offset = 0; ; offset += EXPORT_PAGE) {
    const { runs } = await viaGateway('', () => gateway.page({ ...gatewayFilter(filter), sort, offset, limit: EXPORT_PAGE }));
    for (const run of runs) {
      const duration = run.closeTime === undefined || run.closeTime === null ? '' : run.closeTime - run.startTime;
      yield [run.workflowId, run.runId, run.workflowType, run.status, iso(run.startTime), iso(run.closeTime) ?? '', duration];
    }
    if (runs.length < EXPORT_PAGE) return;
  }
}
