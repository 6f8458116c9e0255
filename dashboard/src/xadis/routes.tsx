import type { RouteObject } from 'react-router-dom';

/** Empty containers and the partner transmission (spec 001). Lazy routes under /prometheus, behind the menu guard. */
export const xadisRoutes: RouteObject[] = [
  { path: 'xadis/emptyContainer', lazy: async () => ({ Component: (await import('./components')).EmptyContainerScreen }) },
  { path: 'xadis/infoXadis', lazy: async () => ({ Component: (await import('./components')).TransmissionScreen }) },
];
