import { useTranslation } from 'react-i18next';
import type { ReportCharts } from '../../../../domain/commissions/answers';
import { ChartFrame, chartColor } from '../../ui/charts';
import { intlLocaleOf } from '../../ui/utils';
import { slashDate } from '../utils/reports';
import { chartAmount } from '../utils/chartAmount';

interface OverTimeChartProps {
  data: ReportCharts['over_time'];
}

/** One employee's results over time: per period start, the sum of that period's commissions (a line, or a table). */
export function OverTimeChart({ data }: OverTimeChartProps) {
  const { t, i18n } = useTranslation('commissions');
  const locale = intlLocaleOf(i18n.resolvedLanguage ?? 'es');
  const result = t('reports.columns.result');
  return (
    <ChartFrame<OverTimeChartProps['data'][number]>
      testId="commissions-over-time-chart"
      title={t('reports.overTime')}
      chart={{
        data,
        xKey: 'date',
        formatX: slashDate,
        formatValue: (value) => chartAmount(value, locale),
        series: [{ key: 'total', label: result, kind: 'line', color: chartColor(1) }],
      }}
      columns={[
        { key: 'date', label: t('reports.columns.start'), value: (row) => slashDate(row.date) },
        { key: 'total', label: result, numeric: true, value: (row) => chartAmount(row.total, locale) },
      ]}
      rows={data}
    />
  );
}
