import { Schema } from 'mongoose';
import { defineModel, versionedRecordPlugin, type VersionedRecord } from '../common';

/**
 * What HR notes about a store's vacancies (spec 002 section 3): observations and plan actions are
 * trees (a root, then its children), kept by HR; an evaluation picks one of each.
 */
export interface IncidentObservation {
  incidentObservationId: string;
  incidentObservationName: string;
  parentIncidentObservationId: string | null;
  /** HR deactivates an option instead of deleting it: past evaluations keep showing it. */
  active?: boolean;
}

export interface IncidentPlanAction {
  incidentPlanActionId: string;
  incidentPlanActionName: string;
  parentIncidentPlanActionId: string | null;
  active?: boolean;
}

const observationSchema = new Schema<IncidentObservation & VersionedRecord>(
  {
    incidentObservationId: { type: String, required: true },
    incidentObservationName: { type: String, required: true },
    parentIncidentObservationId: { type: String, default: null },
    active: { type: Boolean, default: true },
  },
  { timestamps: true, collection: 'incidentObservations' },
);
observationSchema.plugin(versionedRecordPlugin);
observationSchema.index({ incidentObservationId: 1 }, { unique: true });

const planActionSchema = new Schema<IncidentPlanAction & VersionedRecord>(
  {
    incidentPlanActionId: { type: String, required: true },
    incidentPlanActionName: { type: String, required: true },
    parentIncidentPlanActionId: { type: String, default: null },
    active: { type: Boolean, default: true },
  },
  { timestamps: true, collection: 'incidentPlanActions' },
);
planActionSchema.plugin(versionedRecordPlugin);
planActionSchema.index({ incidentPlanActionId: 1 }, { unique: true });

export const IncidentObservationModel = defineModel<IncidentObservation & VersionedRecord>('IncidentObservation', observationSchema);
export const IncidentPlanActionModel = defineModel<IncidentPlanAction & VersionedRecord>('IncidentPlanAction', planActionSchema);
