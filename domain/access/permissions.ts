import { customerPermissionMenus } from '../customers/permissions';
import { pricingPermissionMenus } from '../pricing/permissions';
import { remoteCommandPermissionMenus } from '../remoteCommands/permissions';
import { workplanPermissionMenus } from '../workplans/permissions';
import { collaboratorPermissionMenus } from '../collaborators/permissions';
import { licensePermissionMenus } from '../licenses/permissions';
import { xadisPermissionMenus } from '../xadis/permissions';
import { purchasingPermissionMenus } from '../purchasing/permissions';
import { storePermissionMenus } from '../stores/permissions';
import { productPermissionMenus } from '../products/permissions';
import { headcountPermissionMenus } from '../headcount/permissions';
import { historyPermissionMenus } from '../history/permissions';

/**
 * Server-side permissions of the platform screens. A staff principal gets them from the menus
 * their position's permission profile lets them see: each permission is one scope (leer, editar,
 * ejecutar) of one system menu, so an administrator grants or withdraws it by editing menus and
 * profiles. The operator token used by the CLI holds all of them.
 */
export const platformPermissions = ['system.status', 'workflows.read', 'workflows.cancel', 'erp.query', 'demo.seed', 'mail.read', 'sms.read'] as const;

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

/**
 * Every permission string a staff principal can hold, with the menu scope that carries it: the
 * platform's and those the business areas declare next to their own rules. An area adds its map
 * here; `me.permissions` and requirePermission() then follow the menus like the rest.
 */
export const staffPermissionMenus: Readonly<Record<string, MenuGrant>> = {
  ...platformPermissionMenus,
  ...customerPermissionMenus,
  ...workplanPermissionMenus,
  ...collaboratorPermissionMenus,
  ...licensePermissionMenus,
  ...xadisPermissionMenus,
  ...purchasingPermissionMenus,
  ...storePermissionMenus,
  ...productPermissionMenus,
  ...headcountPermissionMenus,
  ...pricingPermissionMenus,
  ...remoteCommandPermissionMenus,
  ...historyPermissionMenus,
};

/** Accounts created by sign-up or by an administrator wait here until a position is assigned: they see only their profile. */
export const UNASSIGNED_POSITION = { positionId: 'unassigned', positionName: 'Sin asignar' } as const;
export const UNASSIGNED_ORGANIZATION = 'unassigned';
