import type { RouteObject } from 'react-router-dom';

/** Work-team templates and the headcount dashboard (spec 002 and 003). Lazy routes under /prometheus, behind the menu guard. */
export const headcountRoutes: RouteObject[] = [];
