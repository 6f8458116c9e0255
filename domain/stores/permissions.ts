/**
 * Server-side permissions of the store configuration (menu settings.warehouse). The ERP
 * configuration form has a permission of its own (the original allowed two fixed accounts): the
 * menu's ejecutar scope, which a position may hold without editar and the other way round.
 */
export const storePermissionMenus = {
  /** The stores table, the PINPAD tab and the ERP form read-only. */
  'stores.read': { systemMenuId: 'settings.warehouse', scope: 'leer' },
  /** A store's zone and store type (work-team template). */
  'stores.write': { systemMenuId: 'settings.warehouse', scope: 'editar' },
  /** Saving the ERP configuration (fortia_erp, cluster, sync, cash) of a store. */
  'stores.erpConfig': { systemMenuId: 'settings.warehouse', scope: 'ejecutar' },
} as const satisfies Record<string, { systemMenuId: string; scope: 'leer' | 'editar' | 'ejecutar' }>;
