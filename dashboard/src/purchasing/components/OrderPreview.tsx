import { useEffect, useRef, useState } from 'react';
import { Button, ButtonGroup, Callout, Dialog, DialogBody, Intent, ProgressBar, Tag } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PurchaseOrderInput } from '../../graphql';
import type { PreviewOrder } from '../utils/previewOrder';
import { showErrorToast, showToast } from '../../ui/toaster';
import { purchasingQueryKey, usePurchaseOrderProgress, useSendPurchaseOrder } from '../hooks';
import { formatMoney } from '../utils/grid';
import { OrderLines } from './OrderLines';
import { OrderAmountsChart } from './OrderAmountsChart';
import { OrderStoreTotals } from './OrderStoreTotals';

export type { PreviewOrder } from '../utils/previewOrder';

export interface OrderPreviewProps {
  order: PreviewOrder;
  request: PurchaseOrderInput;
  onClose: () => void;
}

/** The verified order with its ERP folio: per-store totals and lines, then send, following the process step by step. */
export function OrderPreview({ order, request, onClose }: OrderPreviewProps) {
  const { t, i18n } = useTranslation('purchasing');
  const language = i18n.resolvedLanguage ?? 'es';
  const send = useSendPurchaseOrder();
  const [following, setFollowing] = useState(false);
  const progress = usePurchaseOrderProgress({ erpCompanyId: order.erpCompanyId, folio: order.folio }, following);
  const step = following ? (progress.data?.purchaseOrderProgress.step ?? 'pdf') : 'draft';
  const announced = useRef(false);
  const client = useQueryClient();
  useEffect(() => {
    if ((step === 'done' || step === 'failed') && !announced.current) {
      announced.current = true;
      // The history shows the PDFs, the e-mail and the ERP rows once the process ended.
      void client.invalidateQueries({ queryKey: [...purchasingQueryKey, 'orders'] });
      if (step === 'done') showToast({ message: t('success'), intent: 'success', icon: 'tick', timeout: 5000 });
    }
  }, [step, t, client]);
  const stepIndex = ['draft', 'pdf', 'email', 'erp', 'done'].indexOf(step);
  return (
    <Dialog isOpen onClose={onClose} title={t('preview', { folio: order.folio })} className="purchasing-preview" canOutsideClickClose={false}>
      <DialogBody>
        <p>{t('previewSummary', { provider: order.providerName, email: order.providerEmail, lines: order.lineCount })}</p>
        <OrderStoreTotals stores={order.stores} />
        <OrderAmountsChart order={order} />
        <OrderLines lines={order.lines} />
        <p className="purchasing-preview__total">
          {t('totals', {
            subtotal: formatMoney(order.totals.subtotal, language),
            ieps: formatMoney(order.totals.ieps, language),
            iva: formatMoney(order.totals.iva, language),
            total: formatMoney(order.totals.total, language),
          })}
        </p>
        <div className="purchasing-preview__actions">
          <Tag large minimal intent={step === 'done' ? Intent.SUCCESS : step === 'failed' ? Intent.DANGER : Intent.PRIMARY} data-testid="order-step">
            {t(`steps.${step}` as 'steps.done')}
          </Tag>
          {following && step !== 'done' && step !== 'failed' ? <ProgressBar value={Math.max(0.1, stepIndex / 4)} intent={Intent.PRIMARY} /> : null}
          {step === 'done' ? (
            <Callout intent={Intent.SUCCESS} icon="tick">
              {t('success')}
            </Callout>
          ) : null}
          {step === 'failed' ? <Callout intent={Intent.DANGER}>{progress.data?.purchaseOrderProgress.failure}</Callout> : null}
          <ButtonGroup>
            <Button text={t('close')} onClick={onClose} />
            <Button
              intent={Intent.PRIMARY}
              icon="send-message"
              text={t('send')}
              loading={send.isPending}
              disabled={following}
              onClick={() =>
                send.mutate({ folio: order.folio, order: request }, { onSuccess: () => setFollowing(true), onError: (error) => showErrorToast(error) })
              }
            />
          </ButtonGroup>
        </div>
      </DialogBody>
    </Dialog>
  );
}
