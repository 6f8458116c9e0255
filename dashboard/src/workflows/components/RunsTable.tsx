import { Classes, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDuration } from '../../ui/utils';
import { type WorkflowRunFragment as WorkflowRun } from '../../graphql';
import { RunStatusTag, useWorkflowTypeLabel } from './RunStatusTag';

export interface RunsTableProps {
  runs: WorkflowRun[];
  selectedId?: string;
  onSelect: (workflowId: string) => void;
}

export function RunsTable({ runs, selectedId, onSelect }: RunsTableProps) {
  const { t, i18n } = useTranslation('workflows');
  const typeLabel = useWorkflowTypeLabel();
  if (runs.length === 0) {
    return <NonIdealState className="workflows__empty" icon="flows" title={t('runs.empty.title')} description={t('runs.empty.description')} />;
  }
  return (
    <HTMLTable interactive striped compact className="workflows__table" aria-label={t('runs.title')}>
      <thead>
        <tr>
          <th>{t('runs.columns.type')}</th>
          <th>{t('runs.columns.id')}</th>
          <th>{t('runs.columns.status')}</th>
          <th>{t('runs.columns.started')}</th>
          <th>{t('runs.columns.closed')}</th>
          <th>{t('runs.columns.duration')}</th>
        </tr>
      </thead>
      <tbody>
        {runs.map((run) => (
          <tr
            key={`${run.workflowId}/${run.runId}`}
            className={run.workflowId === selectedId ? 'workflows__row--selected' : undefined}
            tabIndex={0}
            onClick={() => onSelect(run.workflowId)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onSelect(run.workflowId);
              }
            }}
          >
            <td>{typeLabel(run.workflowType)}</td>
            <td className={`${Classes.MONOSPACE_TEXT} workflows__id`}>{run.workflowId}</td>
            <td>
              <RunStatusTag status={run.status} />
            </td>
            <td className="workflows__nowrap">{formatDateTime(run.startTime, i18n.language)}</td>
            <td className="workflows__nowrap">{formatDateTime(run.closeTime, i18n.language)}</td>
            <td className="workflows__nowrap">{formatDuration(run.startTime, run.closeTime)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
