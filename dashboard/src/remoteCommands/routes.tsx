import type { RouteObject } from 'react-router-dom';

/** Remote commands to the stores (spec 002). Lazy routes under /prometheus, behind the menu guard. */
export const remoteCommandsRoutes: RouteObject[] = [
  { path: 'support/remoteCommands', lazy: async () => ({ Component: (await import('./components')).RemoteCommandsScreen }) },
];
