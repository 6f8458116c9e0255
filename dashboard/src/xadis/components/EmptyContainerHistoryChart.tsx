import { useTranslation } from 'react-i18next';
import { ChartFrame, chartColor, chartRoles, formatChartCount, formatChartDay, type ChartColumn } from '../../ui/charts';
import { intlLocaleOf } from '../../ui/utils/dates';
import { boxesPerDay, type BoxesDay, type HistoryRow } from '../utils/historyChart';

/**
 * The history dialog's chart: per day, the boxes reported for each sku shown (stacked bars) against
 * the ERP total the report was sent with (a line), and the same figures as a table.
 */
export interface EmptyContainerHistoryChartProps {
  rows: readonly HistoryRow[];
}

export function EmptyContainerHistoryChart({ rows }: EmptyContainerHistoryChartProps) {
  const { t, i18n } = useTranslation('xadis');
  const locale = intlLocaleOf(i18n.resolvedLanguage ?? 'es');
  const count = (value: number | null) => formatChartCount(value, locale);
  const { skus, days } = boxesPerDay(rows);
  const points = days.map((day) => ({
    day: day.day,
    erpTotal: day.erpTotal,
    ...Object.fromEntries(day.quantities.map((quantity, index) => [`sku${index}`, quantity])),
  }));
  const columns: ChartColumn<BoxesDay>[] = [
    { key: 'day', label: t('empty.day'), value: (day) => formatChartDay(day.day, locale) },
    ...skus.map((sku, index) => ({ key: `sku${index}`, label: sku, numeric: true, value: (day: BoxesDay) => count(day.quantities[index]!) })),
    { key: 'boxes', label: t('empty.chart.boxes'), numeric: true, value: (day) => count(day.boxes) },
    { key: 'erpTotal', label: t('empty.chart.erpTotal'), numeric: true, value: (day) => count(day.erpTotal) },
    { key: 'difference', label: t('empty.chart.difference'), numeric: true, value: (day) => count(day.difference) },
  ];
  return (
    <ChartFrame<BoxesDay>
      testId="empty-container-history-chart"
      title={t('empty.chart.title')}
      subtitle={t('empty.chart.subtitle')}
      chart={{
        data: points,
        xKey: 'day',
        height: 260,
        formatX: (day) => formatChartDay(day, locale, 'axis'),
        formatValue: count,
        series: [
          ...skus.map((sku, index) => ({ key: `sku${index}`, label: sku, kind: 'bar' as const, stack: 'boxes', color: chartColor(index) })),
          { key: 'erpTotal', label: t('empty.chart.erpTotal'), kind: 'line' as const, color: chartRoles.reference, dashed: true },
        ],
      }}
      columns={columns}
      rows={days}
    />
  );
}
