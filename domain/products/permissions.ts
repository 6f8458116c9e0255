/** Server-side permissions of the products catalogue (menu settings.products). */
export const productPermissionMenus = {
  /** The catalogue, its detail panel and the images' signed links. */
  'products.read': { systemMenuId: 'settings.products', scope: 'leer' },
  /** Uploading or replacing a product image (screen and CLI import-images). */
  'products.images': { systemMenuId: 'settings.products', scope: 'editar' },
} as const satisfies Record<string, { systemMenuId: string; scope: 'leer' | 'editar' | 'ejecutar' }>;
