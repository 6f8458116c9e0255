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
