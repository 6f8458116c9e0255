import { useTranslation } from 'react-i18next';
import { type WorkflowRunFragment as WorkflowRun } from '../../graphql';
import { DataTable } from '../../ui/components';
import { useRunColumns } from '../hooks/useRunColumns';

export interface RunsTableProps {
  runs: WorkflowRun[];
  selectedId?: string;
  onSelect: (workflowId: string) => void;
}

/** The latest runs of the type and status chosen above, in the data table: sorted and paged in the browser; a click or Enter opens a run. */
export function RunsTable({ runs, selectedId, onSelect }: RunsTableProps) {
  const { t } = useTranslation('workflows');
  const columns = useRunColumns();
  return (
    <DataTable
      tableId="workflow-runs"
      label={t('runs.title')}
      columns={columns}
      rows={runs}
      getRowId={(run) => `${run.workflowId}/${run.runId}`}
      emptyText={t('runs.empty.title')}
      pageSizes={[25, 50, 100]}
      onOpen={(run) => onSelect(run.workflowId)}
      openOnClick
      rowClassName={(run) => (run.workflowId === selectedId ? 'workflows__row--selected' : undefined)}
    />
  );
}
