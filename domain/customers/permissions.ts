/**
 * Server-side permissions of the customers area (spec 001). Staff get them from their position
 * (menus decide what a position may do); the operator token of the CLI holds all of them. The
 * public registration operations need none: they are rate limited per client address instead.
 */
export const customerPermissions = [
  /** Customer list, counters, detail panels, CSV export, enrollment search. */
  'customers.read',
  /** Mass update (inactivate, set type), market releases, fingerprint enrollment. */
  'customers.write',
  /** Customer type admin ('Tipo de cliente'): the PRINCIPAL / INACTIVO toggle. */
  'customerTypes.write',
  /** Audit detail dialog. */
  'audits.read',
  /** Authorize Registry / Send to Blacklist, and reopening a customer's audit ('Reopen audit'). */
  'audits.decide',
  /** Postal-code catalogue import (CLI). */
  'catalog.write',
] as const;

export type CustomerPermission = (typeof customerPermissions)[number];

/** Which system menu and scope should carry each permission when they are wired to menus. */
export const customerPermissionMenus: Record<CustomerPermission, { systemMenuId: string; scope: 'leer' | 'editar' | 'ejecutar' }> = {
  'customers.read': { systemMenuId: 'customers.list', scope: 'leer' },
  'customers.write': { systemMenuId: 'customers.list', scope: 'editar' },
  'customerTypes.write': { systemMenuId: 'customers.types', scope: 'editar' },
  'audits.read': { systemMenuId: 'customers.list', scope: 'leer' },
  'audits.decide': { systemMenuId: 'customers.list', scope: 'ejecutar' },
  'catalog.write': { systemMenuId: 'customers.types', scope: 'ejecutar' },
};
