import { OverlaysProvider, PortalProvider } from '@blueprintjs/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
// Directly from its file: the access hooks' index would bring the GraphQL client into every page.
import { SignedInDataLoaderContext, type SignedInDataLoader } from '../access/hooks/useSignedInDataLoader';
import { createQueryClient } from './queryClient';
import { createRouter } from './router';
import { createSessionExpiryHandler } from './sessionExpiry';

/**
 * Once signed in, the sign-in screen loads the shell's menus before the app moves on, so the
 * drawer is drawn at once (loaded on demand: the public pages do not carry the shell's code).
 */
const loadShellData: SignedInDataLoader = async (queryClient) => (await import('../shell/hooks')).loadMyMenus(queryClient);

/** The query cache and the router, tied so that a session ending mid-screen goes to sign-in and back. */
function createClientAndRouter() {
  const router = createRouter();
  const client: { current?: QueryClient } = {};
  const onError = createSessionExpiryHandler({
    location: () => router.state.location,
    navigate: (to, options) => router.navigate(to, options),
    clear: () => client.current?.clear(),
  });
  const queryClient = createQueryClient({ onError });
  client.current = queryClient;
  return { queryClient, router };
}

/**
 * Providers every screen relies on: Blueprint's portal and overlays, react-query, the router.
 * Blueprint's hotkeys provider (with its dialog) wraps the staff screens only (./staffProviders.tsx).
 */
export function App() {
  const [{ queryClient, router }] = useState(createClientAndRouter);
  return (
    <PortalProvider>
      <OverlaysProvider>
        <QueryClientProvider client={queryClient}>
          <SignedInDataLoaderContext.Provider value={loadShellData}>
            <RouterProvider router={router} />
          </SignedInDataLoaderContext.Provider>
        </QueryClientProvider>
      </OverlaysProvider>
    </PortalProvider>
  );
}
