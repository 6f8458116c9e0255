import { Button, ButtonGroup, Classes, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { pagesOf } from '../utils/tableQuery';
import './dataTable.css';

export interface DataTablePagerProps {
  pageIndex: number;
  pageSize: number;
  /** Rows of the whole (filtered) list. */
  total: number;
  /** Sizes the user may choose; the spec's where it names them. */
  pageSizes?: readonly number[];
  /** The size labelled "All" among the sizes. */
  allPageSize?: number;
  onChange: (pageIndex: number, pageSize: number) => void;
  disabled?: boolean;
}

/** The one pager of the dashboard: rows shown of the total, page size, previous / next. */
export function DataTablePager({ pageIndex, pageSize, total, pageSizes, allPageSize, onChange, disabled }: DataTablePagerProps) {
  const { t } = useTranslation();
  const pages = pagesOf(total, pageSize);
  const from = pageIndex * pageSize + 1;
  const to = Math.min(total, (pageIndex + 1) * pageSize);
  return (
    <div className="data-table__pager" data-testid="data-table-pager">
      <span className={Classes.TEXT_MUTED} role="status">
        {total === 0 ? t('pager.none') : t('pager.rangeOf', { from, to, total })}
      </span>
      <div className="data-table__pager-controls">
        {pageSizes && pageSizes.length > 1 ? (
          <label className="data-table__page-size">
            {t('pager.pageSize')}{' '}
            <HTMLSelect
              value={pageSize}
              onChange={(event) => onChange(0, Number(event.target.value))}
              options={pageSizes.map((size) => ({ value: size, label: size === allPageSize ? t('pager.all') : String(size) }))}
            />
          </label>
        ) : null}
        <span>{t('pager.page', { page: pageIndex + 1, pages })}</span>
        <ButtonGroup>
          <Button icon="chevron-left" text={t('pager.previous')} disabled={disabled || pageIndex === 0} onClick={() => onChange(pageIndex - 1, pageSize)} />
          <Button
            endIcon="chevron-right"
            text={t('pager.next')}
            disabled={disabled || pageIndex + 1 >= pages}
            onClick={() => onChange(pageIndex + 1, pageSize)}
          />
        </ButtonGroup>
      </div>
    </div>
  );
}
