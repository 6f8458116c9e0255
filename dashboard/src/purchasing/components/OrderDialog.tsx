import { Button, Dialog, DialogBody, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ChangeHistoryPanel } from '../../history/components';
import { QueryProblem } from '../../ui/components';
import { usePurchaseOrder } from '../hooks';
import { formatMoney } from '../utils/grid';
import { OrderLines } from './OrderLines';

export interface OrderDialogProps {
  order: { erpCompanyId: number; folio: number };
  onClose: () => void;
}

/** One order of the history opened: its lines, read for it alone. */
export function OrderDialog({ order, onClose }: OrderDialogProps) {
  const { t, i18n } = useTranslation('purchasing');
  const language = i18n.resolvedLanguage ?? 'es';
  const opened = usePurchaseOrder(order);
  const data = opened.data?.purchaseOrder;
  return (
    <Dialog isOpen onClose={onClose} title={t('preview', { folio: order.folio })} className="purchasing-preview purchasing-order">
      <DialogBody>
        {opened.error ? <QueryProblem error={opened.error} onRetry={() => void opened.refetch()} /> : null}
        {!data ? (
          opened.error ? null : (
            <Spinner size={24} />
          )
        ) : (
          <>
            <p>{t('previewSummary', { provider: data.providerName, email: data.providerEmail, lines: data.lineCount })}</p>
            <OrderLines lines={data.lines} />
            <p className="purchasing-preview__total">
              {t('totals', {
                subtotal: formatMoney(data.totals.subtotal, language),
                ieps: formatMoney(data.totals.ieps, language),
                iva: formatMoney(data.totals.iva, language),
                total: formatMoney(data.totals.total, language),
              })}
            </p>
          </>
        )}
        <ChangeHistoryPanel recordType="PurchaseOrder" recordId={`${order.erpCompanyId}-${order.folio}`} />
        <Button text={t('close')} onClick={onClose} />
      </DialogBody>
    </Dialog>
  );
}
