import type { RouteObject } from 'react-router-dom';

/** Invoicing and documentation inside the shell (spec 002). Lazy routes under /prometheus, behind the menu guard. */
export const billingRoutes: RouteObject[] = [];
