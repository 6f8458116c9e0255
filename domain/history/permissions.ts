/** The audit log's permission: the read scope of the administration menu "Bitácora" / "Audit log". */
export const HISTORY_READ = 'history:read';

export const AUDIT_LOG_MENU_ID = 'settings.auditLog';

export const historyPermissionMenus = {
  [HISTORY_READ]: { systemMenuId: AUDIT_LOG_MENU_ID, scope: 'leer' },
} as const satisfies Record<string, { systemMenuId: string; scope: 'leer' | 'editar' | 'ejecutar' }>;
