import { Classes } from '@blueprintjs/core';
import { Cell, Column, Table2 } from '@blueprintjs/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cellText, columnsOf, columnWidthsOf, maxShownRows, toRows } from '../utils/operations';

const rowHeight = 24;
const headerHeight = 30;
const maxVisibleRows = 15;

/** The first 100 rows an ERP read returned, in a Blueprint data table with one column per field. */
export function ErpRowsTable({ rows, rowCount }: { rows: unknown; rowCount: number }) {
  const { t } = useTranslation('erp');
  const records = useMemo(() => toRows(rows), [rows]);
  const shown = useMemo(() => records.slice(0, maxShownRows), [records]);
  const columns = useMemo(() => columnsOf(shown), [shown]);
  // The ERP's field names (articleKey, stock...) get the reader's words; an unknown field keeps its name.
  const headers = useMemo(() => columns.map((column) => t(`columns.${column}`, { defaultValue: column })), [columns, t]);
  // One array per answer: Table2 resets widths the user dragged whenever it gets a new one.
  const widths = useMemo(() => columnWidthsOf(shown, columns, headers), [shown, columns, headers]);
  const total = Math.max(rowCount, records.length);
  if (shown.length === 0) return <p className={Classes.TEXT_MUTED}>{t('result.noRows')}</p>;
  const height = headerHeight + Math.min(shown.length, maxVisibleRows) * rowHeight + 2;
  return (
    <>
      <p className="erp__count">
        <strong>{t('result.rows', { count: total })}</strong>
        {total > shown.length ? <span className={Classes.TEXT_MUTED}> · {t('result.shown', { shown: shown.length, count: total })}</span> : null}
      </p>
      <div className="erp__rows" style={{ height }} data-testid="erp-rows">
        <Table2
          numRows={shown.length}
          defaultRowHeight={rowHeight}
          columnWidths={widths}
          enableColumnResizing
          cellRendererDependencies={[shown]}
          getCellClipboardData={(row, column) => cellText(shown[row][columns[column]])}
        >
          {columns.map((column, index) => (
            <Column key={column} name={headers[index]} cellRenderer={(row) => <Cell>{cellText(shown[row][column])}</Cell>} />
          ))}
        </Table2>
      </div>
    </>
  );
}
