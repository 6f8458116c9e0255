import type { RouteObject } from 'react-router-dom';

/** The products catalogue (spec 002). Lazy routes under /prometheus, behind the menu guard. */
export const productsRoutes: RouteObject[] = [{ path: 'settings/products', lazy: async () => ({ Component: (await import('./components')).ProductsScreen }) }];
