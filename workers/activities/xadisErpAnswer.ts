import { ApplicationFailure } from '@temporalio/common/lib/failure.js';
import { Types } from 'mongoose';
import { RemoteRequestChunkModel, RemoteRequestModel } from '../../db/models/erp/remoteRequest';
import { headRowsOf, parseErpJson, readErpAnswerHead } from './erpAnswer';

/** Reading a finished ERP answer (head and chunks) for the xadis activities (xadis.ts). */

/** The shape of a finished ERP answer: rows in `response` (the chunk size) and how many chunks follow. An answer never changes once written. */
export interface ErpAnswerShape {
  headSize: number;
  chunkCount: number;
}

/**
 * The rows [start, start + count) of a finished ERP answer: `response` holds the first chunk, the
 * chunks the rest, all of one size. With `shapes` (one per activities instance), a batch past the
 * first reads only its own chunk: the answer's head is read and parsed once per answer, not per batch.
 */
/** A chunk of the answer is not written (yet, while the ERP agent streams it). */
export class ErpChunkMissing extends Error {
  constructor(readonly chunk: number) {
    super(`ERP answer chunk ${chunk} is missing`);
    this.name = 'ErpChunkMissing';
  }
}

export async function readErpRows(requestId: string, start: number, count: number, shapes?: Map<string, ErpAnswerShape>): Promise<unknown[]> {
  const id = new Types.ObjectId(requestId);
  let shape = shapes?.get(requestId);
  let headRows: unknown[] = [];
  if (!shape || start < shape.headSize) {
    const answer = await readErpAnswerHead(id);
    headRows = headRowsOf(answer.head);
    shape = { headSize: Math.max(1, headRows.length), chunkCount: answer.chunkCount };
    if (shapes) {
      if (shapes.size >= 64) shapes.clear();
      shapes.set(requestId, shape);
    }
  }
  const size = shape.headSize;
  const rows: unknown[] = [];
  for (let index = start; index < start + count; ) {
    const part = index < size ? -1 : Math.floor((index - size) / size);
    let partRows: unknown[];
    let partStart: number;
    if (part < 0) {
      partRows = headRows;
      partStart = 0;
    } else {
      if (part >= shape.chunkCount) break;
      // Straight through the driver: only the chunk's text, no mongoose query per batch.
      const chunk = await RemoteRequestChunkModel.collection.findOne<{ data: string }>({ requestId: id, index: part }, { projection: { _id: 0, data: 1 } });
      if (!chunk) throw new ErpChunkMissing(part);
      partRows = parseErpJson(chunk.data, `chunk ${part}`) as unknown[];
      partStart = size + part * size;
    }
    const offset = index - partStart;
    if (offset >= partRows.length) break;
    const take = partRows.slice(offset, offset + (start + count - index));
    rows.push(...take);
    index += take.length;
  }
  return rows;
}

/** Polls until `ready` answers true, the ERP request failed or disappeared, or the time is up (each a non-retryable failure). */
export async function pollErpAnswer(requestId: string, until: number, pollIntervalMs: number, now: () => number, ready: () => Promise<boolean>): Promise<void> {
  const id = new Types.ObjectId(requestId);
  for (;;) {
    if (await ready()) return;
    const record = await RemoteRequestModel.findById(id).select({ status: 1, error: 1 }).lean();
    if (!record) throw ApplicationFailure.nonRetryable('The ERP request no longer exists', 'ErpRequestMissing');
    if (record.status === 'failed') throw ApplicationFailure.nonRetryable(record.error ?? 'The ERP could not answer', 'ErpRequestFailed');
    if (now() >= until) throw ApplicationFailure.nonRetryable('The ERP did not answer in time', 'ErpDeadlineExceeded');
    await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
  }
}

export async function countErpRows(requestId: string): Promise<number> {
  const id = new Types.ObjectId(requestId);
  const { head, chunkCount: chunks } = await readErpAnswerHead(id);
  const headRows = headRowsOf(head).length;
  if (chunks === 0) return headRows;
  const last = await RemoteRequestChunkModel.findOne({ requestId: id, index: chunks - 1 }).lean();
  const lastRows = last ? (parseErpJson(last.data, `chunk ${last.index}`) as unknown[]).length : 0;
  return headRows + (chunks - 1) * headRows + lastRows;
}
