import type { RouteObject } from 'react-router-dom';

/** Headcount (spec 002). Lazy routes under /prometheus, behind the menu guard. */
export const headcountRoutes: RouteObject[] = [{ path: 'humanResources/headcount', lazy: async () => ({ Component: (await import('./components')).HeadcountScreen }) }];
