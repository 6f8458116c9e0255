/**
 * Server-side permissions of the point-of-sale licenses (spec 000 section 6, menu 'license'):
 * the list is the menu's leer scope; renewing and revoking its editar scope.
 */
export const licensePermissions = ['licenses.read', 'licenses.write'] as const;
export type LicensePermission = (typeof licensePermissions)[number];

export const licensePermissionMenus: Record<LicensePermission, { systemMenuId: string; scope: 'leer' | 'editar' | 'ejecutar' }> = {
  'licenses.read': { systemMenuId: 'license', scope: 'leer' },
  'licenses.write': { systemMenuId: 'license', scope: 'editar' },
};
