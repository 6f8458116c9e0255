import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productSortKeys } from '../../../../domain/products/productSort';
import { usePermissions } from '../../access/hooks';
import { type CatalogueProductFieldsFragment as ProductRow } from '../../graphql';
import { DataTable, ScreenHeading, TableSearch } from '../../ui/components';
import { useCsvExport, useServerTableState } from '../../ui/hooks';
import { exportUrl } from '../../ui/utils';
import { useCatalogueProducts } from '../hooks';
import { useProductColumns } from '../hooks/useProductColumns';
import { PRODUCT_PAGE_SIZES } from '../utils';
import { ProductDrawer } from './ProductDrawer';
import './products.css';

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
  const list = useServerTableState({ sortKeys: productSortKeys, pageSize: 25 });
  const [openId, setOpenId] = useState<string | null>(null);
  const products = useCatalogueProducts(list.settledSearch, list.pageIndex, list.pageSize, list.sort);
  const csv = useCsvExport();
  const data = products.data?.catalogueProducts;
  const opened = data?.rows.find((row) => row.id === openId) ?? null;
  const columns = useProductColumns(
    canUpload,
    useCallback((row: ProductRow) => setOpenId(row.id), []),
  );
  return (
    <div className="products">
      <ScreenHeading title={t('title')} />
      <DataTable
        tableId="products"
        label={t('title')}
        columns={columns}
        getRowId={(row) => row.id}
        emptyText={t('none')}
        pageSizes={PRODUCT_PAGE_SIZES}
        {...list.tableProps(products, data)}
        onOpen={(row) => setOpenId(row.id)}
        onExport={() => csv.exportCsv(exportUrl('products', { search: list.settledSearch, ...list.sort }), 'products.csv')}
        exporting={csv.exporting}
        toolbar={<TableSearch label={t('search')} value={list.search} busy={products.isFetching} onChange={list.setSearch} />}
      />
      {opened ? <ProductDrawer product={opened} canUpload={canUpload} onClose={() => setOpenId(null)} /> : null}
    </div>
  );
}
