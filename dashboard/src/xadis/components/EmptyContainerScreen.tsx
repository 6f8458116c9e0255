import { useEffect, useMemo, useState } from 'react';
import { Button, Callout, Dialog, DialogBody, FormGroup, HTMLSelect, HTMLTable, InputGroup, Intent, Spinner } from '@blueprintjs/core';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  boxTotal,
  canSendReport,
  emptyContainerBanner,
  emptyContainerFormSchema,
  emptyContainerHistoryFormSchema,
  quantitiesEditable,
  type EmptyContainerFormValues,
  type EmptyContainerState,
} from '../../../../domain/xadis/emptyContainers';
import { DateField, QueryProblem, ScreenHeading } from '../../ui/components';
import { useZodForm } from '../../ui/hooks';
import { showErrorToast, showToast } from '../../ui/toaster';
import { useEmptyContainerHistory, useEmptyContainerScreen, useSaveEmptyContainerReport } from '../hooks';
import { pickerBounds } from '../utils';
import { EmptyContainerHistoryChart } from './EmptyContainerHistoryChart';
import { EmptyContainerHistoryTable } from './EmptyContainerHistoryTable';
import { ErpStockTable } from './ErpStockTable';
import '../xadis.css';

/**
 * The historical dialog: two calendars (no future, a year back) and the boxes per sku per day. A
 * useZodForm on emptyContainerHistoryFormSchema: a day out of the year or an end before the start
 * shows under its field, and the boxes shown stay those of the last right range.
 */
interface HistoryDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

function HistoryDialog({ isOpen, onClose }: HistoryDialogProps) {
  const { t } = useTranslation('xadis');
  const bounds = pickerBounds();
  const schema = useMemo(() => emptyContainerHistoryFormSchema(bounds.min, bounds.max), [bounds.min, bounds.max]);
  const form = useZodForm(schema, { id: 'history', mode: 'onChange', allowPristine: true, defaultValues: { from: bounds.max, to: bounds.max } });
  const [range, setRange] = useState({ from: bounds.max, to: bounds.max });
  const change = (field: 'from' | 'to', day: string) => {
    form.setValue(field, day, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    const next = schema.safeParse({ ...form.getValues(), [field]: day });
    if (next.success) setRange(next.data);
  };
  const history = useEmptyContainerHistory(range.from, range.to, isOpen);
  const rows = history.data?.emptyContainerHistory ?? [];
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('empty.history')} style={{ width: 920 }}>
      <DialogBody>
        <div className="xadis__row">
          <FormGroup label={t('empty.from')} {...form.group('from')}>
            <DateField {...form.date('from')} min={bounds.min} max={bounds.max} onChange={(day) => change('from', day)} />
          </FormGroup>
          <FormGroup label={t('empty.to')} {...form.group('to')}>
            <DateField {...form.date('to')} min={bounds.min} max={bounds.max} onChange={(day) => change('to', day)} />
          </FormGroup>
        </div>
        {history.isLoading ? <Spinner size={24} /> : null}
        {history.error ? <QueryProblem error={history.error} /> : null}
        {history.data && rows.length === 0 ? <p className="xadis__empty">{t('empty.noRecords')}</p> : null}
        {rows.length > 0 ? <EmptyContainerHistoryChart rows={rows} /> : null}
        {rows.length > 0 ? <EmptyContainerHistoryTable rows={rows} /> : null}
      </DialogBody>
    </Dialog>
  );
}

/**
 * /prometheus/xadis/emptyContainer: the window's ERP stock, the boxes per partner product, the banner and 'Enviar datos'.
 * The boxes (a useFieldArray, one row per partner product) and the shipping date are a useZodForm on
 * emptyContainerFormSchema: a quantity that is not a whole number of 0 or more shows under its box and
 * both buttons stay off; 'Enviar datos' without a shipping date says so under it.
 */
export function EmptyContainerScreen() {
  const { t } = useTranslation('xadis');
  const screen = useEmptyContainerScreen();
  const save = useSaveEmptyContainerReport();
  const form = useZodForm<typeof emptyContainerFormSchema, EmptyContainerFormValues>(emptyContainerFormSchema, {
    id: 'empty',
    mode: 'onChange',
    allowPristine: true,
    saving: save.isPending,
    defaultValues: { quantities: [], shippingDate: '' },
  });
  const { fields } = useFieldArray({ control: form.control, name: 'quantities' });
  const [historyOpen, setHistoryOpen] = useState(false);
  const [done, setDone] = useState(false);
  const data = screen.data?.emptyContainerScreen;
  const report = data?.report ?? null;
  const closed = Boolean(report?.closed);
  const state = (data?.state ?? 0) as EmptyContainerState;
  const editable = quantitiesEditable(state) && !closed;
  const products = useMemo(() => data?.products ?? [], [data?.products]);
  // The saved boxes (a colleague's save arrives live): what the user has typed since is kept.
  const saved = useMemo(
    () =>
      products.map((product) => ({
        sku: product.sku,
        quantity: String(report?.emptyContainers.find((line) => line.sku === product.sku)?.quantity ?? ''),
      })),
    [products, report],
  );
  const { reset, getValues } = form;
  useEffect(
    () => reset({ quantities: saved, shippingDate: getValues('shippingDate') }, { keepDirtyValues: true, keepErrors: true }),
    [saved, reset, getValues],
  );
  const quantities = form.watch('quantities');
  const total = boxTotal(
    state,
    quantities.map((line) => line.quantity),
  );
  const banner = emptyContainerBanner(data?.erpTotal ?? null, total);
  if (screen.error) return <QueryProblem error={screen.error} onRetry={() => void screen.refetch()} />;
  if (!data) return <Spinner />;
  const bounds = pickerBounds();

  const submit = (send: boolean) =>
    form.submit((values) => {
      if (send && !canSendReport(state, data.erpTotal ?? null, total)) {
        // Spec 001 section 5: a difference only scrolls to the top, nothing is sent.
        window.scrollTo({ top: 0, behavior: 'smooth' });
        document.querySelector('.xadis__banner')?.scrollIntoView({ block: 'start' });
        return;
      }
      if (send && !values.shippingDate) {
        form.setError('shippingDate', { type: 'validate', message: 'XADIS_SHIPPING_DATE_REQUIRED' }, { shouldFocus: true });
        return;
      }
      save.mutate(
        {
          input: {
            version: report?.version ?? null,
            send,
            shippingDate: send ? values.shippingDate : null,
            emptyContainers: products.map((product, index) => ({
              sku: product.sku,
              sap: product.sap,
              stockType: product.stockType,
              quantity: editable ? (values.quantities[index]?.quantity ?? 0) : 0,
            })),
          },
        },
        {
          onSuccess: () => {
            form.reset(form.getValues());
            if (send) setDone(true);
            showToast({ message: send ? t('empty.sent') : t('empty.saved'), intent: 'success', icon: 'tick' });
          },
          onError: (error) => {
            form.setServerError(error);
            showErrorToast(error);
          },
        },
      );
    });

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
              {fields.map((field, index) => {
                const product = products[index];
                if (!product) return null;
                return (
                  <tr key={field.id}>
                    <td>{product.sku}</td>
                    <td>{product.description}</td>
                    <td>{product.sap}</td>
                    <td>
                      {editable ? (
                        <FormGroup className="xadis__quantity" {...form.group(`quantities.${index}.quantity`)}>
                          <InputGroup
                            small
                            inputMode="numeric"
                            aria-label={`${t('empty.quantity')} ${product.sku}`}
                            {...form.input(`quantities.${index}.quantity`)}
                          />
                        </FormGroup>
                      ) : (
                        <InputGroup
                          small
                          disabled
                          aria-label={`${t('empty.quantity')} ${product.sku}`}
                          value={state === 3 ? '0' : (saved[index]?.quantity ?? '')}
                        />
                      )}
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
                );
              })}
            </tbody>
          </HTMLTable>
          <div className="xadis__row">
            <FormGroup label={t('empty.captureDate')} labelFor="capture-date">
              <DateField id="capture-date" readOnly value={data.captureDate} onChange={() => undefined} />
            </FormGroup>
            <FormGroup label={t('empty.shippingDate')} {...form.group('shippingDate')}>
              {closed ? (
                <DateField id="empty-shippingDate" disabled value={report?.shippingDate ?? ''} onChange={() => undefined} />
              ) : (
                <DateField {...form.date('shippingDate')} min={bounds.min} max={bounds.max} />
              )}
            </FormGroup>
          </div>
          <div className="xadis__row">
            <Button text={t('empty.save')} disabled={closed || !editable || form.submitDisabled} loading={save.isPending} onClick={submit(false)} />
            <Button intent={Intent.PRIMARY} text={t('empty.send')} disabled={closed || form.submitDisabled} loading={save.isPending} onClick={submit(true)} />
          </div>
        </section>
      </div>
      <Button className="xadis__fab" icon="calendar" intent={Intent.PRIMARY} large aria-label={t('empty.history')} onClick={() => setHistoryOpen(true)} />
      <HistoryDialog isOpen={historyOpen} onClose={() => setHistoryOpen(false)} />
    </div>
  );
}
