import { Icon } from '@blueprintjs/core';
import { flexRender, type Header } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';

export interface SortHeaderProps<Row> {
  header: Header<Row, unknown>;
}

/** A column's heading: a button that sorts by it (ascending, descending, then the list's own order) where it can sort. */
export function SortHeader<Row>({ header }: SortHeaderProps<Row>) {
  const { t } = useTranslation();
  const { column } = header;
  const title = flexRender(column.columnDef.header, header.getContext());
  const sorted = column.getIsSorted();
  const ariaSort = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : column.getCanSort() ? 'none' : undefined;
  return (
    <th
      aria-sort={ariaSort}
      className={column.columnDef.meta?.numeric ? 'data-table__numeric' : undefined}
      style={{ width: column.columnDef.size && column.columnDef.size !== 150 ? column.columnDef.size : undefined }}
    >
      {column.getCanSort() ? (
        <button type="button" className="data-table__sort" onClick={column.getToggleSortingHandler()} title={t('table.sortBy')}>
          {title}
          <Icon
            icon={sorted === 'asc' ? 'sort-asc' : sorted === 'desc' ? 'sort-desc' : 'double-caret-vertical'}
            size={12}
            className={sorted ? undefined : 'data-table__sort-idle'}
          />
        </button>
      ) : (
        title
      )}
    </th>
  );
}
