import { Button, ButtonGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { STORE_PAGE_SIZES } from '../utils';

export interface TablePagingProps {
  page: number;
  pages: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** Rows per page and previous / next over the loaded stores. */
export function TablePaging({ page, pages, pageSize, onPage, onPageSize }: TablePagingProps) {
  const { t } = useTranslation('stores');
  return (
    <div className="stores__paging">
      <label>
        {t('paging.rows')}{' '}
        <HTMLSelect value={pageSize} onChange={(event) => onPageSize(Number(event.currentTarget.value))} aria-label={t('paging.rows')}>
          {STORE_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </HTMLSelect>
      </label>
      <span className="bp6-text-muted">{t('paging.page', { page: page + 1, pages })}</span>
      <ButtonGroup>
        <Button icon="chevron-left" aria-label={t('paging.previous')} disabled={page === 0} onClick={() => onPage(page - 1)} />
        <Button icon="chevron-right" aria-label={t('paging.next')} disabled={page >= pages - 1} onClick={() => onPage(page + 1)} />
      </ButtonGroup>
    </div>
  );
}
