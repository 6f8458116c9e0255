import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Button, HTMLSelect, HTMLTable, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { PRICE_LIST_PAGE_SIZES } from '../../../../domain/pricing/priceList';

export interface Column<Row> {
  key: string;
  title: string;
  render: (row: Row) => ReactNode;
  numeric?: boolean;
}

/** A table of ERP rows with a filter box and pages of 10, 25 or 100 rows (spec 002 section 9). */
export function PagedTable<Row>(props: {
  label: string;
  rows: Row[];
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  matches: (row: Row, search: string) => boolean;
  loading?: boolean;
  error?: Error | null;
  emptyText: string;
}) {
  const { t } = useTranslation('pricing');
  const [pageSize, setPageSize] = useState<number>(PRICE_LIST_PAGE_SIZES[0]);
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const { rows, matches } = props;
  const filtered = useMemo(() => (search.trim() ? rows.filter((row) => matches(row, search.trim().toLowerCase())) : rows), [rows, matches, search]);
  const pages = Math.max(1, Math.ceil(filtered.length / pageSize));
  useEffect(() => setPage(0), [search, pageSize, rows]);
  const visible = filtered.slice(page * pageSize, (page + 1) * pageSize);
  return (
    <div className="price-table" aria-label={props.label} role="region">
      <div className="price-table__tools">
        <InputGroup leftIcon="search" placeholder={t('filter')} value={search} onValueChange={setSearch} aria-label={`${props.label}: ${t('filter')}`} />
        <HTMLSelect aria-label={t('pageSize')} value={pageSize} onChange={(event) => setPageSize(Number(event.currentTarget.value))} options={PRICE_LIST_PAGE_SIZES.map((size) => ({ value: size, label: t('rowsPerPage', { count: size }) }))} />
      </div>
      {props.loading ? (
        <Spinner size={24} aria-label={t('loading')} />
      ) : props.error ? (
        <NonIdealState icon="error" title={t('queryFailed')} description={props.error.message} />
      ) : filtered.length === 0 ? (
        <NonIdealState icon="search" title={props.emptyText} />
      ) : (
        <>
          <HTMLTable compact striped interactive className="price-table__table">
            <thead>
              <tr>{props.columns.map((column) => <th key={column.key} className={column.numeric ? 'numeric' : undefined}>{column.title}</th>)}</tr>
            </thead>
            <tbody>
              {visible.map((row) => (
                <tr key={props.rowKey(row)}>
                  {props.columns.map((column) => <td key={column.key} className={column.numeric ? 'numeric' : undefined}>{column.render(row)}</td>)}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <div className="price-table__pager">
            <span>{t('pageOf', { page: page + 1, pages, total: filtered.length })}</span>
            <Button icon="chevron-left" small disabled={page === 0} onClick={() => setPage(page - 1)} aria-label={t('previous')} />
            <Button icon="chevron-right" small disabled={page + 1 >= pages} onClick={() => setPage(page + 1)} aria-label={t('next')} />
          </div>
        </>
      )}
    </div>
  );
}
