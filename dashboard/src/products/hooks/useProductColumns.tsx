import { Button, Icon } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type CatalogueProductFieldsFragment as ProductRow } from '../../graphql';
import { intlLocaleOf } from '../../ui/utils';
import { ProductImageButton } from '../components/ProductImageButton';
import { formatProductPrice } from '../utils';

const column = createColumnHelper<ProductRow>();

/** The catalogue's columns (spec 002 Products); the sortable ids are the server's sort keys (domain/products/productSort.ts). */
export function useProductColumns(canUpload: boolean, onOpen: (row: ProductRow) => void) {
  const { t, i18n } = useTranslation('products');
  const locale = intlLocaleOf(i18n.resolvedLanguage ?? 'es');
  return useMemo(
    () => [
      column.display({
        id: 'image',
        header: t('columns.image'),
        cell: ({ row: { original: row } }) =>
          row.thumbnailUrl ? (
            <img className="products__thumb" src={row.thumbnailUrl} alt={t('imageOf', { sku: row.sku })} loading="lazy" />
          ) : (
            <Icon icon="media" size={24} className="products__no-image" aria-label={t('noImage')} />
          ),
      }),
      column.accessor('productName', {
        id: 'productName',
        header: t('columns.name'),
        cell: ({ row: { original: row } }) => (
          <Button
            variant="minimal"
            className="products__name"
            text={row.productName}
            aria-label={t('detailOf', { name: row.productName })}
            onClick={() => onOpen(row)}
          />
        ),
      }),
      column.accessor('sku', { id: 'sku', header: t('columns.sku'), cell: ({ getValue }) => <code>{getValue()}</code> }),
      column.accessor('organizationName', { id: 'company', header: t('columns.company'), enableSorting: false }),
      column.accessor('currentSellPrice', {
        id: 'price',
        header: t('columns.price'),
        enableSorting: false,
        meta: { numeric: true },
        cell: ({ row: { original: row } }) => formatProductPrice(row.currentSellPrice, row.saleUnitName, locale),
      }),
      column.display({
        id: 'actions',
        header: t('columns.actions'),
        enableHiding: false,
        cell: ({ row: { original: row } }) => (canUpload ? <ProductImageButton product={row} /> : null),
      }),
    ],
    [t, locale, canUpload, onOpen],
  );
}
