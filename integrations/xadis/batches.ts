import mongoose, { type Types } from 'mongoose';
import type { AnyBulkWriteOperation } from 'mongodb';
import { PartnerBatchModel, type PartnerBatch } from '../../db/models/xadis/partnerBatch';
import { isOnlyDuplicateKeys } from '../../db/models/common';
import { claimOnce, completeOnce, failOnce } from '../shared/once';
import { type PartnerClient } from './client';
import type { PartnerBatchCompletion } from '../../domain/xadis/transmissions';
import { type PartnerBatchKind, type PartnerBatchResult, type PartnerInventoryRecord, type PartnerSaleRecord, type PartnerSession } from './types';

export interface SendPartnerBatchInput {
  /** Stable per chunk: the run id, the kind, the warehouse and the chunk number. */
  idempotencyKey: string;
  kind: PartnerBatchKind;
  session: PartnerSession;
  warehouse: string;
  chunk: PartnerSaleRecord[] | PartnerInventoryRecord[];
  /** The chunk's JSON written ahead (a run writes batch b + 1's while the partner answers batch b); written when sent otherwise. */
  datos?: string;
}

export interface SentPartnerBatch extends PartnerBatchResult {
  /** True when this key had already been sent and nothing went out now. */
  duplicate: boolean;
}

/** What the partner answered for a chunk, as its record keeps it. */
const answerFields = (result: PartnerBatchResult, sentAt: Date) => ({
  rejected: result.rejected,
  validated: result.validated,
  inserted: result.inserted,
  errorItems: result.errors,
  mensaje: result.mensaje,
  partnerError: result.error,
  sentAt,
});

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
    result = await client.sendBatch(input.kind, input.session, input.warehouse, input.chunk, input.datos);
  } catch (error) {
    await failOnce(PartnerBatchModel, claim.record._id, error);
    throw error;
  }
  await completeOnce(PartnerBatchModel, claim.record._id, answerFields(result, new Date()));
  return { ...result, duplicate: false };
}

/**
 * Consecutive chunks, each at most once per key as sendPartnerBatchOnce sends one, with one
 * database round trip (one command, one commit) per chunk instead of two: chunk k's completion is written in the same ordered
 * write as chunk k+1's claim (so a chunk is always claimed before it is sent, and recorded as sent
 * before the next one is claimed). `flush()` writes the last completion; call it before reporting.
 * A chunk interrupted before its completion was written stays claimed ('sending'): as with one
 * chunk, a retry within the lease answers it as a duplicate instead of sending it again.
 * `afterClaim` is called once the chunk's claim is written, before the partner is asked: the caller starts its next
 * read there, so that read overlaps the partner's answer instead of delaying the claim.
 * A sender may start with a completion handed over by the sender before it (`handedOver`, written with its first claim or
 * its flush), and `handOver()` takes its own pending completion for the next sender instead of writing it (null when there
 * is none or it carries error items: flush it then).
 */
export interface PartnerBatchSender {
  send(input: SendPartnerBatchInput, afterClaim?: () => void): Promise<SentPartnerBatch>;
  flush(): Promise<void>;
  handOver(): PartnerBatchCompletion | null;
}

type PendingCompletion = { id: Types.ObjectId; result: PartnerBatchResult; sentAt: Date };

const completionFields = ({ result, sentAt }: PendingCompletion) => ({ ...answerFields(result, sentAt), status: 'sent', claimedAt: null, lastError: null });

export function createPartnerBatchSender(client: PartnerClient, handedOver?: PartnerBatchCompletion): PartnerBatchSender {
  let completion: PendingCompletion | null = handedOver
    ? {
        id: new mongoose.Types.ObjectId(handedOver.id),
        result: {
          rejected: handedOver.rejected,
          validated: handedOver.validated,
          inserted: handedOver.inserted,
          errors: [],
          mensaje: handedOver.mensaje,
          error: handedOver.error,
        },
        sentAt: new Date(handedOver.sentAt),
      }
    : null;

  /**
   * Claims the key with the pending completion in one write; null when the key is already known
   * (claimOnce decides then). One `update` command of two ordered statements, so one round trip and
   * one durable commit: the previous chunk's completion, then the claim as an upsert that only
   * inserts ($setOnInsert: an existing key is matched and left as it is, which tells it was known).
   * Written through the driver with the schema's defaults and timestamps spelled out: building a
   * mongoose document per batch cost more than the write.
   */
  async function claimWithCompletion(input: SendPartnerBatchInput): Promise<Types.ObjectId | null> {
    const now = new Date();
    const operations: AnyBulkWriteOperation[] = [];
    if (completion) operations.push({ updateOne: { filter: { _id: completion.id }, update: { $set: { ...completionFields(completion), updatedAt: now } } } });
    const _id = new mongoose.Types.ObjectId();
    const claim: PartnerBatch & { _id: Types.ObjectId } = {
      _id,
      idempotencyKey: input.idempotencyKey,
      status: 'sending',
      attempts: 1,
      claimedAt: now,
      lastError: null,
      sentAt: null,
      kind: input.kind,
      warehouse: input.warehouse,
      recordCount: input.chunk.length,
      rejected: false,
      validated: 0,
      inserted: 0,
      errorItems: [],
      mensaje: '',
      partnerError: '',
      createdAt: now,
      updatedAt: now,
    };
    const { idempotencyKey, ...fields } = claim;
    operations.push({ updateOne: { filter: { idempotencyKey }, update: { $setOnInsert: fields }, upsert: true } });
    try {
      const result = await PartnerBatchModel.collection.bulkWrite(operations, { ordered: true });
      completion = null;
      return result.upsertedCount === 1 ? _id : null;
    } catch (error) {
      // Two claimers of one new key at once: the one that lost the insert gets a duplicate key error (MongoDB).
      if (!isOnlyDuplicateKeys(error)) throw error;
      // Ordered: the completion before the refused upsert was written.
      completion = null;
      return null;
    }
  }

  return {
    async send(input, afterClaim) {
      const id = await claimWithCompletion(input);
      afterClaim?.();
      if (!id) {
        // A key seen before (a retried or resumed run): the single-chunk path retakes a failed claim or answers the duplicate.
        return sendPartnerBatchOnce(client, input);
      }
      let result: PartnerBatchResult;
      try {
        result = await client.sendBatch(input.kind, input.session, input.warehouse, input.chunk, input.datos);
      } catch (error) {
        await failOnce(PartnerBatchModel, id, error);
        throw error;
      }
      completion = { id, result, sentAt: new Date() };
      return { ...result, duplicate: false };
    },
    async flush() {
      if (!completion) return;
      await PartnerBatchModel.collection.updateOne({ _id: completion.id }, { $set: { ...completionFields(completion), updatedAt: new Date() } });
      completion = null;
    },
    handOver() {
      if (!completion || completion.result.errors.length > 0) return null;
      const { id, result, sentAt } = completion;
      completion = null;
      return {
        id: id.toHexString(),
        rejected: result.rejected,
        validated: result.validated,
        inserted: result.inserted,
        mensaje: result.mensaje,
        error: result.error,
        sentAt: sentAt.getTime(),
      };
    },
  };
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
