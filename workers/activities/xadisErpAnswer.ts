import { ApplicationFailure } from '@temporalio/common/lib/failure.js';
import type { ErpAnswerRepository } from '../../db/models/erp/erpAnswerRepository';
import { erpAnswerHeadOf, headRowsOf, parseErpJson } from './erpAnswer';

/** Reading a finished ERP answer (head and chunks) for the xadis activities (xadis.ts), through `answers` (db/xadis/erpAnswers.ts). */

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

export async function readErpRows(
  answers: ErpAnswerRepository,
  requestId: string,
  start: number,
  count: number,
  shapes?: Map<string, ErpAnswerShape>,
): Promise<unknown[]> {
  let shape = shapes?.get(requestId);
  let headRows: unknown[] = [];
  if (!shape || start < shape.headSize) {
    const answer = erpAnswerHeadOf(await answers.readHead(requestId));
    headRows = headRowsOf(answer.head);
    // A windowed answer still being written does not know its chunk count yet (null): its end is found by endDate.
    shape = { headSize: Math.max(1, headRows.length), chunkCount: answer.chunkCount ?? Number.POSITIVE_INFINITY };
    if (shapes) {
      if (shapes.size >= 64) shapes.clear();
      shapes.set(requestId, shape);
    }
  }
  const size = shape.headSize;
  const rows: unknown[] = [];
  for (let index = start; index < start + count;) {
    const part = index < size ? -1 : Math.floor((index - size) / size);
    let partRows: unknown[];
    let partStart: number;
    if (part < 0) {
      partRows = headRows;
      partStart = 0;
    } else {
      if (part >= shape.chunkCount) break;
      const chunk = await answers.readChunk(requestId, part);
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

/** The first wait between two polls of an ERP answer; each next wait doubles, up to the configured interval. */
export const FIRST_ERP_POLL_MS = 10;

/**
 * Polls until `ready` answers true, the ERP request failed or disappeared, or the time is up (each a non-retryable failure).
 * The waits start short and double up to `pollIntervalMs` (ERP_POLL_INTERVAL_MS): an agent that answers at once is seen
 * within milliseconds, not a whole interval later (the first batch of a transmission waited for it), and a slow one is
 * polled at the configured pace.
 */
export async function pollErpAnswer(
  answers: ErpAnswerRepository,
  requestId: string,
  until: number,
  pollIntervalMs: number,
  now: () => number,
  ready: () => Promise<boolean>,
): Promise<void> {
  let waitMs = Math.min(FIRST_ERP_POLL_MS, pollIntervalMs);
  for (;;) {
    if (await ready()) return;
    const record = await answers.readStatus(requestId);
    if (!record) throw ApplicationFailure.nonRetryable('The ERP request no longer exists', 'ErpRequestMissing');
    if (record.status === 'failed') throw ApplicationFailure.nonRetryable(record.error ?? 'The ERP could not answer', 'ErpRequestFailed');
    if (now() >= until) throw ApplicationFailure.nonRetryable('The ERP did not answer in time', 'ErpDeadlineExceeded');
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    waitMs = Math.min(waitMs * 2, pollIntervalMs);
  }
}

export async function countErpRows(answers: ErpAnswerRepository, requestId: string): Promise<number> {
  const { head, chunkCount, rowCount } = erpAnswerHeadOf(await answers.readHead(requestId));
  // Written with endDate (a windowed answer's chunks are deleted as they are read).
  if (rowCount !== null) return rowCount;
  const headRows = headRowsOf(head).length;
  const chunks = chunkCount ?? 0;
  if (chunks === 0) return headRows;
  const last = await answers.readChunk(requestId, chunks - 1);
  const lastRows = last ? (parseErpJson(last.data, `chunk ${chunks - 1}`) as unknown[]).length : 0;
  return headRows + (chunks - 1) * headRows + lastRows;
}

/** Where a streamed answer stands for a chunk that is not there: consumed (below readThrough), past its end, or still to come. */
export async function erpChunkState(answers: ErpAnswerRepository, requestId: string, chunk: number): Promise<'consumed' | 'ended' | 'coming'> {
  const record = await answers.readStream(requestId);
  if (!record) throw ApplicationFailure.nonRetryable('The ERP request no longer exists', 'ErpRequestMissing');
  const finished = record.endDate !== null && record.endDate !== undefined;
  // Past the end first: a reader never gives back more than the answer holds, but a chunk index past it is never "consumed".
  if (finished && typeof record.chunkCount === 'number' && chunk >= record.chunkCount) return 'ended';
  if (chunk < (record.readThrough ?? 0)) return 'consumed';
  return 'coming';
}
