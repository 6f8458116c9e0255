import type { StoredMoney } from '../../../domain/common/money';
import { Schema } from 'mongoose';
import { defineModel, moneyField, versionedRecordPlugin, type VersionedRecord } from '../common';
import { salesFrequencies, statusNames, type SalesFrequency, type StatusName } from '../../../domain/headcount/rules';

/** A position a store type needs (spec 003 section 3.1 TeamPosition), kept inside its template. */
export interface TeamPosition {
  teamPositionId: string;
  positionId: string;
  positionName: string;
  quantity: number;
  required: boolean;
  observation: string;
}

/** A status rule of the template (spec 003 HeadcountStatus): high, medium or low. */
export interface HeadcountStatus {
  statusName: StatusName;
  vacantNumber: number;
  assignedDays: number;
}

/**
 * A work-team template: the store type of the store configuration and the staffing plan of
 * headcount. Its team positions and status rules live inside it, so a change to any of them is
 * one versioned write (a stale _version is refused).
 */
export interface WorkTeamTemplate {
  workTeamTemplateId: string;
  workTeamTemplate: string;
  /** Lower-case, single-spaced name: two templates never share a name. */
  nameKey: string;
  active: boolean;
  minSalesAmount: StoredMoney;
  maxSalesAmount: StoredMoney;
  frecuencySales: SalesFrequency;
  periodSales: number;
  positions: TeamPosition[];
  statuses: HeadcountStatus[];
}

const teamPositionSchema = new Schema<TeamPosition>(
  {
    teamPositionId: { type: String, required: true },
    positionId: { type: String, required: true },
    positionName: { type: String, required: true },
    quantity: { type: Number, required: true, min: 1 },
    required: { type: Boolean, default: true },
    observation: { type: String, default: '' },
  },
  { _id: false },
);

const headcountStatusSchema = new Schema<HeadcountStatus>(
  {
    statusName: { type: String, enum: statusNames, required: true },
    vacantNumber: { type: Number, required: true, min: 0 },
    assignedDays: { type: Number, required: true, min: 0 },
  },
  { _id: false },
);

const workTeamTemplateSchema = new Schema<WorkTeamTemplate & VersionedRecord>(
  {
    workTeamTemplateId: { type: String, required: true },
    workTeamTemplate: { type: String, required: true },
    nameKey: { type: String, required: true },
    active: { type: Boolean, default: true },
    minSalesAmount: { ...moneyField, required: true },
    maxSalesAmount: { ...moneyField, required: true },
    frecuencySales: { type: String, enum: salesFrequencies, required: true },
    periodSales: { type: Number, required: true, min: 1, max: 10 },
    positions: { type: [teamPositionSchema], default: [] },
    statuses: { type: [headcountStatusSchema], default: [] },
  },
  { timestamps: true, collection: 'workTeamTemplates' },
);
workTeamTemplateSchema.plugin(versionedRecordPlugin);
workTeamTemplateSchema.index({ workTeamTemplateId: 1 }, { unique: true });
workTeamTemplateSchema.index({ nameKey: 1 }, { unique: true });

export const WorkTeamTemplateModel = defineModel<WorkTeamTemplate & VersionedRecord>('WorkTeamTemplate', workTeamTemplateSchema);
