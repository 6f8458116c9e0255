export interface SystemRole {
  systemRoleId: string;
  systemRoleName: string;
  parentSystemRoleId: string | null;
  /** 1 for a root; the tree has at most 4 levels. */
  level: number;
  positions: Array<{ positionId: string; positionName: string }>;
  menus: Array<{ systemMenuId: string; systemMenuName: string }>;
}

export interface MenuScope {
  scopeName: string;
  active: boolean;
}

export interface SystemMenu {
  systemMenuId: string;
  systemMenuName: string;
  labels: { es: string; en: string };
  menuType: string;
  path: string;
  component: string;
  icon: string | null;
  active: boolean;
  platformType: string;
  parentSystemMenuId: string | null;
  systemMenuRoleId: string | null;
  defaultScopes: MenuScope[];
  order: number | null;
}

export interface PermissionProfile {
  menuAccess: 'all' | 'listed';
  permittedMenuIds: string[];
  hiddenMenuIds: string[];
  menuScopes: Array<{ systemMenuId: string; scopes: string[] }>;
  visibilityGroup: string | null;
  /** Sign-in makes the position's users set up an authenticator first. */
  authenticatorRequired: boolean;
}

export interface StaffPosition {
  positionId: string;
  positionName: string;
  labels: { es: string; en: string } | null;
  parentPositionId: string | null;
  systemRoleId: string | null;
  systemRole: { systemRoleName: string } | null;
  permissionProfile: PermissionProfile | null;
}

export interface StaffUser {
  attendantId: string;
  userName: string;
  fullName: string;
  active: boolean;
  position: { positionId: string; positionName: string } | null;
  role: { systemRoleId: string; systemRoleName: string } | null;
  warehouse: { warehouseId: string; warehouseName: string } | null;
  organizationId: string | null;
  passwordChangeRequired: boolean;
  confirmed: boolean;
  totpEnabled: boolean;
  locked: boolean;
}

export interface CreateSystemMenuInput {
  systemMenuId: string;
  systemMenuName: string;
  menuType: string;
  path: string;
  component: string;
  platformType: string;
  icon?: string;
  parentSystemMenuId?: string;
  systemMenuRoleId?: string;
  defaultScopes: MenuScope[];
  labels?: { es: string; en: string };
}

export interface StaffWarehouseOption {
  warehouseId: string;
  warehouseName: string;
  /** _10 store, _20 distribution centre */
  warehouseType: string;
}

export interface UpdateUserInput {
  positionId?: string;
  systemRoleId?: string;
  /** null takes the user out of any store. */
  warehouseId?: string | null;
  active?: boolean;
}

/** A role with its sub-roles, as the System Roles tree shows it. */
export interface RoleNode {
  role: SystemRole;
  depth: number;
  children: RoleNode[];
}
