import { useTranslation } from 'react-i18next';
import { ChartFrame, chartRoles, formatChartCount, formatChartDay } from '../../ui/charts';
import { intlLocaleOf } from '../../ui/utils';
import type { HeadcountLog } from '../hooks/useHistoryColumns';

export interface VacanciesChartProps {
  /** The store's evaluations, newest cut-off first (as the history answers them). */
  logs: readonly HeadcountLog[];
}

interface VacancyPoint {
  date: string;
  vacants: number;
}

/** A store's vacancies by calculation date (More Info, spec 002 section 2): a line, oldest cut-off first, or the same figures as a table. */
export function VacanciesChart({ logs }: VacanciesChartProps) {
  const { t, i18n } = useTranslation('headcount');
  const locale = intlLocaleOf(i18n.resolvedLanguage ?? 'es');
  const points: VacancyPoint[] = [...logs].reverse().map((log) => ({ date: log.calculationDate, vacants: log.vacantCounter }));
  const count = (value: number) => formatChartCount(value, locale);
  return (
    <ChartFrame<VacancyPoint>
      testId="headcount-vacancies-chart"
      title={t('drawer.chart')}
      chart={{
        data: points,
        xKey: 'date',
        height: 200,
        formatX: (day) => formatChartDay(day, locale),
        formatValue: count,
        series: [{ key: 'vacants', label: t('drawer.vacants'), kind: 'line', color: chartRoles.bad }],
      }}
      columns={[
        { key: 'date', label: t('history.cutoff'), value: (point) => formatChartDay(point.date, locale) },
        { key: 'vacants', label: t('drawer.vacants'), numeric: true, value: (point) => count(point.vacants) },
      ]}
      rows={points}
      emptyText={t('empty')}
    />
  );
}
