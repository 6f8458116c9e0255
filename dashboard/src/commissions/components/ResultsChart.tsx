import { Card, SegmentedControl } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportCharts } from '../../../../domain/commissions/answers';
import { intlLocaleOf } from '../../ui/utils';
import { chartAmount } from '../utils/chartAmount';

interface ResultsChartProps {
  charts: ReportCharts | undefined;
}

/** The result of a search by employee or by store, as bars (summed by the server over every report of the search). */
export function ResultsChart({ charts }: ResultsChartProps) {
  const { t, i18n } = useTranslation('commissions');
  const [by, setBy] = useState<'employee' | 'store'>('store');
  const data = (by === 'store' ? charts?.by_store : charts?.by_employee) ?? [];
  const locale = intlLocaleOf(i18n.resolvedLanguage ?? 'es');
  if (data.length === 0) return null;
  return (
    <Card className="commissions-chart-card">
      <div className="commissions-toolbar">
        <strong>{t('reports.chartTitle')}</strong>
        <SegmentedControl
          size="small"
          value={by}
          onValueChange={(value) => setBy(value as 'employee' | 'store')}
          options={[
            { label: t('reports.byStore'), value: 'store' },
            { label: t('reports.byEmployee'), value: 'employee' },
          ]}
        />
      </div>
      <div className="commissions-chart" role="img" aria-label={t('reports.chartTitle')}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ left: 24, bottom: 8 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" angle={-35} textAnchor="end" interval={0} height={70} tick={{ fontSize: 11 }} />
            <YAxis tickFormatter={(value: number) => value.toLocaleString(locale)} />
            <Tooltip formatter={(value) => chartAmount(value, locale)} />
            <Bar dataKey="total" name={t('reports.columns.result')} fill="#2d72d2" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </Card>
  );
}
