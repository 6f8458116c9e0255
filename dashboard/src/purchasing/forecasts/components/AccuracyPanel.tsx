import { useMemo, useState } from 'react';
import { Callout, Card, FormGroup, H4, HTMLSelect, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { forecastAccuracyRequestSchema } from '../../../../../domain/purchasing/forecastAccuracy';
import { DataTable, DateField, QueryProblem } from '../../../ui/components';
import { catalogueLanguage, checkForm } from '../../../ui/utils/forms';
import { useForecastAccuracy, useForecastOptions } from '../hooks';
import { useAccuracyColumns } from '../hooks/useAccuracyColumns';
import { defaultAccuracyRange, formatNumber, formatPercent, statusIntent } from '../utils';
import { AccuracyWeeksChart } from './AccuracyWeeksChart';

type Calibration = 'calibrated' | 'narrow' | 'wide' | 'none';

/**
 * How far to trust the forecasts: for a company, a provider and a past range, each product's
 * coverage of the P10-P90 band and pinball loss against the sales that then happened, the overall
 * figures, and the weekly totals (band, P50 and sales) in a chart.
 */
export function AccuracyPanel() {
  const { t, i18n } = useTranslation('purchasing');
  const language = i18n.resolvedLanguage ?? 'es';
  const [selection, setSelection] = useState(() => ({ companyId: '01', providerId: 'PRV001', storeIds: [] as string[], ...defaultAccuracyRange() }));
  const options = useForecastOptions(selection.companyId || null);
  const check = useMemo(() => checkForm(forecastAccuracyRequestSchema, selection, catalogueLanguage(language)), [selection, language]);
  const accuracy = useForecastAccuracy(check.value ?? null);
  const data = accuracy.data?.forecastAccuracy;
  const columns = useAccuracyColumns();
  const change = (patch: Partial<typeof selection>) => setSelection((current) => ({ ...current, ...patch }));

  return (
    <Card className="forecasts-accuracy" data-testid="forecast-accuracy">
      <H4>{t('forecasts.accuracyTitle')}</H4>
      <p className="bp6-text-muted">{t('forecasts.accuracyHelp')}</p>
      <div className="forecasts-accuracy__selection">
        <FormGroup label={t('company')} labelFor="accuracy-company">
          <HTMLSelect
            id="accuracy-company"
            value={selection.companyId}
            onChange={(event) => change({ companyId: event.currentTarget.value, providerId: '', storeIds: [] })}
          >
            <option value="">{t('chooseCompany')}</option>
            {(options.data?.forecastOptions.companies ?? []).map((company) => (
              <option key={company.organizationId} value={company.organizationId}>
                {company.organizationName}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('provider')} labelFor="accuracy-provider">
          <HTMLSelect id="accuracy-provider" value={selection.providerId} onChange={(event) => change({ providerId: event.currentTarget.value })}>
            <option value="">{t('chooseProvider')}</option>
            {(options.data?.forecastOptions.providers ?? []).map((provider) => (
              <option key={provider.providerId} value={provider.providerId}>
                {provider.providerName}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('forecasts.accuracyStore')} labelFor="accuracy-store">
          <HTMLSelect
            id="accuracy-store"
            value={selection.storeIds[0] ?? ''}
            disabled={!options.data || options.isPlaceholderData}
            onChange={(event) => change({ storeIds: event.currentTarget.value ? [event.currentTarget.value] : [] })}
          >
            <option value="">{t('forecasts.accuracyAllStores')}</option>
            {(options.data?.forecastOptions.stores ?? []).map((store) => (
              <option key={store.warehouseId} value={store.warehouseId}>
                {store.warehouseId} {store.warehouseName}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('startDate')} labelFor="accuracy-from">
          <DateField id="accuracy-from" value={selection.from} onChange={(value) => change({ from: value })} />
        </FormGroup>
        <FormGroup label={t('endDate')} labelFor="accuracy-to">
          <DateField id="accuracy-to" value={selection.to} min={selection.from} onChange={(value) => change({ to: value })} />
        </FormGroup>
      </div>
      {!check.value ? (
        <Callout intent={Intent.WARNING}>{Object.values(check.problems)[0]}</Callout>
      ) : accuracy.isPending ? (
        <Spinner size={30} />
      ) : accuracy.error ? (
        <QueryProblem error={accuracy.error} />
      ) : !data || data.overall.observations === 0 ? (
        <NonIdealState icon="timeline-line-chart" title={t('forecasts.accuracyEmpty')} />
      ) : (
        <>
          <div className="forecasts-accuracy__overall" data-testid="forecast-accuracy-overall">
            <div>
              <span className="bp6-text-muted">{t('forecasts.coverage')}</span>
              <strong>{formatPercent(data.overall.coverage, language)}</strong>
              <Tag intent={statusIntent(data.overall.calibration)} minimal>
                {t(`forecasts.calibration.${(data.overall.calibration ?? 'none') as Calibration}`)}
              </Tag>
            </div>
            <div>
              <span className="bp6-text-muted">{t('forecasts.pinball')}</span>
              <strong>{formatNumber(data.overall.pinballLoss, language)}</strong>
              <small>{t('forecasts.meanActual', { value: formatNumber(data.overall.meanActual, language) })}</small>
            </div>
            <div>
              <span className="bp6-text-muted">{t('forecasts.outside')}</span>
              <strong>
                {formatPercent(data.overall.below, language)} / {formatPercent(data.overall.above, language)}
              </strong>
              <small>{t('forecasts.belowAbove')}</small>
            </div>
            <div>
              <span className="bp6-text-muted">{t('forecasts.observations')}</span>
              <strong>{formatNumber(data.overall.observations, language, 0)}</strong>
              <small>{t('forecasts.observationsHelp', { stores: data.stores })}</small>
            </div>
          </div>
          <AccuracyWeeksChart weeks={data.weeks} />
          <DataTable
            tableId="forecast-accuracy-items"
            label={t('forecasts.accuracyTitle')}
            columns={columns}
            rows={data.items}
            getRowId={(item) => item.sku}
            emptyText={t('forecasts.accuracyEmpty')}
            pageSizes={[25, 50, 100]}
          />
        </>
      )}
    </Card>
  );
}
