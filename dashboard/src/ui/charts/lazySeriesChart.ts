import { lazy } from 'react';

// recharts loads with the first chart a screen shows, never on the way to a screen's table.
export const LazySeriesChart = lazy(() => import('./SeriesChart').then((module) => ({ default: module.SeriesChart })));
