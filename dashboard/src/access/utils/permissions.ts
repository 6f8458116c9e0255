/** The permission list of a principal that holds every permission (the operator, the administrator). */
export const allPermissions = '*';

/** Whether a permission list grants one permission; a missing list grants nothing. */
export function hasPermission(permissions: readonly string[] | null | undefined, permission: string): boolean {
  if (!permissions) return false;
  return permissions.includes(allPermissions) || permissions.includes(permission);
}

/** Whether a permission list grants at least one of the given permissions. */
export function hasAnyPermission(permissions: readonly string[] | null | undefined, wanted: readonly string[]): boolean {
  return wanted.some((permission) => hasPermission(permissions, permission));
}
