import type { RouteObject } from 'react-router-dom';

/** The audit log (issue 22): a lazy route under /prometheus, behind the menu guard (menu settings.auditLog). */
export const historyRoutes: RouteObject[] = [{ path: 'settings/auditLog', lazy: async () => ({ Component: (await import('./components')).AuditLogScreen }) }];
