/**
 * Server-side permissions of purchasing (spec 002). Staff get them from the menus their position
 * sees ('Órdenes de compra' and 'Pronóstico' under Compras); the operator token holds all of them.
 */
export const purchasingPermissions = [
  /** The selection lists, the grid, the chart and the order history. */
  'purchases.read',
  /** 'Verificar orden de compra' and send. */
  'purchases.send',
  /** Forecast runs, imports and accuracy. */
  'forecasts.read',
  /** Start a forecast run, import a forecast file. */
  'forecasts.write',
] as const;
export type PurchasingPermission = (typeof purchasingPermissions)[number];

export const purchasingPermissionMenus: Record<PurchasingPermission, { systemMenuId: string; scope: 'leer' | 'editar' | 'ejecutar' }> = {
  'purchases.read': { systemMenuId: 'purchases.forecast', scope: 'leer' },
  'purchases.send': { systemMenuId: 'purchases.forecast', scope: 'ejecutar' },
  'forecasts.read': { systemMenuId: 'purchases.newForecast', scope: 'leer' },
  'forecasts.write': { systemMenuId: 'purchases.newForecast', scope: 'editar' },
};
