import { useState } from 'react';
import { Card, H4, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ForecastAccuracyRequest } from '../../../../../domain/purchasing/forecastAccuracy';
import { DataTable, QueryProblem } from '../../../ui/components';
import { useForecastAccuracy } from '../hooks';
import { useAccuracyColumns } from '../hooks/useAccuracyColumns';
import { defaultAccuracyRange, formatNumber, formatPercent, statusIntent } from '../utils';
import { type AccuracySelection, AccuracySelectionForm } from './AccuracySelectionForm';
import { AccuracyWeeksChart } from './AccuracyWeeksChart';

type Calibration = 'calibrated' | 'narrow' | 'wide' | 'none';

/**
 * How far to trust the forecasts: for a company, a provider and a past range, each product's
 * coverage of the P10-P90 band and pinball loss against the sales that then happened, the overall
 * figures, and the weekly totals (band, P50 and sales) in a chart. The selection is a form
 * (AccuracySelectionForm) whose checked, sent values drive the query.
 */
export function AccuracyPanel() {
  const { t, i18n } = useTranslation('purchasing');
  const language = i18n.resolvedLanguage ?? 'es';
  const [initial] = useState<AccuracySelection>(() => ({ companyId: '01', providerId: 'PRV001', storeIds: [], ...defaultAccuracyRange() }));
  // The figures are those of the last selection the form checked and sent (the default one at first).
  const [request, setRequest] = useState<ForecastAccuracyRequest>(initial);
  const accuracy = useForecastAccuracy(request);
  const data = accuracy.data?.forecastAccuracy;
  const columns = useAccuracyColumns();

  return (
    <Card className="forecasts-accuracy" data-testid="forecast-accuracy">
      <H4>{t('forecasts.accuracyTitle')}</H4>
      <p className="bp6-text-muted">{t('forecasts.accuracyHelp')}</p>
      <AccuracySelectionForm initial={initial} loading={accuracy.isFetching} onShow={setRequest} />
      {accuracy.isPending ? (
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
