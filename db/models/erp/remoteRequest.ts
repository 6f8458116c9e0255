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
    /** Chunks after the head; null while a windowed answer is still being written (known once endDate is). */
    chunkCount: { type: Number, default: 0 },
    /**
     * Flow control: how many chunks the agent may write ahead of the reader. Null: the agent writes
     * the whole answer at once (answers a reader takes whole). With a window, the agent writes chunk
     * i only while i < readThrough + window and deletes the chunks below readThrough as it goes, so
     * the answer of a day or of a year holds the same few chunks at a time.
     */
    window: { type: Number, default: null },
    /** Chunks the reader is done with (0..readThrough-1): only moves forward ($max); the agent deletes them. */
    readThrough: { type: Number, default: 0 },
    /** Rows of the whole answer, written with endDate (the chunks may be gone by then). */
    rowCount: { type: Number, default: null },
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
  (mongoose.models.RemoteRequestChunk as Model<RemoteRequestChunk>) ?? mongoose.model<RemoteRequestChunk>('RemoteRequestChunk', remoteRequestChunkSchema);
