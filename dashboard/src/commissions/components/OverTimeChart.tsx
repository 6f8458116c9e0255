import { Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportCharts } from '../../../../domain/commissions/answers';
import { intlLocaleOf } from '../../ui/utils';
import { slashDate } from '../utils/reports';
import { chartAmount } from '../utils/chartAmount';

interface OverTimeChartProps {
  data: ReportCharts['over_time'];
}

/** One employee's results over time: per period start, the sum of that period's commissions. */
export function OverTimeChart({ data }: OverTimeChartProps) {
  const { t, i18n } = useTranslation('commissions');
  const locale = intlLocaleOf(i18n.resolvedLanguage ?? 'es');
  return (
    <Card>
      <strong>{t('reports.overTime')}</strong>
      <div className="commissions-chart" role="img" aria-label={t('reports.overTime')}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ left: 24 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="date" tickFormatter={slashDate} />
            <YAxis tickFormatter={(value: number) => value.toLocaleString(locale)} />
            <Tooltip labelFormatter={(label) => slashDate(String(label))} formatter={(value) => chartAmount(value, locale)} />
            <Line type="linear" dataKey="total" name={t('reports.columns.result')} stroke="#238551" strokeWidth={2} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </Card>
  );
}
