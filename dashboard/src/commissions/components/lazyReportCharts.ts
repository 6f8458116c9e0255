import { lazy } from 'react';

// The charts (recharts) load on their own, after the first page: never on the way to the table.
export const ResultsChart = lazy(() => import('./ReportCharts').then((module) => ({ default: module.ResultsChart })));

export const OverTimeChart = lazy(() => import('./ReportCharts').then((module) => ({ default: module.OverTimeChart })));
