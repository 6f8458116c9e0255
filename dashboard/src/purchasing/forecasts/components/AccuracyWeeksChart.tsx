import { useTranslation } from 'react-i18next';
import { ChartFrame, chartColor, chartRoles, formatChartDay } from '../../../ui/charts';
import { intlLocaleOf } from '../../../ui/utils/dates';
import { formatNumber, formatPercent } from '../utils';

interface AccuracyWeek {
  from: string;
  observations: number;
  p10: number;
  p50: number;
  p90: number;
  actual: number;
  coverage?: number | null;
}

/** The accuracy panel's weekly totals: the stored forecasts' P10-P90 band and P50 against the pieces then sold, or as a table. */
export interface AccuracyWeeksChartProps {
  weeks: readonly AccuracyWeek[];
}

export function AccuracyWeeksChart({ weeks }: AccuracyWeeksChartProps) {
  const { t, i18n } = useTranslation('purchasing');
  const language = i18n.resolvedLanguage ?? 'es';
  const locale = intlLocaleOf(language);
  const pieces = (value: number) => formatNumber(value, language, 0);
  return (
    <div className="forecasts-accuracy__chart" data-testid="forecast-accuracy-chart">
      <ChartFrame<AccuracyWeek>
        testId="forecast-accuracy-weeks"
        title={t('forecasts.weeksTitle')}
        chart={{
          data: weeks,
          xKey: 'from',
          height: 240,
          formatX: (day) => formatChartDay(day, locale, 'axis'),
          formatValue: pieces,
          band: { low: 'p10', high: 'p90', label: t('chartBand'), color: chartRoles.band },
          series: [
            { key: 'p50', label: 'P50', kind: 'line', color: chartColor(0) },
            { key: 'actual', label: t('forecasts.sold'), kind: 'line', color: chartColor(1) },
          ],
        }}
        columns={[
          { key: 'from', label: t('forecasts.weekOf'), value: (week) => formatChartDay(week.from, locale) },
          { key: 'p10', label: 'P10', numeric: true, value: (week) => pieces(week.p10) },
          { key: 'p50', label: 'P50', numeric: true, value: (week) => pieces(week.p50) },
          { key: 'p90', label: 'P90', numeric: true, value: (week) => pieces(week.p90) },
          { key: 'actual', label: t('forecasts.sold'), numeric: true, value: (week) => pieces(week.actual) },
          { key: 'coverage', label: t('forecasts.coverage'), numeric: true, value: (week) => formatPercent(week.coverage, language) },
        ]}
        rows={weeks}
      />
    </div>
  );
}
