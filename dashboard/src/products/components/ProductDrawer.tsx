import { Drawer, DrawerSize, HTMLTable, Icon, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { CatalogueProductFieldsFragment } from '../../graphql';
import { intlLocaleOf } from '../../ui/utils';
import { ChangeHistoryPanel } from '../../history/components';
import { formatProductPrice } from '../utils';
import { ProductImageButton } from './ProductImageButton';

export interface ProductDrawerProps {
  product: CatalogueProductFieldsFragment;
  canUpload: boolean;
  onClose: () => void;
}

/** The detail panel of one product: image, brand, category, sale unit, price, taxes, barcodes, per-box quantity. */
export function ProductDrawer({ product, canUpload, onClose }: ProductDrawerProps) {
  const { t, i18n } = useTranslation('products');
  const locale = intlLocaleOf(i18n.resolvedLanguage ?? 'es');
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return (
    <Drawer isOpen onClose={onClose} title={product.productName} icon="box" size={DrawerSize.SMALL} className="products__drawer">
      <div className="products__drawer-body">
        <div className="products__image">
          {product.imageUrl ? (
            <img src={product.imageUrl} alt={t('imageOf', { sku: product.sku })} />
          ) : (
            <Icon icon="media" size={64} aria-label={t('noImage')} />
          )}
        </div>
        {canUpload ? <ProductImageButton product={product} large /> : null}
        <HTMLTable compact className="products__detail" aria-label={t('detail')}>
          <tbody>
            <tr>
              <th>{t('columns.sku')}</th>
              <td>{product.sku}</td>
            </tr>
            <tr>
              <th>{t('fields.company')}</th>
              <td>{product.organizationName}</td>
            </tr>
            <tr>
              <th>{t('fields.brand')}</th>
              <td>{product.brandName || '—'}</td>
            </tr>
            <tr>
              <th>{t('fields.category')}</th>
              <td>{product.categoryName || '—'}</td>
            </tr>
            <tr>
              <th>{t('fields.saleUnit')}</th>
              <td>{product.saleUnitName || '—'}</td>
            </tr>
            <tr>
              <th>{t('fields.price')}</th>
              <td>{formatProductPrice(product.currentSellPrice, product.saleUnitName, locale)}</td>
            </tr>
            <tr>
              <th>{t('fields.taxes')}</th>
              <td>
                {product.taxes.length === 0
                  ? t('fields.noTaxes')
                  : product.taxes.map((tax) => (tax.name.includes('%') ? tax.name : `${tax.name} ${percent.format(tax.rate)} %`)).join(' · ')}
              </td>
            </tr>
            <tr>
              <th>{t('fields.barcodes')}</th>
              <td>
                {product.barcodes.length === 0
                  ? '—'
                  : product.barcodes.map((barcode) => (
                      <Tag key={barcode} minimal className="products__barcode">
                        {barcode}
                      </Tag>
                    ))}
              </td>
            </tr>
            <tr>
              <th>{t('fields.perBox')}</th>
              <td>{product.quantityPerBox}</td>
            </tr>
            <tr>
              <th>{t('fields.flags')}</th>
              <td>
                <Tag minimal intent={product.sellable ? 'success' : 'none'}>
                  {product.sellable ? t('fields.sellable') : t('fields.notSellable')}
                </Tag>{' '}
                <Tag minimal intent={product.purchable ? 'primary' : 'none'}>
                  {product.purchable ? t('fields.purchable') : t('fields.notPurchable')}
                </Tag>
              </td>
            </tr>
          </tbody>
        </HTMLTable>
        <ChangeHistoryPanel recordType="Product" recordId={product.id} />
      </div>
    </Drawer>
  );
}
