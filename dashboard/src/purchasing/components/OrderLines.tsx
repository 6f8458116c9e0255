import { HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { PurchaseOrderLineFieldsFragment } from '../../graphql';
import { formatMoney, formatPrice } from '../utils/grid';

/** The lines of one order (the preview, or an order opened from the history). */
export function OrderLines({ lines }: { lines: readonly PurchaseOrderLineFieldsFragment[] }) {
  const { t, i18n } = useTranslation('purchasing');
  const language = i18n.resolvedLanguage ?? 'es';
  return (
    <div className="purchasing-preview__lines">
      <HTMLTable compact striped>
        <thead>
          <tr>
            <th>{t('columns.store')}</th>
            <th>{t('columns.sku')}</th>
            <th>{t('columns.description')}</th>
            <th>{t('columns.packages')}</th>
            <th>{t('columns.perPackage')}</th>
            <th>{t('columns.price')}</th>
            <th>{t('columns.total')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.storeId}|${line.sku}`}>
              <td>{line.storeId}</td>
              <td>{line.sku}</td>
              <td>{line.description}</td>
              <td className="num">{line.packages}</td>
              <td className="num">{line.piecesPerPackage}</td>
              <td className="num">{formatPrice(line, language)}</td>
              <td className="num">{formatMoney(line.total, language)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
