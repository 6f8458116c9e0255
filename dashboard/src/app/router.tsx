import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RequireSignedIn, SignInScreen, SignOutScreen } from '../access/components';
import {
  LandingPage,
  PageNotFound,
  PrivacyNotice,
  PublicLayout,
  TermsAndConditions,
} from '../public/components';
import { ChatScreen, HomeScreen, PrometheusShell, SupportScreen } from '../shell/components';
import { RouteError } from './RouteError';

/**
 * The platform's staff screens load on first visit (react-router's lazy routes), so their data
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
              ...staffScreenRoutes,
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
