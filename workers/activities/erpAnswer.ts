import { ApplicationFailure } from '@temporalio/common/lib/failure.js';
import type { Types } from 'mongoose';
import { mongoErpAnswerRepository, type ErpAnswerRecord, type ErpAnswerRepository } from '../../db/models/erp/erpAnswerRepository';

/**
 * Reading an ERP answer the agent wrote, for every process that reads one (erp.ts, xadis.ts): the
 * head (`response`, JSON) and the chunks that follow it (JSON arrays of rows, one per chunk).
 */

/** Parses a part of an ERP answer; unreadable JSON is a non-retryable failure (a retry reads the same text). */
export function parseErpJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw ApplicationFailure.nonRetryable(`The ERP answer (${what}) is not valid JSON`, 'ErpResponseInvalid');
  }
}

/**
 * The head of an answer: `response` parsed (null when the agent wrote none), how many chunks follow
 * it (null while a windowed answer is still being written: its end is known by endDate) and, once
 * the agent finished, how many rows the whole answer holds (`rowCount`; null for answers written before it existed).
 */
export interface ErpAnswerHead {
  head: unknown;
  chunkCount: number | null;
  rowCount: number | null;
}

/** Reads an answer's head (from the database's requests unless `answers` says otherwise); a request that no longer exists is a non-retryable failure. */
export async function readErpAnswerHead(requestId: Types.ObjectId, answers: ErpAnswerRepository = mongoErpAnswerRepository()): Promise<ErpAnswerHead> {
  return erpAnswerHeadOf(await answers.readHead(String(requestId)));
}

/** An answer's head from its request record as read; a request that no longer exists (null) is a non-retryable failure. */
export function erpAnswerHeadOf(record: ErpAnswerRecord | null): ErpAnswerHead {
  if (!record) throw ApplicationFailure.nonRetryable('The ERP request no longer exists', 'ErpRequestMissing');
  const head = record.response ? parseErpJson(record.response, 'response') : null;
  return { head, chunkCount: record.chunkCount ?? null, rowCount: typeof record.rowCount === 'number' ? record.rowCount : null };
}

/** A head's rows: an array as it is, a single value as one row, none as no row. */
export function headRowsOf(head: unknown): unknown[] {
  return Array.isArray(head) ? head : head === null ? [] : [head];
}
