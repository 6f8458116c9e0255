import type { RouteObject } from 'react-router-dom';

/** The customer price list (spec 002). Lazy routes under /prometheus, behind the menu guard. */
export const pricingRoutes: RouteObject[] = [{ path: 'operation/price', lazy: async () => ({ Component: (await import('./components')).PriceListScreen }) }];
