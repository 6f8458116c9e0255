export { ChartFrame } from './ChartFrame';
export type { ChartFrameProps } from './ChartFrame';
export { ChartTable } from './ChartTable';
export { chartColor, chartColors, chartRoles } from './palette';
export type { ChartBand, ChartColumn, ChartSeries, SeriesChartSpec } from './types';
export { formatChartCount, formatChartDay } from './format';
