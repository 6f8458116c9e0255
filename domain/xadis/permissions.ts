/**
 * Server-side permissions of the xadis area, carried by the two menus' scopes like every other
 * area's (domain/access/permissions.ts joins them). The operator token of the CLI holds all.
 */
export const xadisPermissions = [
  /** The empty-container screen: the window's report, the ERP stock, the history. */
  'xadis.emptyContainers.read',
  /** Saving and sending ('Enviar datos') the window's report. */
  'xadis.emptyContainers.write',
  /** The transmission screen: history, progress. */
  'xadis.transmissions.read',
  /** Starting ('Enviar') and cancelling a transmission. */
  'xadis.transmissions.send',
  /** Recipients and the daily schedule switch: an administrator's, carried by the workflows screen's ejecutar scope. */
  'xadis.settings.write',
] as const;
export type XadisPermission = (typeof xadisPermissions)[number];

export const xadisPermissionMenus: Record<XadisPermission, { systemMenuId: string; scope: 'leer' | 'editar' | 'ejecutar' }> = {
  'xadis.emptyContainers.read': { systemMenuId: 'xadis.emptyContainer', scope: 'leer' },
  'xadis.emptyContainers.write': { systemMenuId: 'xadis.emptyContainer', scope: 'editar' },
  'xadis.transmissions.read': { systemMenuId: 'xadis.infoXadis', scope: 'leer' },
  'xadis.transmissions.send': { systemMenuId: 'xadis.infoXadis', scope: 'ejecutar' },
  'xadis.settings.write': { systemMenuId: 'system.workflows', scope: 'ejecutar' },
};
