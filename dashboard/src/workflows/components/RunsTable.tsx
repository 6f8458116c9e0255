import { useTranslation } from 'react-i18next';
import { WORKFLOW_RUN_PAGE_SIZES, type WorkflowRunSortKey } from '../../../../domain/workflows/runList';
import { DataTable } from '../../ui/components';
import { useCsvExport, type ServerTableState } from '../../ui/hooks';
import { exportUrl } from '../../ui/utils';
import { type useWorkflowRuns } from '../hooks';
import { useRunColumns } from '../hooks/useRunColumns';
import { type RunFilter } from '../utils/runs';

export interface RunsTableProps {
  /** The list's page, size and sort (useServerTableState, in the address). */
  list: ServerTableState<WorkflowRunSortKey>;
  /** The process type and state chosen above the table. */
  filter: RunFilter;
  runs: ReturnType<typeof useWorkflowRuns>;
  selectedId?: string;
  onSelect: (workflowId: string) => void;
}

/** The runs of the type and state chosen above, paged and sorted on the server, exported whole as CSV; a click or Enter opens a run. */
export function RunsTable({ list, filter, runs, selectedId, onSelect }: RunsTableProps) {
  const { t } = useTranslation('workflows');
  const columns = useRunColumns();
  const csv = useCsvExport();
  return (
    <DataTable
      tableId="workflow-runs"
      label={t('runs.title')}
      columns={columns}
      getRowId={(run) => `${run.workflowId}/${run.runId}`}
      {...list.tableProps(runs, runs.data?.workflowRunPage)}
      emptyText={t('runs.empty.title')}
      pageSizes={WORKFLOW_RUN_PAGE_SIZES}
      onOpen={(run) => onSelect(run.workflowId)}
      openOnClick
      rowClassName={(run) => (run.workflowId === selectedId ? 'workflows__row--selected' : undefined)}
      onExport={() => csv.exportCsv(exportUrl('workflowRuns', { ...filter, ...list.sort }), 'workflow-runs.csv')}
      exporting={csv.exporting}
    />
  );
}
