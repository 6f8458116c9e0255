import type { RouteObject } from 'react-router-dom';

/** Variable commissions (spec 003 section 2.2): every screen under variableCommissions. Lazy routes under /prometheus, behind the menu guard. */
export const commissionsRoutes: RouteObject[] = [];
