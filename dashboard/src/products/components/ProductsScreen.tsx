import { InputGroup, Spinner } from '@blueprintjs/core';
import { type PaginationState, type SortingState } from '@tanstack/react-table';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productSortKeys } from '../../../../domain/products/productSort';
import { usePermissions } from '../../access/hooks';
import { type CatalogueProductFieldsFragment as ProductRow } from '../../graphql';
import { DataTable, ScreenHeading } from '../../ui/components';
import { useCsvExport } from '../../ui/hooks';
import { exportUrl, listSortOf } from '../../ui/utils';
import { useCatalogueProducts } from '../hooks';
import { useProductColumns } from '../hooks/useProductColumns';
import { PRODUCT_PAGE_SIZES } from '../utils';
import { ProductDrawer } from './ProductDrawer';
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
 * /prometheus/settings/products ('Productos', spec 002 Products): the whole catalogue searched,
 * sorted (name, SKU) and paged on the server in the data table, each row with its thumbnail (a
 * signed link) and an upload / refresh button (products.images), a detail panel per product and
 * the CSV of the whole search.
 */
export function ProductsScreen() {
  const { t } = useTranslation('products');
  const { can } = usePermissions();
  const canUpload = can('products.images');
  const [search, setSearch] = useState('');
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 25 });
  const [sorting, setSorting] = useState<SortingState>([]);
  const [openId, setOpenId] = useState<string | null>(null);
  const settledSearch = useSettled(search.trim(), 300);
  const sort = listSortOf(sorting, productSortKeys);
  const products = useCatalogueProducts(settledSearch, pagination.pageIndex, pagination.pageSize, sort);
  const csv = useCsvExport();
  const data = products.data?.catalogueProducts;
  const opened = data?.rows.find((row) => row.id === openId) ?? null;
  const columns = useProductColumns(canUpload, useCallback((row: ProductRow) => setOpenId(row.id), []));
  const firstPage = () => setPagination((current) => ({ ...current, pageIndex: 0 }));
  return (
    <div className="products">
      <ScreenHeading title={t('title')} />
      <DataTable
        tableId="products"
        label={t('title')}
        columns={columns}
        rows={data?.rows}
        getRowId={(row) => row.id}
        error={products.error}
        onRetry={() => void products.refetch()}
        emptyText={t('none')}
        pageSizes={PRODUCT_PAGE_SIZES}
        server={{
          total: data?.total ?? 0,
          pagination,
          onPaginationChange: setPagination,
          sorting,
          onSortingChange: (next) => {
            setSorting(next);
            firstPage();
          },
        }}
        onOpen={(row) => setOpenId(row.id)}
        onExport={() => csv.exportCsv(exportUrl('products', { search: settledSearch, ...sort }), 'products.csv')}
        exporting={csv.exporting}
        toolbar={
          <InputGroup
            leftIcon="search"
            placeholder={t('search')}
            aria-label={t('search')}
            value={search}
            rightElement={products.isFetching ? <Spinner size={16} /> : undefined}
            onValueChange={(value) => {
              setSearch(value);
              firstPage();
            }}
          />
        }
      />
      {opened ? <ProductDrawer product={opened} canUpload={canUpload} onClose={() => setOpenId(null)} /> : null}
    </div>
  );
}
