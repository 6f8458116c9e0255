import type { MenuRequirement } from './visibility';

/**
 * How each staff operation of the access area maps to menu entries: the operation is allowed when
 * the caller's position can see one of the menus with the scope (leer to read, editar to change,
 * ejecutar to run). So a menu entry a position cannot see is also refused by the server, and an
 * administrator changes both at once by editing menus and permission profiles.
 */
export const accessOperations = {
  // The Users screen's dialogs pick a position and a role: the users menus read these two lists
  // (names only: a role's menus and a position's permission profile stay with the roles menus).
  systemRoles: { anyOf: ['system.settings', 'settings.roles', 'system.users', 'settings.users'], scope: 'leer' },
  systemRoleMenus: { anyOf: ['system.settings', 'settings.roles'], scope: 'leer' },
  createSystemRole: { anyOf: ['system.settings', 'settings.roles'], scope: 'editar' },
  systemMenus: { anyOf: ['system.settings', 'settings.menus'], scope: 'leer' },
  createSystemMenu: { anyOf: ['system.settings', 'settings.menus'], scope: 'editar' },
  updateSystemMenu: { anyOf: ['system.settings', 'settings.menus'], scope: 'editar' },
  exportMenus: { anyOf: ['system.settings', 'settings.menus'], scope: 'leer' },
  importMenus: { anyOf: ['system.settings', 'settings.menus'], scope: 'editar' },
  positions: { anyOf: ['system.settings', 'settings.roles', 'system.users', 'settings.users'], scope: 'leer' },
  positionPermissionProfile: { anyOf: ['system.settings', 'settings.roles'], scope: 'leer' },
  permissionProfiles: { anyOf: ['system.settings', 'settings.roles'], scope: 'leer' },
  updatePermissionProfile: { anyOf: ['system.settings', 'settings.roles'], scope: 'editar' },
  updatePositionRole: { anyOf: ['system.settings', 'settings.roles'], scope: 'editar' },
  users: { anyOf: ['system.users', 'settings.users'], scope: 'leer' },
  userWarehouses: { anyOf: ['system.users', 'settings.users'], scope: 'leer' },
  createUser: { anyOf: ['system.users', 'settings.users'], scope: 'editar' },
  updateUser: { anyOf: ['system.users', 'settings.users'], scope: 'editar' },
  resetUserPassword: { anyOf: ['system.users', 'settings.users'], scope: 'editar' },
  myProfile: { anyOf: ['profile.profile'], scope: 'leer' },
  updateMyProfile: { anyOf: ['profile.profile'], scope: 'editar' },
  // The authenticator and the photo are parts of the own profile: the same menu scope as editing it.
  setUpTotp: { anyOf: ['profile.profile'], scope: 'editar' },
  verifyTotpSetup: { anyOf: ['profile.profile'], scope: 'editar' },
  disableTotp: { anyOf: ['profile.profile'], scope: 'editar' },
  uploadProfilePhoto: { anyOf: ['profile.profile'], scope: 'editar' },
} as const satisfies Record<string, MenuRequirement>;

export type AccessOperation = keyof typeof accessOperations;
