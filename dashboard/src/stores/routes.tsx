import type { RouteObject } from 'react-router-dom';

/** Store configuration (spec 002). Lazy routes under /prometheus, behind the menu guard. */
export const storesRoutes: RouteObject[] = [
  { path: 'settings/warehouse', lazy: async () => ({ Component: (await import('./components')).StoreConfigScreen }) },
];
