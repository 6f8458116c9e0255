import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import type { FieldPath, FieldValues, PathValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ZodForm } from '../../../ui/hooks';
import type { useForecastOptions } from '../hooks';

/** The fields both forecast forms hold: a company, one of its providers and its stores. */
export interface CompanyProviderValues extends FieldValues {
  companyId: string;
  providerId: string;
  storeIds: string[];
}

type ForecastOptions = NonNullable<ReturnType<typeof useForecastOptions>['data']>['forecastOptions'];

export interface CompanyProviderFieldsProps<Values extends CompanyProviderValues, Output> {
  form: ZodForm<Values, Output>;
  /** The chosen company's options (its providers); the companies come with every answer. */
  options: ForecastOptions | undefined;
  /** False while the chosen company's providers load: the provider waits, empty (the new forecast's dialog). */
  providersReady?: boolean;
  /** The selects take the whole width (in a dialog). */
  fill?: boolean;
}

/**
 * 'Compañía' and 'Proveedor' of a forecast form: a new company empties the provider and the stores
 * and says the provider is still to be chosen; a provider's change is checked at once.
 */
export function CompanyProviderFields<Values extends CompanyProviderValues, Output>({
  form,
  options,
  providersReady = true,
  fill,
}: CompanyProviderFieldsProps<Values, Output>) {
  const { t } = useTranslation('purchasing');
  const name = (field: keyof CompanyProviderValues) => field as FieldPath<Values>;
  const set = (field: keyof CompanyProviderValues, value: string | string[], check: boolean) =>
    form.setValue(name(field), value as PathValue<Values, FieldPath<Values>>, { shouldDirty: true, shouldTouch: check, shouldValidate: check });
  const chooseCompany = (value: string) => {
    set('companyId', value, true);
    set('providerId', '', false);
    set('storeIds', [], false);
    if (value) void form.trigger(name('providerId'));
  };
  const companyId = form.watch(name('companyId')) as string;
  const providerId = form.watch(name('providerId')) as string;
  return (
    <>
      <FormGroup label={t('company')} {...form.group(name('companyId'))}>
        <HTMLSelect id={form.group(name('companyId')).labelFor} fill={fill} value={companyId} onChange={(event) => chooseCompany(event.currentTarget.value)}>
          <option value="">{t('chooseCompany')}</option>
          {(options?.companies ?? []).map((company) => (
            <option key={company.organizationId} value={company.organizationId}>
              {company.organizationName}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t('provider')} {...form.group(name('providerId'))}>
        <HTMLSelect
          id={form.group(name('providerId')).labelFor}
          fill={fill}
          value={providerId}
          disabled={!providersReady}
          onChange={(event) => set('providerId', event.currentTarget.value, true)}
        >
          <option value="">{t('chooseProvider')}</option>
          {(providersReady ? (options?.providers ?? []) : []).map((provider) => (
            <option key={provider.providerId} value={provider.providerId}>
              {provider.providerName}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
    </>
  );
}
