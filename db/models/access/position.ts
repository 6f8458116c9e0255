import { Schema } from 'mongoose';
import { defineModel, labelsSchema, versionedRecordPlugin, type Labels, type VersionedRecord } from '../common';

/** A job position. Menu visibility and commission permissions hang off the position id. */
export interface Position {
  positionId: string;
  /** The name the spec uses (Owner, Attendant Manager, ...). */
  positionName: string;
  labels: Labels;
  parentPositionId: string | null;
  /** null when the position exists in every company of the group. */
  organizationId: string | null;
  systemRoleId: string;
}

const positionSchema = new Schema<Position & VersionedRecord>(
  {
    positionId: { type: String, required: true, match: /^[A-Za-z0-9_-]{2,60}$/ },
    positionName: { type: String, required: true },
    labels: { type: labelsSchema, required: true },
    parentPositionId: { type: String, default: null },
    organizationId: { type: String, default: null },
    systemRoleId: { type: String, required: true },
  },
  { timestamps: true, collection: 'positions' },
);
positionSchema.plugin(versionedRecordPlugin);
positionSchema.index({ positionId: 1 }, { unique: true });
positionSchema.index({ systemRoleId: 1 });

export const PositionModel = defineModel<Position & VersionedRecord>('Position', positionSchema);
