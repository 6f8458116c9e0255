import { Suspense, useState, type ReactNode } from 'react';
import { Card, NonIdealState, SegmentedControl, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ChartTable } from './ChartTable';
import { LazySeriesChart } from './lazySeriesChart';
import type { ChartColumn, SeriesChartSpec } from './types';
import './charts.css';

export interface ChartFrameProps<Row> {
  title: string;
  /** One line under the title: what is counted, the range, the unit. */
  subtitle?: string;
  /** Controls of the chart's own (by store / by employee...), beside the view switch. */
  actions?: ReactNode;
  chart: SeriesChartSpec;
  /** The table view: the same figures, a row per point. */
  columns: readonly ChartColumn<Row>[];
  rows: readonly Row[];
  testId?: string;
  /** Shown instead of the chart and the table when there is no row. */
  emptyText?: string;
}

/**
 * Every chart of the dashboard: a title, the chart (recharts, loaded lazily) and a "Gráfica / Tabla"
 * switch to the same figures as a table, for screen readers and for reading exact values. Printing
 * keeps the chart (or the table, when that is the view shown) and drops the switch.
 */
export function ChartFrame<Row>({ title, subtitle, actions, chart, columns, rows, testId, emptyText }: ChartFrameProps<Row>) {
  const { t } = useTranslation();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <Card className="chart-frame" data-testid={testId}>
      <div className="chart-frame__heading">
        <div>
          <h4 className="chart-frame__title">{title}</h4>
          {subtitle ? <div className="chart-frame__subtitle">{subtitle}</div> : null}
        </div>
        <div className="chart-frame__controls">
          {actions}
          <SegmentedControl
            className="chart-frame__toggle"
            size="small"
            aria-label={t('chart.view')}
            value={view}
            onValueChange={(value) => setView(value as 'chart' | 'table')}
            options={[
              { label: t('chart.chart'), value: 'chart' },
              { label: t('chart.table'), value: 'table' },
            ]}
          />
        </div>
      </div>
      {rows.length === 0 ? (
        <NonIdealState icon="timeline-bar-chart" description={emptyText ?? t('chart.empty')} />
      ) : view === 'table' ? (
        <ChartTable caption={title} columns={columns} rows={rows} testId={testId ? `${testId}-table` : undefined} />
      ) : (
        <div className="chart-frame__chart" role="img" aria-label={t('chart.described', { title })} style={{ minHeight: chart.height ?? 280 }}>
          <Suspense fallback={<Spinner size={24} />}>
            <LazySeriesChart {...chart} />
          </Suspense>
        </div>
      )}
    </Card>
  );
}
