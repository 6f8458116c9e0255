import { useState } from 'react';
import { Button, Callout, Dialog, DialogBody, FormGroup, HTMLSelect, HTMLTable, InputGroup, Intent, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  boxQuantity,
  boxTotal,
  canSendReport,
  emptyContainerBanner,
  quantitiesEditable,
  type EmptyContainerState,
} from '../../../../domain/xadis/emptyContainers';
import { DateField, QueryProblem, ScreenHeading } from '../../ui/components';
import { showErrorToast, showToast } from '../../ui/toaster';
import { useEmptyContainerHistory, useEmptyContainerScreen, useSaveEmptyContainerReport } from '../hooks';
import { pickerBounds } from '../utils';
import { EmptyContainerHistoryChart } from './EmptyContainerHistoryChart';
import { EmptyContainerHistoryTable } from './EmptyContainerHistoryTable';
import { ErpStockTable } from './ErpStockTable';
import '../xadis.css';

/** The historical dialog: two calendars (no future, a year back) and the boxes per sku per day. */
interface HistoryDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

function HistoryDialog({ isOpen, onClose }: HistoryDialogProps) {
  const { t } = useTranslation('xadis');
  const bounds = pickerBounds();
  const [from, setFrom] = useState(bounds.max);
  const [to, setTo] = useState(bounds.max);
  const valid = from >= bounds.min && to <= bounds.max && from <= to;
  const history = useEmptyContainerHistory(from, to, isOpen && valid);
  const rows = history.data?.emptyContainerHistory ?? [];
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('empty.history')} style={{ width: 920 }}>
      <DialogBody>
        <div className="xadis__row">
          <FormGroup label={t('empty.from')} labelFor="history-from">
            <DateField id="history-from" min={bounds.min} max={bounds.max} value={from} onChange={setFrom} />
          </FormGroup>
          <FormGroup label={t('empty.to')} labelFor="history-to">
            <DateField id="history-to" min={bounds.min} max={bounds.max} value={to} onChange={setTo} />
          </FormGroup>
        </div>
        {!valid ? <Callout intent={Intent.WARNING}>{t('empty.rangeInvalid')}</Callout> : null}
        {history.isLoading ? <Spinner size={24} /> : null}
        {history.error ? <QueryProblem error={history.error} /> : null}
        {valid && history.data && rows.length === 0 ? <p className="xadis__empty">{t('empty.noRecords')}</p> : null}
        {rows.length > 0 ? <EmptyContainerHistoryChart rows={rows} /> : null}
        {rows.length > 0 ? <EmptyContainerHistoryTable rows={rows} /> : null}
      </DialogBody>
    </Dialog>
  );
}

/** /prometheus/xadis/emptyContainer: the window's ERP stock, the boxes per partner product, the banner and 'Enviar datos'. */
export function EmptyContainerScreen() {
  const { t } = useTranslation('xadis');
  const screen = useEmptyContainerScreen();
  const save = useSaveEmptyContainerReport();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [shippingDate, setShippingDate] = useState('');
  const [historyOpen, setHistoryOpen] = useState(false);
  const [done, setDone] = useState(false);
  const data = screen.data?.emptyContainerScreen;
  const report = data?.report ?? null;
  const closed = Boolean(report?.closed);
  const state = (data?.state ?? 0) as EmptyContainerState;
  const editable = quantitiesEditable(state) && !closed;
  const quantityOf = (sku: string) => typed[sku] ?? String(report?.emptyContainers.find((line) => line.sku === sku)?.quantity ?? '');
  const products = data?.products ?? [];
  const total = boxTotal(
    state,
    products.map((product) => quantityOf(product.sku)),
  );
  const banner = emptyContainerBanner(data?.erpTotal ?? null, total);
  const invalid = products.some((product) => {
    const value = boxQuantity(quantityOf(product.sku));
    return !Number.isInteger(value) || value < 0;
  });
  if (screen.error) return <QueryProblem error={screen.error} onRetry={() => void screen.refetch()} />;
  if (!data) return <Spinner />;
  const bounds = pickerBounds();

  const submit = (send: boolean) => {
    if (invalid) {
      showToast({ message: t('empty.quantityInvalid'), intent: 'danger', icon: 'error' });
      return;
    }
    if (send && !canSendReport(state, data.erpTotal ?? null, total)) {
      // Spec 001 section 5: a difference only scrolls to the top, nothing is sent.
      window.scrollTo({ top: 0, behavior: 'smooth' });
      document.querySelector('.xadis__banner')?.scrollIntoView({ block: 'start' });
      return;
    }
    if (send && !shippingDate) {
      showToast({ message: t('empty.shippingRequired'), intent: 'danger', icon: 'error' });
      return;
    }
    save.mutate(
      {
        input: {
          version: report?.version ?? null,
          send,
          shippingDate: send ? shippingDate : null,
          emptyContainers: products.map((product) => ({
            sku: product.sku,
            sap: product.sap,
            stockType: product.stockType,
            quantity: editable ? boxQuantity(quantityOf(product.sku)) : 0,
          })),
        },
      },
      {
        onSuccess: () => {
          setTyped({});
          if (send) setDone(true);
          showToast({ message: send ? t('empty.sent') : t('empty.saved'), intent: 'success', icon: 'tick' });
        },
        onError: (error) => showErrorToast(error),
      },
    );
  };

  return (
    <div className="xadis">
      <ScreenHeading title={t('empty.title')} actions={<Button icon="history" text={t('empty.history')} onClick={() => setHistoryOpen(true)} />} />
      <Callout
        className="xadis__banner"
        intent={banner.intent === 'success' ? Intent.SUCCESS : banner.intent === 'warning' ? Intent.WARNING : Intent.DANGER}
        title={t(`empty.banner.${banner.intent}`)}
      >
        {state !== 0 ? <div data-testid="erp-total">{t('empty.erpTotal', { total: data.erpTotal ?? 0 })}</div> : <div>{t('empty.stageOff')}</div>}
        <div data-testid="box-total">{t('empty.boxTotal', { total })}</div>
        <div data-testid="difference">{t('empty.difference', { difference: banner.difference })}</div>
        <div>{t('empty.state', { state })}</div>
      </Callout>
      {done || closed ? (
        <Callout intent={Intent.SUCCESS} icon="tick">
          {t('empty.sent')}
        </Callout>
      ) : null}
      <div className="xadis__columns">
        <section className="xadis__column">
          <h3>{t('empty.erpStock')}</h3>
          <ErpStockTable rows={data.erpRows} />
        </section>
        <section className="xadis__column">
          <h3>{t('empty.products')}</h3>
          <HTMLTable compact striped aria-label={t('empty.products')}>
            <thead>
              <tr>
                <th>SKU</th>
                <th>{t('empty.description')}</th>
                <th>SAP</th>
                <th>{t('empty.quantity')}</th>
                <th>{t('empty.stockType')}</th>
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
                <tr key={product.sku}>
                  <td>{product.sku}</td>
                  <td>{product.description}</td>
                  <td>{product.sap}</td>
                  <td>
                    <InputGroup
                      small
                      inputMode="numeric"
                      aria-label={`${t('empty.quantity')} ${product.sku}`}
                      disabled={!editable}
                      value={editable ? quantityOf(product.sku) : state === 3 ? '0' : quantityOf(product.sku)}
                      onValueChange={(value) => setTyped({ ...typed, [product.sku]: value })}
                      intent={Number.isInteger(boxQuantity(quantityOf(product.sku))) && boxQuantity(quantityOf(product.sku)) >= 0 ? Intent.NONE : Intent.DANGER}
                    />
                  </td>
                  <td>
                    <HTMLSelect
                      disabled
                      value={product.stockType}
                      options={[
                        { value: 'SELECTABLE', label: t('empty.selectable') },
                        { value: 'FREETOUSE', label: t('empty.freeToUse') },
                      ]}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <div className="xadis__row">
            <FormGroup label={t('empty.captureDate')} labelFor="capture-date">
              <DateField id="capture-date" readOnly value={data.captureDate} onChange={() => undefined} />
            </FormGroup>
            <FormGroup label={t('empty.shippingDate')} labelFor="shipping-date">
              <DateField
                id="shipping-date"
                min={bounds.min}
                max={bounds.max}
                disabled={closed}
                value={closed ? (report?.shippingDate ?? '') : shippingDate}
                onChange={setShippingDate}
              />
            </FormGroup>
          </div>
          <div className="xadis__row">
            <Button text={t('empty.save')} disabled={closed || !editable} loading={save.isPending} onClick={() => submit(false)} />
            <Button intent={Intent.PRIMARY} text={t('empty.send')} disabled={closed} loading={save.isPending} onClick={() => submit(true)} />
          </div>
        </section>
      </div>
      <Button className="xadis__fab" icon="calendar" intent={Intent.PRIMARY} large aria-label={t('empty.history')} onClick={() => setHistoryOpen(true)} />
      <HistoryDialog isOpen={historyOpen} onClose={() => setHistoryOpen(false)} />
    </div>
  );
}
