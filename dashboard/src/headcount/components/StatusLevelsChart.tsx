import { useTranslation } from 'react-i18next';
import type { HeadcountSummaryQuery } from '../../graphql';
import { ChartFrame, formatChartCount } from '../../ui/charts';
import { intlLocaleOf } from '../../ui/utils';
import { statusColors } from '../utils';

type Company = HeadcountSummaryQuery['headcountSummary'][number];

export interface StatusLevelsChartProps {
  companies: readonly Company[];
}

/**
 * The stacked bars of stores per status level (Nivel Alto, Medio, Bajo) of each company (spec 002
 * section 2), in the spec's colours (red, yellow, green), with the same figures as a table.
 */
export function StatusLevelsChart({ companies }: StatusLevelsChartProps) {
  const { t, i18n } = useTranslation('headcount');
  const locale = intlLocaleOf(i18n.resolvedLanguage ?? 'es');
  const count = (value: number) => formatChartCount(value, locale);
  const levels = (['high', 'medium', 'low'] as const).map((level) => ({
    key: level,
    label: t(`chart.${level}`),
    kind: 'bar' as const,
    color: statusColors[level],
    stack: 'status',
  }));
  return (
    <ChartFrame<Company>
      testId="headcount-status-chart"
      title={t('chart.title')}
      subtitle={t('chart.subtitle')}
      chart={{ data: companies, xKey: 'organizationName', height: 220, formatValue: count, series: levels }}
      columns={[
        { key: 'company', label: t('reports.company'), value: (company) => company.organizationName },
        ...levels.map((level) => ({ key: level.key, label: level.label, numeric: true, value: (company: Company) => count(company[level.key]) })),
        { key: 'total', label: t('chart.total'), numeric: true, value: (company) => count(company.high + company.medium + company.low) },
      ]}
      rows={companies}
      emptyText={t('empty')}
    />
  );
}
