/**
 * Server-side permissions of the work plans (spec 002, menu 'workplan'): reading plans, sections
 * and activities is the menu's leer scope, adding, editing and deleting its editar scope.
 */
export const workplanPermissions = ['workplans.read', 'workplans.write'] as const;
export type WorkplanPermission = (typeof workplanPermissions)[number];

export const workplanPermissionMenus: Record<WorkplanPermission, { systemMenuId: string; scope: 'leer' | 'editar' | 'ejecutar' }> = {
  'workplans.read': { systemMenuId: 'workplan', scope: 'leer' },
  'workplans.write': { systemMenuId: 'workplan', scope: 'editar' },
};
