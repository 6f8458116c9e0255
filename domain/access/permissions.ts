/**
 * Server-side permissions. A staff principal gets them from their position's permission profile
 * (administered as data); the operator token used by the CLI holds all of them.
 */
export const platformPermissions = [
  'system.status',
  'workflows.read',
  'workflows.cancel',
  'erp.query',
  'demo.seed',
  'mail.read',
  'sms.read',
] as const;

export type PlatformPermission = (typeof platformPermissions)[number];
