import type { RouteObject } from 'react-router-dom';

/** The cashier-to-store link (spec 002). Lazy routes under /prometheus, behind the menu guard. */
export const collaboratorsRoutes: RouteObject[] = [];
