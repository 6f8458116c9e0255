/** Server-side permissions of the price list, carried by the 'Lista de precios' menu (operation.price). */
export const pricingPermissionMenus = {
  /** Read the ERP's customers, offers and articles; see the export history. */
  'pricing.read': { systemMenuId: 'operation.price', scope: 'leer' },
  /** Export the day's price list. */
  'pricing.export': { systemMenuId: 'operation.price', scope: 'ejecutar' },
} as const;
