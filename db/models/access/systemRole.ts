import { Schema } from 'mongoose';
import { defineModel, versionedRecordPlugin, type VersionedRecord } from '../common';

/** A node of the role tree (up to 4 levels, spec 003 section 2.1). */
export interface SystemRole {
  systemRoleId: string;
  systemRoleName: string;
  /** null for a root role. */
  parentSystemRoleId: string | null;
}

export const MAX_ROLE_TREE_DEPTH = 4;

const systemRoleSchema = new Schema<SystemRole & VersionedRecord>(
  {
    systemRoleId: { type: String, required: true },
    systemRoleName: { type: String, required: true },
    parentSystemRoleId: { type: String, default: null },
  },
  { timestamps: true, collection: 'systemRoles' },
);
systemRoleSchema.plugin(versionedRecordPlugin);
systemRoleSchema.index({ systemRoleId: 1 }, { unique: true });
systemRoleSchema.index({ parentSystemRoleId: 1 });

export const SystemRoleModel = defineModel<SystemRole & VersionedRecord>('SystemRole', systemRoleSchema);
