/**
 * Server-side permissions of the cashier-to-store link (spec 002, menu 'collaboratorSearch'):
 * looking a cashier up is the menu's leer scope, creating the link its editar scope.
 */
export const collaboratorPermissions = ['collaborators.read', 'collaborators.link'] as const;
export type CollaboratorPermission = (typeof collaboratorPermissions)[number];

export const collaboratorPermissionMenus: Record<CollaboratorPermission, { systemMenuId: string; scope: 'leer' | 'editar' | 'ejecutar' }> = {
  'collaborators.read': { systemMenuId: 'collaboratorSearch', scope: 'leer' },
  'collaborators.link': { systemMenuId: 'collaboratorSearch', scope: 'editar' },
};
