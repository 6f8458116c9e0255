import { Button } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type WorkflowRunDetailsFragment } from '../../graphql';
import { DataTable, JsonBlock } from '../../ui/components';
import { useOpenRows } from '../../ui/hooks';
import { formatDateTime } from '../../ui/utils';

type WorkflowHistoryEvent = WorkflowRunDetailsFragment['history'][number];

const column = createColumnHelper<WorkflowHistoryEvent>();

/** A run holds a few dozen events; the table pages past the first size. */
const HISTORY_PAGE_SIZES = [50, 100, 500] as const;

export interface HistoryTableProps {
  events: WorkflowHistoryEvent[];
}

const attributesText = (event: WorkflowHistoryEvent) => (event.attributes === null || event.attributes === undefined ? '' : JSON.stringify(event.attributes));

/**
 * A run's event history in the dashboard's data table, in the runtime's order until a heading
 * sorts it: the event's number, time and type, and its attributes on one line (the whole text on
 * hover); a row's chevron, Enter or a double click opens the attributes as indented JSON beneath it.
 */
export function HistoryTable({ events }: HistoryTableProps) {
  const { t, i18n } = useTranslation('workflows');
  const { isOpen, toggle } = useOpenRows();
  const columns = useMemo(
    () => [
      column.display({
        id: 'expand',
        header: '',
        enableHiding: false,
        cell: ({ row: { original: event } }) => {
          if (event.attributes === null || event.attributes === undefined) return null;
          const expanded = isOpen(String(event.eventId));
          return (
            <Button
              variant="minimal"
              size="small"
              icon={expanded ? 'chevron-down' : 'chevron-right'}
              aria-expanded={expanded}
              aria-label={t(expanded ? 'run.historyCollapse' : 'run.historyExpand', { id: event.eventId })}
              onClick={() => toggle(String(event.eventId))}
            />
          );
        },
      }),
      column.accessor('eventId', { id: 'eventId', header: t('run.historyColumns.eventId'), meta: { numeric: true } }),
      column.accessor('time', {
        id: 'time',
        header: t('run.historyColumns.time'),
        cell: ({ getValue }) => <span className="workflows__nowrap">{formatDateTime(getValue(), i18n.language)}</span>,
      }),
      column.accessor('type', { id: 'type', header: t('run.historyColumns.type'), meta: { filter: { kind: 'text' } } }),
      column.accessor(attributesText, {
        id: 'attributes',
        header: t('run.historyColumns.attributes'),
        enableSorting: false,
        meta: { filter: { kind: 'text' } },
        cell: ({ getValue }) => (
          <span className="workflows__history-attributes" title={getValue()}>
            {getValue()}
          </span>
        ),
      }),
    ],
    [t, i18n.language, isOpen, toggle],
  );
  return (
    <div className="workflows__history" data-testid="workflow-history">
      <DataTable
        tableId="workflow-history"
        label={t('run.historyLabel')}
        columns={columns}
        rows={events}
        getRowId={(event) => String(event.eventId)}
        pageSizes={HISTORY_PAGE_SIZES}
        emptyText={t('run.historyEmpty')}
        onOpen={(event) => toggle(String(event.eventId))}
        rowDetail={(event) => (isOpen(String(event.eventId)) ? <JsonBlock value={event.attributes} /> : null)}
      />
    </div>
  );
}
