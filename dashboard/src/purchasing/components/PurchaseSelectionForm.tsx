import { useMemo } from 'react';
import { Card, Checkbox, FormGroup, HTMLSelect, Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { defaultEndDate } from '../../../../domain/purchasing/dates';
import { purchaseSelectionFormSchema, type PurchaseSelectionForm as SelectionValues } from '../../../../domain/purchasing/schemas';
import { DateField, QueryProblem } from '../../ui/components';
import { useZodForm } from '../../ui/hooks';
import { isIsoDay } from '../../ui/utils';
import { usePurchasingOptions } from '../hooks';
import type { PurchaseScreenSelection } from '../utils/order';

interface PurchaseSelectionFormProps {
  selection: PurchaseScreenSelection;
  /** A change of what the grid shows (the buyer's edits are dropped). */
  onChange: (patch: Partial<PurchaseScreenSelection>) => void;
  /** Consolidated or per store: only how the order is sent, the grid stays. */
  onConsolidatedChange: (consolidated: boolean) => void;
}

/**
 * The selection cascade (spec 002 section 2): each control disabled until its source is loaded. A
 * useZodForm on purchaseSelectionFormSchema: a day that is not one, or a range the API refuses,
 * shows under its day and the grid keeps the last right selection; only a checked one reaches it.
 */
export function PurchaseSelectionForm({ selection: shown, onChange, onConsolidatedChange }: PurchaseSelectionFormProps) {
  const { t } = useTranslation('purchasing');
  const form = useZodForm(purchaseSelectionFormSchema, {
    id: 'purchase',
    mode: 'onChange',
    allowPristine: true,
    defaultValues: {
      from: shown.from,
      to: shown.to,
      companyId: shown.companyId,
      zoneId: shown.zoneId,
      storeIds: shown.storeIds,
      providerId: shown.providerId,
      distributionCentre: shown.distributionCentre,
    },
  });
  const selection = form.watch();
  // A change is kept in the form and checked; the grid gets it once the whole selection holds.
  const change = (patch: Partial<SelectionValues>) => {
    for (const [name, value] of Object.entries(patch))
      form.setValue(name as keyof SelectionValues, value as never, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    const next = { ...form.getValues(), ...patch };
    if (purchaseSelectionFormSchema.safeParse(next).success) onChange(next);
  };
  const from = form.date('from');
  const to = form.date('to');
  const options = usePurchasingOptions(selection.companyId || null);
  const optionsData = options.data?.purchasingOptions;
  const companyLoaded = Boolean(selection.companyId) && !options.isPlaceholderData && Boolean(optionsData);
  const stores = useMemo(
    () => (companyLoaded ? (optionsData?.stores ?? []).filter((store) => !selection.zoneId || store.zoneId === selection.zoneId) : []),
    [companyLoaded, optionsData, selection.zoneId],
  );
  return (
    <>
      <Card className="purchasing-selection">
        <FormGroup label={t('startDate')} {...form.group('from')}>
          <DateField {...from} onChange={(day) => change(isIsoDay(day) ? { from: day, to: defaultEndDate(day) } : { from: day })} />
        </FormGroup>
        <FormGroup label={t('endDate')} {...form.group('to')}>
          <DateField {...to} min={isIsoDay(selection.from) ? selection.from : undefined} onChange={(day) => change({ to: day })} />
        </FormGroup>
        <FormGroup label={t('company')} labelFor="purchase-company">
          <HTMLSelect
            id="purchase-company"
            value={selection.companyId}
            disabled={!options.data}
            onChange={(event) => change({ companyId: event.currentTarget.value, zoneId: '', storeIds: [], providerId: '' })}
          >
            <option value="">{t('chooseCompany')}</option>
            {(optionsData?.companies ?? []).map((company) => (
              <option key={company.organizationId} value={company.organizationId}>
                {company.organizationName}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('zone')} labelFor="purchase-zone">
          <HTMLSelect
            id="purchase-zone"
            value={selection.zoneId}
            disabled={!companyLoaded}
            onChange={(event) => change({ zoneId: event.currentTarget.value, storeIds: [] })}
          >
            <option value="">{t('allZones')}</option>
            {(companyLoaded ? (optionsData?.zones ?? []) : []).map((zone) => (
              <option key={zone.zoneId} value={zone.zoneId}>
                {zone.zoneName}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('stores')} labelFor="purchase-stores">
          <select
            id="purchase-stores"
            className="purchasing-selection__stores"
            multiple
            disabled={stores.length === 0}
            value={selection.storeIds}
            title={t('allStores')}
            onChange={(event) => change({ storeIds: Array.from(event.currentTarget.selectedOptions, (option) => option.value) })}
          >
            {stores.map((store) => (
              <option key={store.warehouseId} value={store.warehouseId}>
                {store.warehouseId} {store.warehouseName}
              </option>
            ))}
          </select>
        </FormGroup>
        <FormGroup label={t('provider')} labelFor="purchase-provider">
          <HTMLSelect
            id="purchase-provider"
            value={selection.providerId}
            disabled={!companyLoaded || (optionsData?.providers.length ?? 0) === 0}
            onChange={(event) => change({ providerId: event.currentTarget.value })}
          >
            <option value="">{t('chooseProvider')}</option>
            {(companyLoaded ? (optionsData?.providers ?? []) : []).map((provider) => (
              <option key={provider.providerId} value={provider.providerId}>
                {provider.providerName}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <div className="purchasing-selection__switches">
          <Switch
            id="purchase-centre"
            checked={selection.distributionCentre}
            disabled={!companyLoaded || !optionsData?.distributionCentreId}
            label={t('distributionCentre', { id: optionsData?.distributionCentreId ?? 'CO129' })}
            onChange={(event) => change({ distributionCentre: event.currentTarget.checked })}
          />
          <Checkbox
            id="purchase-consolidate"
            checked={shown.consolidated}
            label={t('consolidate')}
            onChange={(event) => onConsolidatedChange((event.target as HTMLInputElement).checked)}
          />
        </div>
      </Card>
      {options.error ? <QueryProblem error={options.error} onRetry={() => void options.refetch()} /> : null}
    </>
  );
}
