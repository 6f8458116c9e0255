import { Classes } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type WorkflowRunFragment as WorkflowRun } from '../../graphql';
import { formatDateTime, formatDuration } from '../../ui/utils';
import { RunStatusTag } from '../components/RunStatusTag';
import { useWorkflowTypeLabel } from './useWorkflowTypeLabel';

const column = createColumnHelper<WorkflowRun>();

/** Milliseconds from start to close (or to now while running), to sort the duration as a number. */
function durationMs(run: WorkflowRun): number {
  return (run.closeTime ? Date.parse(run.closeTime) : Date.now()) - Date.parse(run.startTime);
}

/** The runs table's columns; the ids of the sortable ones are the server's sort keys (domain/workflows/runList.ts), the duration is not one. */
export function useRunColumns() {
  const { t, i18n } = useTranslation('workflows');
  const typeLabel = useWorkflowTypeLabel();
  return useMemo(
    () => [
      column.accessor((run) => typeLabel(run.workflowType), { id: 'type', header: t('runs.columns.type') }),
      column.accessor('workflowId', {
        id: 'id',
        header: t('runs.columns.id'),
        enableHiding: false,
        cell: ({ getValue }) => <span className={`${Classes.MONOSPACE_TEXT} workflows__id`}>{getValue()}</span>,
      }),
      column.accessor('status', { id: 'status', header: t('runs.columns.status'), cell: ({ getValue }) => <RunStatusTag status={getValue()} /> }),
      column.accessor((run) => Date.parse(run.startTime), {
        id: 'started',
        header: t('runs.columns.started'),
        cell: ({ row }) => <span className="workflows__nowrap">{formatDateTime(row.original.startTime, i18n.language)}</span>,
      }),
      column.accessor((run) => (run.closeTime ? Date.parse(run.closeTime) : Number.POSITIVE_INFINITY), {
        id: 'closed',
        header: t('runs.columns.closed'),
        cell: ({ row }) => <span className="workflows__nowrap">{formatDateTime(row.original.closeTime, i18n.language)}</span>,
      }),
      column.accessor(durationMs, {
        id: 'duration',
        header: t('runs.columns.duration'),
        enableSorting: false,
        meta: { numeric: true },
        cell: ({ row }) => <span className="workflows__nowrap">{formatDuration(row.original.startTime, row.original.closeTime)}</span>,
      }),
    ],
    [t, i18n.language, typeLabel],
  );
}
