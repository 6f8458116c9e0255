import { lazy } from 'react';

// The charts (recharts) load on their own, after the first page: never on the way to the table.
export const ResultsChart = lazy(() => import('./ResultsChart').then((module) => ({ default: module.ResultsChart })));

export const OverTimeChart = lazy(() => import('./OverTimeChart').then((module) => ({ default: module.OverTimeChart })));
