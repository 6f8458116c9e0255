import type { RouteObject } from 'react-router-dom';

/**
 * Invoicing and documentation inside the shell (spec 002). Lazy routes under /prometheus, behind
 * the menu guard: 'BillingPortal' is the seeded 'Facturación' entry; its 'Documentación' page lives
 * beneath it, so whoever sees the entry sees both.
 */
export const billingRoutes: RouteObject[] = [
  {
    path: 'BillingPortal',
    lazy: async () => ({
      Component: (await import('./components')).BillingPortalScreen,
    }),
  },
  {
    path: 'BillingPortal/documentacion',
    lazy: async () => ({
      Component: (await import('./components')).DocumentationScreen,
    }),
  },
];
