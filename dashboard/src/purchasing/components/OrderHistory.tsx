import { useState } from 'react';
import { AnchorButton, Button, HTMLTable, Intent, Spinner, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { QueryProblem } from '../../ui/components';
import { usePurchaseOrders } from '../hooks';
import { formatStoreTotal } from '../utils/grid';
import { OrderDialog } from './OrderDialog';
import { intlLocaleOf } from '../../ui/utils';

/** The orders sent before: their PDFs, e-mail, ERP rows and status; a folio opens the order. */
export function OrderHistory() {
  const { t, i18n } = useTranslation('purchasing');
  const orders = usePurchaseOrders();
  const [opened, setOpened] = useState<{ erpCompanyId: number; folio: number } | null>(null);
  if (orders.isPending) return <Spinner size={24} />;
  if (orders.error) return <QueryProblem error={orders.error} onRetry={() => void orders.refetch()} />;
  const list = orders.data.purchaseOrders;
  return (
    <section className="purchasing-history" aria-label={t('history')}>
      <h3>{t('history')}</h3>
      {list.length === 0 ? (
        <p className="bp6-text-muted">{t('noHistory')}</p>
      ) : (
        <HTMLTable compact striped>
          <thead>
            <tr>
              {['folio', 'date', 'provider', 'stores', 'total', 'pdf', 'email', 'erp', 'status'].map((name) => (
                <th key={name}>{t(`historyColumns.${name}` as 'historyColumns.folio')}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.map((order) => (
              <tr key={`${order.erpCompanyId}-${order.folio}`} data-folio={order.folio}>
                <td>
                  <Button
                    variant="minimal"
                    size="small"
                    text={order.folio}
                    title={t('openOrder', { folio: order.folio, lines: order.lineCount })}
                    onClick={() => setOpened({ erpCompanyId: order.erpCompanyId, folio: order.folio })}
                  />
                </td>
                <td>{new Date(order.createdAt).toLocaleString(intlLocaleOf(i18n.resolvedLanguage ?? 'es'))}</td>
                <td>{order.providerName}</td>
                <td>{order.stores.map((store) => store.storeId).join(', ')}</td>
                <td className="num">{formatStoreTotal(order.totals.total)}</td>
                <td>
                  {order.pdfs.map((pdf) => (
                    <AnchorButton key={pdf.fileName} variant="minimal" size="small" icon="document" href={pdf.url ?? undefined} target="_blank" text={pdf.fileName} />
                  ))}
                </td>
                <td>{order.emailedAt ? order.emailRecipients.join(', ') : '—'}</td>
                <td>{order.erpInsertedAt ? t('erpRows', { orders: order.erpOrders, lines: order.erpLines }) : '—'}</td>
                <td>
                  <Tag minimal intent={order.status === 'sent' ? Intent.SUCCESS : order.status === 'failed' ? Intent.DANGER : Intent.PRIMARY}>{t(`status.${order.status}` as 'status.sent')}</Tag>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {opened ? <OrderDialog order={opened} onClose={() => setOpened(null)} /> : null}
    </section>
  );
}
