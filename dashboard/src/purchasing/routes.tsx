import type { RouteObject } from 'react-router-dom';

/** Purchasing: forecasts and purchase orders (spec 002). Lazy routes under /prometheus, behind the menu guard. */
export const purchasingRoutes: RouteObject[] = [
  {
    path: 'purchases/forecast',
    lazy: async () => ({ Component: (await import('./components')).PurchaseOrdersScreen }),
  },
  {
    path: 'purchases/newForecast',
    lazy: async () => ({ Component: (await import('./forecasts/components')).ForecastsScreen }),
  },
];
