import { type Types } from 'mongoose';
import { RemoteRequestChunkModel, RemoteRequestModel } from '../../db/models/erp/remoteRequest';

/**
 * Writing an answer under flow control (a request with `window`): the agent writes the head
 * (`response`), then chunk i only while i < readThrough + window, deleting the chunks below the
 * reader's `readThrough` in the same write, so a range of a day or of a year holds the same few
 * chunks in the database and nothing in the agent's heap but the chunk in hand. The reader moves
 * `readThrough` forward as its batches are acknowledged. While it waits for room, the agent keeps
 * its claim fresh; a stopped agent leaves the claim, and the agent that takes it over writes the
 * answer again from its start, skipping the chunks the reader already consumed (a reading of a
 * closed range answers the same rows again).
 */
export interface WindowedAnswer {
  requestId: Types.ObjectId;
  agentId: string;
  window: number;
  /** readThrough when the request was claimed (a taken-over request resumes there). */
  readThrough: number;
  chunkRows: number;
  leaseMs: number;
  now: () => number;
  /** True once the agent is stopping: a wait for room ends, the claim stays for another agent. */
  stopping: () => boolean;
}

/** The agent stopped, or another agent took the request over, while the answer was being written. */
export class WindowInterrupted extends Error {
  constructor(readonly reason: 'stopped' | 'takenOver') {
    super(`windowed answer interrupted: ${reason}`);
    this.name = 'WindowInterrupted';
  }
}

const FIRST_WAIT_MS = 2;
const LONGEST_WAIT_MS = 100;

/** Writes `rows` as a windowed answer and answers how many rows and chunks it held (the caller writes endDate). */
export async function writeWindowedAnswer(
  answer: WindowedAnswer,
  rows: AsyncIterable<unknown> | Iterable<unknown>,
): Promise<{ head: unknown[]; chunkCount: number; rows: number }> {
  const { requestId, agentId, chunkRows, window } = answer;
  const mine = { _id: requestId, status: 'running' as const, claimedBy: agentId };
  let readThrough = answer.readThrough;
  let deletedBelow = 0;
  let claimRefreshedAt = answer.now();
  let head: unknown[] | null = null;
  let next = 0;
  let total = 0;

  async function refreshClaim(): Promise<void> {
    if (answer.now() - claimRefreshedAt < answer.leaseMs / 4) return;
    claimRefreshedAt = answer.now();
    const kept = await RemoteRequestModel.updateOne(mine, { $set: { claimedAt: new Date(claimRefreshedAt) } });
    if (kept.matchedCount === 0) throw new WindowInterrupted('takenOver');
  }

  async function waitForRoom(index: number): Promise<void> {
    let wait = FIRST_WAIT_MS;
    while (index >= readThrough + window) {
      if (answer.stopping()) throw new WindowInterrupted('stopped');
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait = Math.min(wait * 2, LONGEST_WAIT_MS);
      const record = await RemoteRequestModel.findById(requestId).select({ readThrough: 1, claimedBy: 1, status: 1 }).lean();
      if (!record || record.status !== 'running' || record.claimedBy !== agentId) throw new WindowInterrupted('takenOver');
      readThrough = Math.max(readThrough, record.readThrough ?? 0);
      await refreshClaim();
    }
  }

  async function writeChunk(index: number, data: unknown[]): Promise<void> {
    await waitForRoom(index);
    const writes: Parameters<typeof RemoteRequestChunkModel.bulkWrite>[0] = [];
    // The consumed chunks go first: the database never holds more than `window` chunks of the answer.
    if (readThrough > deletedBelow) {
      writes.push({ deleteMany: { filter: { requestId, index: { $lt: readThrough } } } });
      deletedBelow = readThrough;
    }
    // A chunk the reader already consumed (a taken-over answer written again) is not written twice.
    if (index >= readThrough) writes.push({ updateOne: { filter: { requestId, index }, update: { $set: { data: JSON.stringify(data) } }, upsert: true } });
    if (writes.length > 0) await RemoteRequestChunkModel.bulkWrite(writes, { ordered: true });
    await refreshClaim();
  }

  let rowsInHand: unknown[] = [];
  const flush = async () => {
    if (head === null) {
      head = rowsInHand;
      // The head says the chunk count is not known yet: the reader goes on until endDate closes the answer.
      const written = await RemoteRequestModel.updateOne(mine, { $set: { response: JSON.stringify(head), chunkCount: null } });
      if (written.matchedCount === 0) throw new WindowInterrupted('takenOver');
    } else {
      await writeChunk(next, rowsInHand);
      next += 1;
    }
    rowsInHand = [];
  };
  for await (const row of rows) {
    rowsInHand.push(row);
    total += 1;
    if (rowsInHand.length === chunkRows) await flush();
  }
  // The rest: a last, shorter chunk, or the whole answer when it fits in the head (written with endDate by the caller).
  if (head === null) return { head: rowsInHand, chunkCount: 0, rows: total };
  if (rowsInHand.length > 0) await flush();
  if (readThrough > deletedBelow) await RemoteRequestChunkModel.deleteMany({ requestId, index: { $lt: readThrough } });
  return { head, chunkCount: next, rows: total };
}
