import { Button, ButtonGroup, HTMLSelect, HTMLTable, Icon, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../access/hooks';
import { QueryProblem, ScreenHeading } from '../../ui/components';
import { intlLocaleOf } from '../../ui/utils';
import { useCatalogueProducts } from '../hooks';
import { formatProductPrice, pageRange, PRODUCT_PAGE_SIZES } from '../utils';
import { ProductDrawer } from './ProductDrawer';
import { ProductImageButton } from './ProductImageButton';
import './products.css';

/** Waits for typing to pause before asking the server. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * /prometheus/settings/products ('Productos', spec 002 Products): the whole catalogue searched and
 * paged on the server, each row with its thumbnail (a signed link) and an upload / refresh button
 * (products.images), and a detail panel per product.
 */
export function ProductsScreen() {
  const { t, i18n } = useTranslation('products');
  const locale = intlLocaleOf(i18n.resolvedLanguage ?? 'es');
  const { can } = usePermissions();
  const canUpload = can('products.images');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(25);
  const [openId, setOpenId] = useState<string | null>(null);
  const settledSearch = useSettled(search.trim(), 300);
  const products = useCatalogueProducts(settledSearch, page, pageSize);
  const data = products.data?.catalogueProducts;
  const range = data ? pageRange(data.page, data.pageSize, data.rows.length, data.total) : null;
  const opened = data?.rows.find((row) => row.id === openId) ?? null;
  return (
    <div className="products">
      <ScreenHeading title={t('title')} />
      <div className="products__toolbar">
        <InputGroup
          leftIcon="search"
          placeholder={t('search')}
          aria-label={t('search')}
          value={search}
          rightElement={products.isFetching ? <Spinner size={16} /> : undefined}
          onValueChange={(value) => {
            setSearch(value);
            setPage(0);
          }}
        />
        {range ? <span className="bp6-text-muted">{t('range', range)}</span> : null}
      </div>
      {products.isError ? (
        <QueryProblem error={products.error} onRetry={() => void products.refetch()} />
      ) : !data ? (
        <Spinner />
      ) : data.rows.length === 0 ? (
        <NonIdealState icon="box" title={t('none')} />
      ) : (
        <HTMLTable compact striped interactive className="products__table" aria-label={t('title')}>
          <thead>
            <tr>
              <th>{t('columns.image')}</th>
              <th>{t('columns.name')}</th>
              <th>{t('columns.sku')}</th>
              <th>{t('columns.company')}</th>
              <th className="products__number">{t('columns.price')}</th>
              <th aria-label={t('columns.actions')} />
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.id} onClick={() => setOpenId(row.id)}>
                <td className="products__thumb-cell">
                  {row.thumbnailUrl ? <img className="products__thumb" src={row.thumbnailUrl} alt={t('imageOf', { sku: row.sku })} loading="lazy" /> : <Icon icon="media" size={24} className="products__no-image" aria-label={t('noImage')} />}
                </td>
                <td>
                  <Button variant="minimal" className="products__name" text={row.productName} aria-label={t('detailOf', { name: row.productName })} onClick={() => setOpenId(row.id)} />
                </td>
                <td>
                  <code>{row.sku}</code>
                </td>
                <td>{row.organizationName}</td>
                <td className="products__number">{formatProductPrice(row.currentSellPrice, row.saleUnitName, locale)}</td>
                <td>{canUpload ? <ProductImageButton product={row} /> : null}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {range ? (
        <div className="products__paging">
          <label>
            {t('paging.rows')}{' '}
            <HTMLSelect
              value={pageSize}
              aria-label={t('paging.rows')}
              onChange={(event) => {
                setPageSize(Number(event.currentTarget.value));
                setPage(0);
              }}
            >
              {PRODUCT_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </HTMLSelect>
          </label>
          <span className="bp6-text-muted">{t('paging.page', { page: page + 1, pages: range.pages })}</span>
          <ButtonGroup>
            <Button icon="chevron-left" aria-label={t('paging.previous')} disabled={page === 0} onClick={() => setPage(page - 1)} />
            <Button icon="chevron-right" aria-label={t('paging.next')} disabled={page + 1 >= range.pages} onClick={() => setPage(page + 1)} />
          </ButtonGroup>
        </div>
      ) : null}
      {opened ? <ProductDrawer product={opened} canUpload={canUpload} onClose={() => setOpenId(null)} /> : null}
    </div>
  );
}
