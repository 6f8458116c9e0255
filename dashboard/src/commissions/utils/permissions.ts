/** The modules of spec 003 section 6 as the permission profile names them (plus Manual, the documentation card). */
export const commissionModuleNames = [
  'Business',
  'Reports',
  'Employees',
  'Parameters',
  'Indicators',
  'DataSources',
  'Functions',
  'VariableCommissions',
  'Variables',
  'Manual',
  'Statements',
  'StatementApprovals',
] as const;
export type CommissionModuleName = (typeof commissionModuleNames)[number];
export type AccessMode = 'read' | 'write';

export interface PathPermission {
  id: string;
  name: string;
  read: boolean;
  write: boolean;
}

/** What the position may do per module and which companies it may pick: the same matching the server applies (name or id, case-insensitive, each flag on its own). */
export interface CommissionGrants {
  can(module: CommissionModuleName, mode: AccessMode): boolean;
  /** Company ids the position lists (selectors offer only these; the API answers only these). */
  organizations: ReadonlySet<string>;
}

export function commissionGrants(pathPermissions: readonly PathPermission[], organizations: readonly string[]): CommissionGrants {
  const flags = new Map<string, { read: boolean; write: boolean }>();
  for (const permission of pathPermissions) {
    flags.set(permission.name.toLowerCase(), permission);
    flags.set(permission.id.toLowerCase(), permission);
  }
  return { can: (module, mode) => flags.get(module.toLowerCase())?.[mode] ?? false, organizations: new Set(organizations) };
}
