import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RequireSignedIn, SignInScreen, SignOutScreen } from '../access/components';
import {
  LandingPage,
  PageNotFound,
  PrivacyNotice,
  PublicLayout,
  TermsAndConditions,
} from '../public/components';
import { InvoicingWizard } from '../cfdi/components';
import { CustomerRegistration } from '../registration/components';
import { ChatScreen, HomeScreen, MenuGuard, PrometheusShell, SupportScreen } from '../shell/components';
import { RouteError } from './RouteError';

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
          { path: 'cfdi', element: <InvoicingWizard /> },
          { path: 'customerRegistration', element: <CustomerRegistration /> },
          { path: 'userSignIn', element: <SignInScreen /> },
          { path: 'userSignOut', element: <SignOutScreen /> },
          { path: 'not-found', element: <PageNotFound /> },
          { path: '*', element: <PageNotFound /> },
        ],
      },
      {
        path: 'prometheus',
        element: <RequireSignedIn />,
        children: [
          {
            element: <PrometheusShell />,
            children: [
              { index: true, element: <HomeScreen /> },
              { path: 'chat', element: <ChatScreen /> },
              { path: 'support', element: <SupportScreen /> },
              // Screens reached through system-menu records open only for users whose menus lead there.
              { element: <MenuGuard />, children: staffScreenRoutes },
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
