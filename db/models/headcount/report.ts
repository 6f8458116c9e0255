import { Schema } from 'mongoose';
import { defineModel, versionedRecordPlugin, type VersionedRecord } from '../common';
import { statusNames, type StatusName } from '../../../domain/headcount/rules';

export interface VacancyDetailEntry {
  positionId: string;
  positionName: string;
  count: number;
  /** The calculation day (yyyy-mm-dd). */
  date: string;
}

/** An incident of one of the store's attendants on the calculation day (copied from the attendant). */
export interface LoggedIncident {
  incidentId: string;
  attendantId: string;
  datetime: number;
  day: string;
  warehouseId: string;
  description: string;
  headcountCount: boolean;
}

/**
 * A store's headcount report (spec 002 section 3): one per store, rewritten by every daily
 * calculation. reportId is the store code.
 */
export interface HeadcountReport {
  reportId: string;
  warehouseId: string;
  warehouseName: string;
  warehouseRelatedId: string;
  organizationId: string;
  organizationName: string;
  zoneName: string;
  workTeamTemplateId: string;
  workTeamTemplateName: string;
  managerAttendantId: string | null;
  required: number;
  assigned: number;
  vacants: number;
  extras: number;
  /** The day the vacancy count last changed (yyyy-mm-dd). */
  vacantsChangedAt: string;
  /** The first day of the current run of vacancies (the calculation day when there are none). */
  sinceDate: string;
  statusName: StatusName;
  /** The last calculation day (yyyy-mm-dd). */
  calculationDate: string;
  detail: VacancyDetailEntry[];
}

/**
 * One calculation of one store (spec 002 'Headcount vacant log'): unique per store and day, so a
 * repeated calculation of a day replaces it and keeps the observation and plan action HR chose.
 */
export interface HeadcountVacantLog {
  logId: string;
  reportId: string;
  organizationId: string;
  calculationDate: string;
  /** The first day of the current run of vacancies (yyyy-mm-dd). */
  sinceDate: string;
  vacantCounter: number;
  required: number;
  assigned: number;
  statusName: StatusName;
  detail: VacancyDetailEntry[];
  incidents: LoggedIncident[];
  incidentObservationId: string | null;
  incidentPlanActionId: string | null;
}

const detailSchema = new Schema<VacancyDetailEntry>({ positionId: String, positionName: String, count: Number, date: String }, { _id: false });
const incidentSchema = new Schema<LoggedIncident>(
  { incidentId: String, attendantId: String, datetime: Number, day: String, warehouseId: String, description: String, headcountCount: Boolean },
  { _id: false },
);

const reportSchema = new Schema<HeadcountReport & VersionedRecord>(
  {
    reportId: { type: String, required: true },
    warehouseId: { type: String, required: true },
    warehouseName: { type: String, required: true },
    warehouseRelatedId: { type: String, default: '' },
    organizationId: { type: String, required: true },
    organizationName: { type: String, required: true },
    zoneName: { type: String, default: '' },
    workTeamTemplateId: { type: String, required: true },
    workTeamTemplateName: { type: String, required: true },
    managerAttendantId: { type: String, default: null },
    required: { type: Number, required: true },
    assigned: { type: Number, required: true },
    vacants: { type: Number, required: true },
    extras: { type: Number, default: 0 },
    vacantsChangedAt: { type: String, required: true },
    sinceDate: { type: String, required: true },
    statusName: { type: String, enum: statusNames, required: true },
    calculationDate: { type: String, required: true },
    detail: { type: [detailSchema], default: [] },
  },
  { timestamps: true, collection: 'headcountReports' },
);
reportSchema.plugin(versionedRecordPlugin);
reportSchema.index({ reportId: 1 }, { unique: true });
reportSchema.index({ organizationId: 1, warehouseId: 1 });

const vacantLogSchema = new Schema<HeadcountVacantLog & VersionedRecord>(
  {
    logId: { type: String, required: true },
    reportId: { type: String, required: true },
    organizationId: { type: String, required: true },
    calculationDate: { type: String, required: true },
    sinceDate: { type: String, required: true },
    vacantCounter: { type: Number, required: true },
    required: { type: Number, required: true },
    assigned: { type: Number, required: true },
    statusName: { type: String, enum: statusNames, required: true },
    detail: { type: [detailSchema], default: [] },
    incidents: { type: [incidentSchema], default: [] },
    incidentObservationId: { type: String, default: null },
    incidentPlanActionId: { type: String, default: null },
  },
  { timestamps: true, collection: 'headcountVacantLogs' },
);
vacantLogSchema.plugin(versionedRecordPlugin);
vacantLogSchema.index({ logId: 1 }, { unique: true });
vacantLogSchema.index({ reportId: 1, calculationDate: -1 }, { unique: true });
vacantLogSchema.index({ calculationDate: 1 });

export const HeadcountReportModel = defineModel<HeadcountReport & VersionedRecord>('HeadcountReport', reportSchema);
export const HeadcountVacantLogModel = defineModel<HeadcountVacantLog & VersionedRecord>('HeadcountVacantLog', vacantLogSchema);

/** The log id of a store's calculation day: deterministic, so a repeated calculation upserts it. */
export function vacantLogId(reportId: string, calculationDate: string): string {
  return `${reportId}:${calculationDate}`;
}
