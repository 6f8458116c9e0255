import type { RouteObject } from 'react-router-dom';

/** Headcount (spec 002) and the work-team templates (spec 003 section 2.1). Lazy routes under /prometheus, behind the menu guard. */
export const headcountRoutes: RouteObject[] = [
  { path: 'humanResources/headcount', lazy: async () => ({ Component: (await import('./components')).HeadcountScreen }) },
  { path: 'humanResources/templateAssignment', lazy: async () => ({ Component: (await import('./components')).TemplatesScreen }) },
];
