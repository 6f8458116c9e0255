import { z } from 'zod';
import { singleLineText } from '../common/text';
import { menuTypeNames } from './visibility';

const scopeSchema = z.object({ scopeName: singleLineText().min(1).max(40), active: z.boolean().default(true) });

/** Rules of each field an administrator sets on a system menu (spec 003 section 7.1). */
const menuFieldRules = {
  systemMenuName: singleLineText().min(1, 'MENU_NAME_REQUIRED').max(80, 'MENU_NAME_REQUIRED'),
  labels: z.object({ es: singleLineText().min(1), en: singleLineText().min(1) }),
  menuType: z.enum(menuTypeNames, 'MENU_TYPE_REQUIRED'),
  path: singleLineText()
    .min(1, 'MENU_PATH_REQUIRED')
    .max(200, 'MENU_PATH_REQUIRED')
    .regex(/^\/?[A-Za-z0-9_:/.-]+$/, 'MENU_PATH_REQUIRED'),
  component: singleLineText()
    .min(1, 'MENU_COMPONENT_REQUIRED')
    .max(80, 'MENU_COMPONENT_REQUIRED')
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'MENU_COMPONENT_REQUIRED'),
  icon: singleLineText()
    .max(60)
    .regex(/^[a-z0-9-]*$/),
  platformType: z.enum(['cloud', 'pos', 'suscriptor', 'user'], 'MENU_PLATFORM_REQUIRED'),
  parentSystemMenuId: singleLineText().min(1).nullable(),
  systemMenuRoleId: singleLineText().min(1).nullable(),
  active: z.boolean(),
  defaultScopes: z.array(scopeSchema).max(10),
  order: z.number().int().min(0).max(10_000),
};

/** A new menu: component, path, menu type and platform type are required; default scopes leer, editar, ejecutar. */
export const systemMenuInputSchema = z.object({
  systemMenuId: singleLineText().regex(/^[A-Za-z0-9_.-]{1,80}$/, 'MENU_ID_INVALID'),
  ...menuFieldRules,
  labels: menuFieldRules.labels.optional(),
  icon: menuFieldRules.icon.default('circle'),
  parentSystemMenuId: menuFieldRules.parentSystemMenuId.default(null),
  systemMenuRoleId: menuFieldRules.systemMenuRoleId.default(null),
  active: menuFieldRules.active.default(true),
  defaultScopes: menuFieldRules.defaultScopes.default(() => ['leer', 'editar', 'ejecutar'].map((scopeName) => ({ scopeName, active: true }))),
  order: menuFieldRules.order.default(0),
});
/** A change to a menu: only the fields sent are changed (no defaults). */
export const systemMenuPatchSchema = z.object(menuFieldRules).partial();
export type SystemMenuInput = z.output<typeof systemMenuInputSchema>;

export const permissionProfileInputSchema = z.object({
  positionId: singleLineText().regex(/^[A-Za-z0-9_-]{2,60}$/, 'POSITION_NOT_FOUND'),
  menuAccess: z.enum(['all', 'listed']),
  permittedMenuIds: z.array(singleLineText().min(1).max(80)).max(500).default([]),
  hiddenMenuIds: z.array(singleLineText().min(1).max(80)).max(500).default([]),
  menuScopes: z
    .array(z.object({ systemMenuId: singleLineText().min(1).max(80), scopes: z.array(singleLineText().min(1).max(40)).max(10) }))
    .max(500)
    .default([]),
  // Absent: unchanged on an existing profile, false on a new one.
  authenticatorRequired: z.boolean().optional(),
});
export type PermissionProfileInput = z.output<typeof permissionProfileInputSchema>;

/** The file `menus export` writes and `menus import` reads. */
export const menuExchangeSchema = z.object({
  format: z.literal('prometheus.menus'),
  version: z.literal(1),
  systemMenus: z.array(systemMenuInputSchema).max(2000),
  permissionProfiles: z.array(permissionProfileInputSchema).max(2000).default([]),
});
export type MenuExchange = z.output<typeof menuExchangeSchema>;
