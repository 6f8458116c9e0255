import type { RouteObject } from 'react-router-dom';

/** Point-of-sale licenses (spec 000 section 6). Lazy routes under /prometheus, behind the menu guard. */
export const licensesRoutes: RouteObject[] = [
  {
    path: 'license',
    lazy: async () => ({
      Component: (await import('./components')).LicensesScreen,
    }),
  },
];
