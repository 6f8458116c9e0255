/**
 * Server-side permissions of the platform screens. A staff principal gets them from the menus
 * their position's permission profile lets them see: each permission is one scope (leer, editar,
 * ejecutar) of one system menu, so an administrator grants or withdraws it by editing menus and
 * profiles. The operator token used by the CLI holds all of them.
 */
export const platformPermissions = [
  'system.status',
  'workflows.read',
  'workflows.cancel',
  'erp.query',
  'demo.seed',
  'mail.read',
  'sms.read',
] as const;

export type PlatformPermission = (typeof platformPermissions)[number];

export const menuScopeNames = ['leer', 'editar', 'ejecutar'] as const;
export type MenuScopeName = (typeof menuScopeNames)[number];

export interface MenuGrant {
  systemMenuId: string;
  scope: MenuScopeName;
}

/** Which menu scope carries each platform permission (the menus live in domain/menus/platformMenus.ts). */
export const platformPermissionMenus: Record<PlatformPermission, MenuGrant> = {
  'system.status': { systemMenuId: 'system.status', scope: 'leer' },
  'demo.seed': { systemMenuId: 'system.status', scope: 'ejecutar' },
  'workflows.read': { systemMenuId: 'system.workflows', scope: 'leer' },
  'workflows.cancel': { systemMenuId: 'system.workflows', scope: 'ejecutar' },
  'erp.query': { systemMenuId: 'system.graphiql', scope: 'ejecutar' },
  'mail.read': { systemMenuId: 'system.outbox', scope: 'leer' },
  'sms.read': { systemMenuId: 'system.outbox', scope: 'leer' },
};

/** Accounts created by sign-up or by an administrator wait here until a position is assigned: they see only their profile. */
export const UNASSIGNED_POSITION = { positionId: 'unassigned', positionName: 'Sin asignar' } as const;
export const UNASSIGNED_ORGANIZATION = 'unassigned';
