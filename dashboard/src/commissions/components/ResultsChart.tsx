import { SegmentedControl } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportCharts } from '../../../../domain/commissions/answers';
import { ChartFrame, chartColor } from '../../ui/charts';
import { intlLocaleOf } from '../../ui/utils';
import { chartAmount } from '../utils/chartAmount';

interface ResultsChartProps {
  charts: ReportCharts | undefined;
}

type Bar = ReportCharts['by_store'][number];

/** The result of a search by employee or by store, as bars (summed by the server over every report of the search), or as a table. */
export function ResultsChart({ charts }: ResultsChartProps) {
  const { t, i18n } = useTranslation('commissions');
  const [by, setBy] = useState<'employee' | 'store'>('store');
  const data = (by === 'store' ? charts?.by_store : charts?.by_employee) ?? [];
  const locale = intlLocaleOf(i18n.resolvedLanguage ?? 'es');
  if (data.length === 0) return null;
  const result = t('reports.columns.result');
  return (
    <ChartFrame<Bar>
      testId="commissions-results-chart"
      title={t('reports.chartTitle')}
      actions={
        <SegmentedControl
          size="small"
          value={by}
          onValueChange={(value) => setBy(value as 'employee' | 'store')}
          options={[
            { label: t('reports.byStore'), value: 'store' },
            { label: t('reports.byEmployee'), value: 'employee' },
          ]}
        />
      }
      chart={{
        data,
        xKey: 'name',
        angledX: true,
        height: 320,
        formatValue: (value) => chartAmount(value, locale),
        series: [{ key: 'total', label: result, kind: 'bar', color: chartColor(0) }],
      }}
      columns={[
        { key: 'name', label: by === 'store' ? t('reports.columns.store') : t('reports.columns.employee'), value: (row) => row.name },
        { key: 'total', label: result, numeric: true, value: (row) => chartAmount(row.total, locale) },
      ]}
      rows={data}
    />
  );
}
