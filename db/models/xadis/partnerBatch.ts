import mongoose, { Schema, type Model } from 'mongoose';
import { retentionSeconds } from '../../../config/config';
import { sentOnceFields, type SentOnceState } from '../common';

/**
 * One chunk sent to the beverage partner (Xadis), keyed by an idempotency key (the transmission
 * run, the kind, the warehouse and the chunk number), so a retried activity does not send the
 * same chunk twice and the transmission screen can show what the partner answered.
 */
export interface PartnerBatch extends SentOnceState {
  kind: 'ventaJson' | 'inventarioJson';
  warehouse: string;
  recordCount: number;
  /** The partner refused the whole chunk. */
  rejected: boolean;
  validated: number;
  inserted: number;
  errorItems: { sku: string; msg: string }[];
  mensaje: string;
  partnerError: string;
  createdAt?: Date;
  updatedAt?: Date;
}

const partnerBatchSchema = new Schema<PartnerBatch>(
  {
    ...sentOnceFields,
    kind: { type: String, enum: ['ventaJson', 'inventarioJson'], required: true },
    warehouse: { type: String, required: true },
    recordCount: { type: Number, required: true },
    rejected: { type: Boolean, default: false },
    validated: { type: Number, default: 0 },
    inserted: { type: Number, default: 0 },
    errorItems: { type: [{ sku: String, msg: String, _id: false }], default: [] },
    mensaje: { type: String, default: '' },
    partnerError: { type: String, default: '' },
  },
  { timestamps: true, collection: 'partnerBatches' },
);
// A batch the partner received is removed RETENTION_PARTNER_BATCHES_DAYS after it went out; one sending or failed stays.
partnerBatchSchema.index(
  { sentAt: 1 },
  { expireAfterSeconds: retentionSeconds('RETENTION_PARTNER_BATCHES_DAYS'), partialFilterExpression: { sentAt: { $type: 'date' } } },
);

export const PartnerBatchModel: Model<PartnerBatch> =
  (mongoose.models.PartnerBatch as Model<PartnerBatch>) ?? mongoose.model<PartnerBatch>('PartnerBatch', partnerBatchSchema);
