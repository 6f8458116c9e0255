import type { MenuRecord } from './visibility';

const scopes = () => ['leer', 'editar', 'ejecutar'].map((scopeName) => ({ scopeName, active: true }));

/**
 * The system-menu entries of the platform screens (outbox, workflows, status, GraphiQL). The
 * platform permissions of domain/access/permissions.ts are scopes of these entries, so they are
 * granted by the same permission profiles as every other menu.
 */
export const platformMenuRecords: MenuRecord[] = [
  {
    systemMenuId: 'system.outbox',
    systemMenuName: 'Bandeja de salida',
    labels: { es: 'Bandeja de salida', en: 'Outbox' },
    path: 'system/outbox',
    component: 'Outbox',
    icon: 'envelope',
  },
  {
    systemMenuId: 'system.workflows',
    systemMenuName: 'Procesos',
    labels: { es: 'Procesos', en: 'Workflows' },
    path: 'system/workflows',
    component: 'Workflows',
    icon: 'flows',
  },
  {
    systemMenuId: 'system.status',
    systemMenuName: 'Estado del sistema',
    labels: { es: 'Estado del sistema', en: 'System status' },
    path: 'system/status',
    component: 'SystemStatus',
    icon: 'pulse',
  },
  {
    systemMenuId: 'system.graphiql',
    systemMenuName: 'GraphiQL',
    labels: { es: 'GraphiQL', en: 'GraphiQL' },
    path: 'graphiql',
    component: 'GraphiQL',
    icon: 'code',
  },
].map((entry, index) => ({
  ...entry,
  menuType: 'system' as const,
  active: true,
  platformType: 'cloud',
  parentSystemMenuId: null,
  systemMenuRoleId: 'sistemas',
  defaultScopes: scopes(),
  order: 10 + index,
}));

/**
 * The audit log (issue 22): an administration entry among the system menus (not a child of
 * Settings: a profile that lists Settings would get it, and with it every change of every record);
 * its read scope is the permission history:read (domain/history/permissions.ts). Built in like the
 * platform entries, so a database seeded before it existed shows it too.
 */
platformMenuRecords.push({
  systemMenuId: 'settings.auditLog',
  systemMenuName: 'Bitácora',
  labels: { es: 'Bitácora', en: 'Audit log' },
  path: 'settings/auditLog',
  component: 'AuditLog',
  icon: 'history',
  menuType: 'system',
  active: true,
  platformType: 'cloud',
  parentSystemMenuId: null,
  systemMenuRoleId: 'administracion',
  defaultScopes: scopes(),
  order: 90,
});
