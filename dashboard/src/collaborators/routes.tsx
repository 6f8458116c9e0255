import type { RouteObject } from 'react-router-dom';

/** The cashier-to-store link (spec 002). Lazy routes under /prometheus, behind the menu guard. */
export const collaboratorsRoutes: RouteObject[] = [
  {
    path: 'support/collaboratorSearch',
    lazy: async () => ({
      Component: (await import('./components')).CashierStoreLinkScreen,
    }),
  },
];
