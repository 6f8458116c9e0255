import { Dialog, DialogBody, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ChartFrame, chartColor, chartRoles, formatChartCount, formatChartDay } from '../../ui/charts';
import { QueryProblem } from '../../ui/components';
import { intlLocaleOf } from '../../ui/utils/dates';
import { useForecastChart } from '../hooks';
import type { GridRow } from '../utils/grid';

interface ForecastChartDialogProps {
  row: GridRow;
  from: string;
  to: string;
  onClose: () => void;
}

interface ForecastPoint {
  date: string;
  sales?: number | null;
  salesYearBefore?: number | null;
  p10?: number | null;
  p50?: number | null;
  p90?: number | null;
}

/**
 * A row's pieces per day over the selection's dates (from three weeks before): its sales, the same
 * days a year before, and the forecast's P10-P90 band with its P50; a line marks the first day of
 * the order. The same figures as a table.
 */
export function ForecastChartDialog({ row, from, to, onClose }: ForecastChartDialogProps) {
  const { t, i18n } = useTranslation('purchasing');
  const locale = intlLocaleOf(i18n.resolvedLanguage ?? 'es');
  const chart = useForecastChart({ storeId: row.storeId, sku: row.sku, from, to });
  const points: ForecastPoint[] = chart.data?.forecastChart ?? [];
  const count = (value: number | null | undefined) => formatChartCount(value, locale);
  return (
    <Dialog isOpen onClose={onClose} title={t('chart', { description: row.description, store: row.storeName })} style={{ width: 920 }}>
      <DialogBody>
        {chart.isPending ? (
          <Spinner />
        ) : chart.error ? (
          <QueryProblem error={chart.error} />
        ) : (
          <div className="purchasing-chart" data-testid="forecast-chart">
            <ChartFrame<ForecastPoint>
              testId="forecast-chart-frame"
              title={t('forecastChart.title', { sku: row.sku })}
              subtitle={t('forecastChart.subtitle')}
              chart={{
                data: points,
                xKey: 'date',
                height: 340,
                formatX: (day) => formatChartDay(day, locale, 'axis'),
                formatValue: count,
                marker: { x: from, label: t('forecastChart.start') },
                band: { low: 'p10', high: 'p90', label: t('chartBand'), color: chartRoles.band },
                series: [
                  { key: 'p50', label: 'P50', kind: 'line', color: chartColor(0) },
                  { key: 'sales', label: t('chartSales'), kind: 'line', color: chartColor(1) },
                  { key: 'salesYearBefore', label: t('chartYearBefore'), kind: 'line', color: chartColor(2), dashed: true },
                ],
              }}
              columns={[
                { key: 'date', label: t('forecastChart.day'), value: (point) => formatChartDay(point.date, locale) },
                { key: 'sales', label: t('chartSales'), numeric: true, value: (point) => count(point.sales) },
                { key: 'salesYearBefore', label: t('chartYearBefore'), numeric: true, value: (point) => count(point.salesYearBefore) },
                { key: 'p10', label: 'P10', numeric: true, value: (point) => count(point.p10) },
                { key: 'p50', label: 'P50', numeric: true, value: (point) => count(point.p50) },
                { key: 'p90', label: 'P90', numeric: true, value: (point) => count(point.p90) },
              ]}
              rows={points}
            />
          </div>
        )}
      </DialogBody>
    </Dialog>
  );
}
