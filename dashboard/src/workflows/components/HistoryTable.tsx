import { Cell, Column, Table2, TruncatedFormat } from '@blueprintjs/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/utils';
import { type WorkflowRunDetailsFragment } from '../../graphql';

type WorkflowHistoryEvent = WorkflowRunDetailsFragment['history'][number];

const rowHeight = 24;
const headerHeight = 30;
const maxVisibleRows = 16;

export interface HistoryTableProps {
  events: WorkflowHistoryEvent[];
}

/** A run's event history in a Blueprint data table; attributes truncated, full text on hover. */
export function HistoryTable({ events }: HistoryTableProps) {
  const { t, i18n } = useTranslation('workflows');
  const height = headerHeight + Math.min(events.length, maxVisibleRows) * rowHeight + 2;
  const attributes = (row: number) => {
    const value = events[row].attributes;
    return value === null || value === undefined ? '' : JSON.stringify(value);
  };
  return (
    <div className="workflows__history" style={{ height }} data-testid="workflow-history">
      <Table2
        numRows={events.length}
        defaultRowHeight={rowHeight}
        enableRowHeader={false}
        enableColumnResizing
        // Cells are cached: new events of a running process and the language must redraw them.
        cellRendererDependencies={[events, i18n.language]}
        columnWidths={[44, 170, 180, 300]}
        getCellClipboardData={(row, column) => [String(events[row].eventId), events[row].time, events[row].type, attributes(row)][column]}
      >
        <Column name={t('run.historyColumns.eventId')} cellRenderer={(row) => <Cell>{events[row].eventId}</Cell>} />
        <Column name={t('run.historyColumns.time')} cellRenderer={(row) => <Cell>{formatDateTime(events[row].time, i18n.language)}</Cell>} />
        <Column name={t('run.historyColumns.type')} cellRenderer={(row) => <Cell>{events[row].type}</Cell>} />
        <Column
          name={t('run.historyColumns.attributes')}
          cellRenderer={(row) => (
            <Cell>
              <TruncatedFormat detectTruncation>{attributes(row)}</TruncatedFormat>
            </Cell>
          )}
        />
      </Table2>
    </div>
  );
}
