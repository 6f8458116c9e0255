import type { RouteObject } from 'react-router-dom';

/** Work plans, sections and activities (spec 002). Lazy routes under /prometheus, behind the menu guard. */
export const workplansRoutes: RouteObject[] = [
  {
    path: 'workplan',
    lazy: async () => ({
      Component: (await import('./components')).WorkplansScreen,
    }),
  },
];
