import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';
import { retentionSeconds } from '../../../config/config';

/**
 * One run of a process on the embedded workflow runtime (workers/embedded). Inputs, results and
 * failures are JSON text: they are whatever the process takes and returns, and keys such as
 * "a.b" or "$x" must survive the round trip.
 */
const workflowRunSchema = new Schema(
  {
    workflowId: { type: String, required: true, index: true },
    runId: { type: String, required: true, unique: true },
    workflowType: { type: String, required: true, index: true },
    status: { type: String, enum: ['running', 'completed', 'failed', 'cancelled'], required: true, index: true },
    input: { type: String, default: null },
    result: { type: String, default: null },
    failure: { type: String, default: null },
    /** Epoch milliseconds on the runtime's clock. */
    startTime: { type: Number, required: true },
    closeTime: { type: Number, default: null },
    scheduleId: { type: String, default: null, index: true },
    historyLength: { type: Number, default: 0 },
    /** When the run closed (completed, failed or cancelled), on the wall clock; null while it runs. */
    closedAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'workflowRuns' },
);
workflowRunSchema.index({ workflowId: 1, startTime: -1 });
// The runs list (newest first, whole or by status or type) and the runtime's look-up of running runs at start
// read along these instead of sorting every run.
workflowRunSchema.index({ startTime: -1 });
workflowRunSchema.index({ status: 1, startTime: -1 });
workflowRunSchema.index({ workflowType: 1, startTime: -1 });
// The runs list sorted by when a run closed (the other sorts read along the indexes above).
workflowRunSchema.index({ closeTime: 1, startTime: -1 });
// A closed run is removed RETENTION_WORKFLOW_RUNS_DAYS after it closed (db/retention applies the setting); a running one never.
workflowRunSchema.index(
  { closedAt: 1 },
  { expireAfterSeconds: retentionSeconds('RETENTION_WORKFLOW_RUNS_DAYS'), partialFilterExpression: { closedAt: { $type: 'date' } } },
);

/** One event of a run's history, in order (eventId 1, 2, ...). */
const workflowEventSchema = new Schema(
  {
    runId: { type: String, required: true },
    eventId: { type: Number, required: true },
    type: { type: String, required: true },
    /** Epoch milliseconds on the runtime's clock. */
    time: { type: Number, required: true },
    /** JSON text of the event's attributes. */
    data: { type: String, required: true },
    /** When the event's run closed (written on every event of the run as it closes); absent while it runs. */
    runClosedAt: { type: Date, default: undefined },
  },
  { collection: 'workflowEvents' },
);
workflowEventSchema.index({ runId: 1, eventId: 1 }, { unique: true });
// The events of a closed run go with it, RETENTION_WORKFLOW_RUNS_DAYS after it closed.
workflowEventSchema.index(
  { runClosedAt: 1 },
  { expireAfterSeconds: retentionSeconds('RETENTION_WORKFLOW_RUNS_DAYS'), partialFilterExpression: { runClosedAt: { $type: 'date' } } },
);

/** A recurring run and its state (next time, buffered and skipped actions, running runs). */
const workflowScheduleSchema = new Schema(
  {
    scheduleId: { type: String, required: true, unique: true },
    workflowType: { type: String, required: true },
    /** JSON text of the schedule record (spec, policies, state). */
    state: { type: String, required: true },
  },
  { timestamps: true, collection: 'workflowSchedules' },
);

/**
 * Which process runs the embedded runtime on this database: one at a time, or two processes would
 * both resume the same runs. Renewed while the process lives; a dead holder is replaced.
 */
const workflowRuntimeLeaseSchema = new Schema(
  {
    _id: { type: String, required: true },
    holderId: { type: String, required: true },
    pid: { type: Number, required: true },
    host: { type: String, required: true },
    /** Epoch milliseconds (wall clock). */
    expiresAt: { type: Number, required: true },
  },
  { collection: 'workflowRuntimeLeases', versionKey: false },
);

export type WorkflowRunDocument = InferSchemaType<typeof workflowRunSchema>;
export type WorkflowEventDocument = InferSchemaType<typeof workflowEventSchema>;
export type WorkflowScheduleDocument = InferSchemaType<typeof workflowScheduleSchema>;
export type WorkflowRuntimeLeaseDocument = InferSchemaType<typeof workflowRuntimeLeaseSchema>;

export const WorkflowRunModel: Model<WorkflowRunDocument> =
  (mongoose.models.WorkflowRun as Model<WorkflowRunDocument>) ?? mongoose.model<WorkflowRunDocument>('WorkflowRun', workflowRunSchema);
export const WorkflowEventModel: Model<WorkflowEventDocument> =
  (mongoose.models.WorkflowEvent as Model<WorkflowEventDocument>) ?? mongoose.model<WorkflowEventDocument>('WorkflowEvent', workflowEventSchema);
export const WorkflowScheduleModel: Model<WorkflowScheduleDocument> =
  (mongoose.models.WorkflowSchedule as Model<WorkflowScheduleDocument>) ?? mongoose.model<WorkflowScheduleDocument>('WorkflowSchedule', workflowScheduleSchema);
export const WorkflowRuntimeLeaseModel: Model<WorkflowRuntimeLeaseDocument> =
  (mongoose.models.WorkflowRuntimeLease as Model<WorkflowRuntimeLeaseDocument>) ??
  mongoose.model<WorkflowRuntimeLeaseDocument>('WorkflowRuntimeLease', workflowRuntimeLeaseSchema);
