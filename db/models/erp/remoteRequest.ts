import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';
import { retentionSeconds } from '../../../config/config';

/**
 * An ERP query request (spec 001 section 3): the workflow writes one with the typed operation in
 * `request`, the ERP agent beside the ERP takes pending ones, runs them and writes `response`
 * (JSON text) and `endDate`. Large answers are split into RemoteRequestChunk documents, read by
 * `requestId` (the spec's "status filter"). The workflow deletes the request once read.
 */
const remoteRequestSchema = new Schema(
  {
    /** JSON text of the ErpOperation (domain/erp/operations.ts) plus the target database. */
    request: { type: String, required: true },
    operation: { type: String, required: true },
    companyId: { type: Number, required: true },
    /** Epoch seconds when the request was created. */
    startDate: { type: Number, required: true },
    sync: { type: Boolean, default: false },
    source: { type: String, default: 'fortia_erp' },
    /** pending -> running -> done | failed */
    status: { type: String, enum: ['pending', 'running', 'done', 'failed'], default: 'pending', index: true },
    /** Idempotency key: the workflow run and step that created it, so a retried activity reuses it. */
    requestKey: { type: String, required: true, unique: true },
    claimedBy: { type: String, default: null },
    claimedAt: { type: Date, default: null },
    /**
     * JSON text of the answer. A large answer (a list of rows) is split: `response` holds the
     * first rows as a JSON array (or null) and each chunk's `data` the following rows as a JSON
     * array; the reader appends the chunks in `index` order (0, 1, ...). `chunkCount` is the number
     * of chunks; the agent writes endDate only after the last chunk.
     */
    response: { type: String, default: null },
    chunkCount: { type: Number, default: 0 },
    error: { type: String, default: null },
    /** Epoch seconds when the agent finished. */
    endDate: { type: Number, default: null },
    /** When the agent answered (done or failed), as a date for the retention; null while pending or running. */
    answeredAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'remoteRequests' },
);
remoteRequestSchema.index({ status: 1, startDate: 1 });
// An answered request nobody deleted is removed RETENTION_ERP_ANSWERS_DAYS after the answer; a pending or running one never.
const answerRetention = { expireAfterSeconds: retentionSeconds('RETENTION_ERP_ANSWERS_DAYS'), partialFilterExpression: { answeredAt: { $type: 'date' } } };
remoteRequestSchema.index({ answeredAt: 1 }, answerRetention);

const remoteRequestChunkSchema = new Schema(
  {
    requestId: { type: Schema.Types.ObjectId, required: true },
    index: { type: Number, required: true },
    data: { type: String, required: true },
    /** Its request's answeredAt, written on the chunks once the answer is complete. */
    answeredAt: { type: Date, default: undefined },
  },
  { timestamps: true, collection: 'remoteRequestChunks' },
);
remoteRequestChunkSchema.index({ requestId: 1, index: 1 }, { unique: true });
remoteRequestChunkSchema.index({ answeredAt: 1 }, answerRetention);

export type RemoteRequest = InferSchemaType<typeof remoteRequestSchema>;
export type RemoteRequestChunk = InferSchemaType<typeof remoteRequestChunkSchema>;

export const RemoteRequestModel: Model<RemoteRequest> =
  (mongoose.models.RemoteRequest as Model<RemoteRequest>) ?? mongoose.model<RemoteRequest>('RemoteRequest', remoteRequestSchema);
export const RemoteRequestChunkModel: Model<RemoteRequestChunk> =
  (mongoose.models.RemoteRequestChunk as Model<RemoteRequestChunk>) ??
  mongoose.model<RemoteRequestChunk>('RemoteRequestChunk', remoteRequestChunkSchema);
