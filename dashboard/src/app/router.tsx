import { type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LandingPage, PageNotFound, PrivacyNotice, PublicLayout, TermsAndConditions } from '../landing/components';
import { LoadingScreen } from '../ui/components/LoadingScreen';
import { RouteError } from './RouteError';
import { loadNamespaces, loadStaffNamespaces } from './i18n';
import { commissionsRoutes } from '../commissions/routes';
import { xadisRoutes } from '../xadis/routes';
import { purchasingRoutes } from '../purchasing/routes';
import { storesRoutes } from '../stores/routes';
import { productsRoutes } from '../products/routes';
import { headcountRoutes } from '../headcount/routes';
import { pricingRoutes } from '../pricing/routes';
import { remoteCommandsRoutes } from '../remoteCommands/routes';
import { workplansRoutes } from '../workplans/routes';
import { collaboratorsRoutes } from '../collaborators/routes';
import { billingRoutes } from '../billing/routes';
import { licensesRoutes } from '../licenses/routes';
import { commissionsEditorRoutes } from '../commissions/editorRoutes';
import { historyRoutes } from '../history/routes';

/** Shown inside the shell while a staff screen opened directly (first load) is fetched. */
function ScreenLoading() {
  const { t } = useTranslation('shell');
  return <LoadingScreen message={t('screenLoading')} />;
}

/** Shown in the public layout while a page opened directly (first load) is fetched. */
function PageLoading() {
  const { t } = useTranslation();
  return <LoadingScreen message={t('pageLoading')} />;
}

/**
 * The pages beyond the landing page and its legal texts load on first visit (react-router's
 * lazy routes): the landing page downloads only its own code, the registration page adds the
 * form and the map, and no public page carries the sign-in screens, the staff shell or its data
 * layer.
 */
function lazyPage(load: () => Promise<ComponentType>, namespaces: readonly string[] = []): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> {
  return {
    lazy: async () => {
      // The page's texts load beside its code (the landing's are loaded at start).
      const [Component] = await Promise.all([load(), loadNamespaces(namespaces)]);
      return { Component };
    },
    hydrateFallbackElement: <PageLoading />,
  };
}

/**
 * The staff screens load on first visit (react-router's lazy routes), so their data
 * tables, date pickers and GraphiQL never weigh on the public pages' bundle.
 */
const staffScreenRoutes: RouteObject[] = [
  {
    path: 'system/outbox',
    lazy: async () => ({ Component: (await import('../outbox/components')).OutboxScreen }),
  },
  {
    path: 'system/workflows',
    lazy: async () => ({ Component: (await import('../workflows/components')).WorkflowsScreen }),
  },
  {
    path: 'system/status',
    lazy: async () => {
      const [{ SystemStatusScreen }, { ErpQueryPanel }] = await Promise.all([import('../system/components'), import('../erp/components')]);
      return {
        Component: function SystemStatusWithErpQuery() {
          return (
            <SystemStatusScreen>
              <ErpQueryPanel />
            </SystemStatusScreen>
          );
        },
      };
    },
  },
  {
    path: 'graphiql',
    lazy: async () => ({ Component: (await import('../graphiql/components')).GraphiqlScreen }),
  },
  // Customers (spec 001): list, fingerprint enrollment, customer types and one customer's page.
  {
    path: 'customer',
    lazy: async () => ({ Component: (await import('../customers/components')).CustomerListScreen }),
  },
  {
    path: 'customer/enrollment',
    lazy: async () => ({ Component: (await import('../customers/components')).FingerprintEnrollmentScreen }),
  },
  {
    path: 'customer/setting',
    lazy: async () => ({ Component: (await import('../customers/components')).CustomerTypesScreen }),
  },
  {
    path: 'customer/:id',
    lazy: async () => ({ Component: (await import('../customers/components')).CustomerDetailScreen }),
  },
  {
    path: 'profile/:id',
    lazy: async () => ({ Component: (await import('../profile/components')).ProfileScreen }),
  },
  // Spec 003 section 2.1 names both route families; the seeded menus use each for different positions.
  ...['system/settings', 'settings/roles', 'settings/menus'].map((path) => ({
    path,
    lazy: async () => ({ Component: (await import('../admin/components')).SystemSettingsScreen }),
  })),
  ...['system/users', 'settings/users'].map((path) => ({
    path,
    lazy: async () => ({ Component: (await import('../admin/components')).UsersScreen }),
  })),
  // Each business area declares its own lazy routes in dashboard/src/<area>/routes.tsx.
  ...commissionsRoutes,
  ...xadisRoutes,
  ...purchasingRoutes,
  ...storesRoutes,
  ...productsRoutes,
  ...headcountRoutes,
  ...pricingRoutes,
  ...remoteCommandsRoutes,
  ...workplansRoutes,
  ...collaboratorsRoutes,
  ...billingRoutes,
  ...licensesRoutes,
  ...commissionsEditorRoutes,
  ...historyRoutes,
];

/**
 * The route table of spec 000 section 2. Public pages share the public layout; everything under
 * /prometheus passes the sign-in guard and renders inside the navigation shell.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'noticePrivacy', element: <PrivacyNotice /> },
          { path: 'termsAndConditions', element: <TermsAndConditions /> },
          { path: 'cfdi', ...lazyPage(async () => (await import('../billing/components/InvoicingWizard')).InvoicingWizard, ['billing']) },
          { path: 'customerRegistration', ...lazyPage(async () => (await import('../registration/components')).CustomerRegistration, ['registration']) },
          { path: 'userSignIn', ...lazyPage(async () => (await import('../access/components')).SignInScreen, ['access']) },
          { path: 'userSignOut', ...lazyPage(async () => (await import('../access/components')).SignOutScreen, ['access']) },
          { path: 'not-found', element: <PageNotFound /> },
          { path: '*', element: <PageNotFound /> },
        ],
      },
      {
        path: 'prometheus',
        // The sign-in guard and the shell load with the first staff page.
        // The staff areas' texts load with them (public pages never download them).
        ...lazyPage(async () => {
          const [{ RequireSignedIn }, { withStaffProviders }] = await Promise.all([
            import('../access/components'),
            import('./staffProviders'),
            loadStaffNamespaces(),
          ]);
          return withStaffProviders(RequireSignedIn);
        }),
        children: [
          {
            lazy: async () => ({ Component: (await import('../shell/components')).PrometheusShell }),
            children: [
              { index: true, lazy: async () => ({ Component: (await import('../shell/components')).HomeScreen }) },
              { path: 'chat', lazy: async () => ({ Component: (await import('../shell/components')).ChatScreen }) },
              { path: 'support', lazy: async () => ({ Component: (await import('../shell/components')).SupportScreen }) },
              // Screens reached through system-menu records open only for users whose menus lead there.
              // Opening a lazy screen as the first page waits for its code: the shell shows this meanwhile.
              {
                lazy: async () => ({ Component: (await import('../shell/components')).MenuGuard }),
                hydrateFallbackElement: <ScreenLoading />,
                children: staffScreenRoutes,
              },
              { path: '*', element: <PageNotFound /> },
            ],
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
