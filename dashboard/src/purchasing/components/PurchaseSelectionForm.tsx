import { useMemo } from 'react';
import { Card, Checkbox, FormGroup, HTMLSelect, Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { defaultEndDate } from '../../../../domain/purchasing/dates';
import { DateField, QueryProblem } from '../../ui/components';
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

/** The selection cascade (spec 002 section 2): each control disabled until its source is loaded. */
export function PurchaseSelectionForm({ selection, onChange, onConsolidatedChange }: PurchaseSelectionFormProps) {
  const { t } = useTranslation('purchasing');
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
        <FormGroup label={t('startDate')} labelFor="purchase-from">
          <DateField id="purchase-from" value={selection.from} onChange={(from) => isIsoDay(from) && onChange({ from, to: defaultEndDate(from) })} />
        </FormGroup>
        <FormGroup label={t('endDate')} labelFor="purchase-to">
          <DateField id="purchase-to" value={selection.to} min={selection.from} onChange={(to) => isIsoDay(to) && onChange({ to })} />
        </FormGroup>
        <FormGroup label={t('company')} labelFor="purchase-company">
          <HTMLSelect
            id="purchase-company"
            value={selection.companyId}
            disabled={!options.data}
            onChange={(event) => onChange({ companyId: event.currentTarget.value, zoneId: '', storeIds: [], providerId: '' })}
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
            onChange={(event) => onChange({ zoneId: event.currentTarget.value, storeIds: [] })}
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
            onChange={(event) => onChange({ storeIds: Array.from(event.currentTarget.selectedOptions, (option) => option.value) })}
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
            onChange={(event) => onChange({ providerId: event.currentTarget.value })}
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
            onChange={(event) => onChange({ distributionCentre: event.currentTarget.checked })}
          />
          <Checkbox
            id="purchase-consolidate"
            checked={selection.consolidated}
            label={t('consolidate')}
            onChange={(event) => onConsolidatedChange((event.target as HTMLInputElement).checked)}
          />
        </div>
      </Card>
      {options.error ? <QueryProblem error={options.error} onRetry={() => void options.refetch()} /> : null}
    </>
  );
}
