import { Schema } from 'mongoose';
import { defineModel, versionedRecordPlugin, type VersionedRecord } from '../common';

/** Permission of one variable-commissions module (Business, Reports, Employees, ...). */
export interface PathPermission {
  id: string;
  name: string;
  read: boolean;
  write: boolean;
}

export const menuAccessModes = ['all', 'listed'] as const;
export type MenuAccess = (typeof menuAccessModes)[number];

/**
 * What one position may see and do, kept as editable data instead of ids hard-coded in the client
 * (spec 000 section 6 and spec 003 section 6):
 * - menuAccess 'all': every active top-level entry; 'listed': only `permittedMenuIds` (top-level).
 * - hiddenMenuIds: entries (usually children) removed even though their parent is shown.
 * - pathPermissions: read/write per variable-commissions module.
 * - organizations: company ids the position may pick in selectors.
 * - statementAreas: commission areas (`CommissionArea.id`) whose employees' statements the position
 *   sees and acts on (issue 25); absent or empty: every area of its companies.
 */
export interface PermissionProfile {
  positionId: string;
  menuAccess: MenuAccess;
  permittedMenuIds: string[];
  hiddenMenuIds: string[];
  pathPermissions: PathPermission[];
  organizations: string[];
  /** Limits the commission statements to these areas' employees (absent or empty: all of them). */
  statementAreas?: string[];
  /** Which visibility group of spec 000 section 6 the profile reproduces, when any. */
  visibilityGroup: string | null;
  /** Narrows a visible menu's scopes for this position (absent: the menu's active default scopes). */
  menuScopes?: MenuScopeGrant[];
  /** Sign-in makes the position's users set up an authenticator before their first session (spec 000 section 4, MFA setup). */
  authenticatorRequired?: boolean;
}

export interface MenuScopeGrant {
  systemMenuId: string;
  scopes: string[];
}

const pathPermissionSchema = new Schema<PathPermission>(
  {
    id: { type: String, required: true },
    name: { type: String, required: true },
    read: { type: Boolean, default: false },
    write: { type: Boolean, default: false },
  },
  { _id: false },
);

const permissionProfileSchema = new Schema<PermissionProfile & VersionedRecord>(
  {
    positionId: { type: String, required: true },
    menuAccess: { type: String, enum: menuAccessModes, required: true, default: 'all' },
    permittedMenuIds: { type: [String], default: [] },
    hiddenMenuIds: { type: [String], default: [] },
    pathPermissions: { type: [pathPermissionSchema], default: [] },
    organizations: { type: [String], default: [] },
    // No default: a profile without it is not limited, and profiles written before it stay as they were.
    statementAreas: { type: [String], default: undefined },
    visibilityGroup: { type: String, default: null },
    menuScopes: {
      type: [new Schema<MenuScopeGrant>({ systemMenuId: { type: String, required: true }, scopes: { type: [String], default: [] } }, { _id: false })],
      default: [],
    },
    authenticatorRequired: { type: Boolean, default: false },
  },
  { timestamps: true, collection: 'permissionProfiles' },
);
permissionProfileSchema.plugin(versionedRecordPlugin);
permissionProfileSchema.index({ positionId: 1 }, { unique: true });

export const PermissionProfileModel = defineModel<PermissionProfile & VersionedRecord>('PermissionProfile', permissionProfileSchema);
