import { type Types } from 'mongoose';
import { PartnerBatchModel, type PartnerBatch } from '../../db/models/partner/partnerBatch';
import { claimOnce, completeOnce, failOnce } from '../shared/once';
import { type PartnerClient } from './client';
import {
  type PartnerBatchKind,
  type PartnerBatchResult,
  type PartnerInventoryRecord,
  type PartnerSaleRecord,
  type PartnerSession,
} from './types';

export interface SendPartnerBatchInput {
  /** Stable per chunk: the run id, the kind, the warehouse and the chunk number. */
  idempotencyKey: string;
  kind: PartnerBatchKind;
  session: PartnerSession;
  warehouse: string;
  chunk: PartnerSaleRecord[] | PartnerInventoryRecord[];
}

export interface SentPartnerBatch extends PartnerBatchResult {
  /** True when this key had already been sent and nothing went out now. */
  duplicate: boolean;
}

/** Sends one chunk at most once per key; a repeated key answers with what the partner said the first time. */
export async function sendPartnerBatchOnce(client: PartnerClient, input: SendPartnerBatchInput): Promise<SentPartnerBatch> {
  const claim = await claimOnce(PartnerBatchModel, input.idempotencyKey, {
    kind: input.kind,
    warehouse: input.warehouse,
    recordCount: input.chunk.length,
  });
  if (!claim.claimed) {
    const record = claim.record;
    return {
      duplicate: true,
      rejected: record.rejected,
      validated: record.validated,
      inserted: record.inserted,
      errors: record.errorItems.map((item) => ({ sku: item.sku, msg: item.msg })),
      mensaje: record.mensaje,
      error: record.partnerError,
    };
  }
  let result: PartnerBatchResult;
  try {
    result = await client.sendBatch(input.kind, input.session, input.warehouse, input.chunk);
  } catch (error) {
    await failOnce(PartnerBatchModel, claim.record._id, error);
    throw error;
  }
  await completeOnce(PartnerBatchModel, claim.record._id, {
    rejected: result.rejected,
    validated: result.validated,
    inserted: result.inserted,
    errorItems: result.errors,
    mensaje: result.mensaje,
    partnerError: result.error,
    sentAt: new Date(),
  });
  return { ...result, duplicate: false };
}

export interface PartnerBatchQuery {
  /** The idempotency-key prefix of one transmission run. */
  keyPrefix?: string;
  limit?: number;
}

/** What was sent, newest first; with a run's key prefix, that run's chunks in key order. */
export async function listPartnerBatches(query: PartnerBatchQuery = {}): Promise<(PartnerBatch & { _id: Types.ObjectId })[]> {
  const limit = Math.min(Math.max(1, query.limit ?? 200), 2000);
  if (query.keyPrefix) {
    const prefix = query.keyPrefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return PartnerBatchModel.find({ idempotencyKey: { $regex: `^${prefix}` } })
      .sort({ idempotencyKey: 1 })
      .limit(limit)
      .lean<(PartnerBatch & { _id: Types.ObjectId })[]>();
  }
  return PartnerBatchModel.find().sort({ createdAt: -1 }).limit(limit).lean<(PartnerBatch & { _id: Types.ObjectId })[]>();
}
