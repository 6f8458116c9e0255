import { Button, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { forecastAccuracyRequestSchema, type ForecastAccuracyRequest } from '../../../../../domain/purchasing/forecastAccuracy';
import { DateField } from '../../../ui/components';
import { useZodForm } from '../../../ui/hooks';
import { useForecastOptions } from '../hooks';
import { CompanyProviderFields } from './CompanyProviderFields';

/** What the form holds: the company, the provider, one store or all (an empty list) and the past range. */
export interface AccuracySelection {
  companyId: string;
  providerId: string;
  storeIds: string[];
  from: string;
  to: string;
}

export interface AccuracySelectionFormProps {
  initial: AccuracySelection;
  /** True while the shown selection's figures load. */
  loading: boolean;
  /** The checked selection: it drives the accuracy query. */
  onShow: (request: ForecastAccuracyRequest) => void;
}

/**
 * The accuracy panel's selection on the API's request schema (forecastAccuracyRequestSchema): a
 * company, a provider, a store or all, and a range of 7 to 183 days; each problem under its field,
 * 'Ver exactitud' off while one holds, and only a checked selection is queried.
 */
export function AccuracySelectionForm({ initial, loading, onShow }: AccuracySelectionFormProps) {
  const { t } = useTranslation('purchasing');
  const form = useZodForm<typeof forecastAccuracyRequestSchema, AccuracySelection>(forecastAccuracyRequestSchema, {
    id: 'accuracy',
    mode: 'onChange',
    allowPristine: true,
    defaultValues: initial,
  });
  const companyId = form.watch('companyId');
  const options = useForecastOptions(companyId || null);
  const data = options.data?.forecastOptions;
  const set = <Name extends keyof AccuracySelection>(name: Name, value: AccuracySelection[Name]) =>
    form.setValue(name, value as never, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
  return (
    <form className="forecasts-accuracy__selection" noValidate onSubmit={form.submit((request) => onShow(request))}>
      <CompanyProviderFields form={form} options={data} />
      <FormGroup label={t('forecasts.accuracyStore')} {...form.group('storeIds')}>
        <HTMLSelect
          id={form.group('storeIds').labelFor}
          value={form.watch('storeIds')[0] ?? ''}
          disabled={!options.data || options.isPlaceholderData}
          onChange={(event) => set('storeIds', event.currentTarget.value ? [event.currentTarget.value] : [])}
        >
          <option value="">{t('forecasts.accuracyAllStores')}</option>
          {(data?.stores ?? []).map((store) => (
            <option key={store.warehouseId} value={store.warehouseId}>
              {store.warehouseId} {store.warehouseName}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t('startDate')} {...form.group('from')}>
        <DateField {...form.date('from')} />
      </FormGroup>
      <FormGroup label={t('endDate')} {...form.group('to')}>
        <DateField {...form.date('to')} min={form.watch('from')} />
      </FormGroup>
      <FormGroup>
        <Button type="submit" icon="search" intent="primary" text={t('forecasts.accuracyShow')} loading={loading} disabled={form.submitDisabled} />
      </FormGroup>
    </form>
  );
}
