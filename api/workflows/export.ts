import { AppError } from '../../domain/errors/catalogue';
import { parseOrThrow } from '../../domain/validation/parse';
import { workflowRunFilterSchema, workflowRunSortSchema } from '../../domain/workflows/runList';
import type { WorkflowGateway } from '../../workers/gateway';
import { needsPermission, type CsvList } from '../exports/csvList';
import { WORKFLOW_RUNS_CSV_HEADER, workflowRunCsvRows } from './service';

/**
 * 'Procesos' as CSV: the runs of the table's type and state filters in its sort, permission
 * workflows.read (the list's). `gateway` is the product's workflow runtime (embedded or Temporal).
 */
export function workflowRunsCsvList(gateway: () => WorkflowGateway | undefined): CsvList {
  return {
    authorize: needsPermission('workflows.read'),
    fileName: 'workflow-runs',
    header: WORKFLOW_RUNS_CSV_HEADER,
    async *open(params, language) {
      const filter = parseOrThrow(workflowRunFilterSchema, { workflowType: params.workflowType, status: params.status }, language);
      const sort = parseOrThrow(workflowRunSortSchema, { sort: params.sort, direction: params.direction }, language);
      const runtime = gateway();
      if (!runtime) throw new AppError('BACKEND_UNAVAILABLE', { backend: 'workflows' });
      yield* workflowRunCsvRows(runtime, filter, sort);
    },
  };
}
