import { Dialog, DialogBody, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Area, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { QueryProblem } from '../../ui/components';
import { useForecastChart } from '../hooks';
import type { GridRow } from '../utils/grid';

interface ForecastChartDialogProps {
  row: GridRow;
  from: string;
  to: string;
  onClose: () => void;
}

/** A row's forecast band (P10-P90), its P50, its sales and the year before's, over the selection's dates. */
export function ForecastChartDialog({ row, from, to, onClose }: ForecastChartDialogProps) {
  const { t } = useTranslation('purchasing');
  const chart = useForecastChart({ storeId: row.storeId, sku: row.sku, from, to });
  const points = (chart.data?.forecastChart ?? []).map((point) => ({
    ...point,
    base: point.p10,
    band: point.p10 !== null && point.p10 !== undefined && point.p90 !== null && point.p90 !== undefined ? point.p90 - point.p10 : null,
  }));
  return (
    <Dialog isOpen onClose={onClose} title={t('chart', { description: row.description, store: row.storeName })} style={{ width: 820 }}>
      <DialogBody>
        {chart.isPending ? (
          <Spinner />
        ) : chart.error ? (
          <QueryProblem error={chart.error} />
        ) : (
          <div className="purchasing-chart" data-testid="forecast-chart">
            <ResponsiveContainer width="100%" height={320}>
              <ComposedChart data={points}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="date" tick={{ fontSize: 11 }} />
                <YAxis />
                <Tooltip />
                <Legend />
                <Area type="monotone" dataKey="base" stackId="band" stroke="none" fill="transparent" legendType="none" isAnimationActive={false} />
                <Area type="monotone" dataKey="band" stackId="band" name={t('chartBand')} stroke="none" fill="#8abbff" fillOpacity={0.5} isAnimationActive={false} />
                <Line type="monotone" dataKey="p50" name="P50" stroke="#2d72d2" strokeWidth={2} dot={false} isAnimationActive={false} />
                <Line type="monotone" dataKey="sales" name={t('chartSales')} stroke="#238551" dot={false} isAnimationActive={false} />
                <Line type="monotone" dataKey="salesYearBefore" name={t('chartYearBefore')} stroke="#c87619" strokeDasharray="4 3" dot={false} isAnimationActive={false} />
              </ComposedChart>
            </ResponsiveContainer>
          </div>
        )}
      </DialogBody>
    </Dialog>
  );
}
