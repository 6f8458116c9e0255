import os from 'node:os';
import { type Types } from 'mongoose';
import { ZodError } from 'zod';
import { ERP_REQUEST_SOURCE, erpDatabaseFor, erpOperationSchema, type ErpOperation } from '../../domain/erp/operations';
import { RemoteRequestChunkModel, RemoteRequestModel, type RemoteRequest } from '../../db/models/erp/remoteRequest';
import { type Logger } from '../../config/logger';
import { type ErpBackend } from './backend';
import { WindowInterrupted, writeWindowedAnswer } from './agentWindow';

/**
 * The ERP agent runs beside the ERP (spec 001 section 3): it takes pending request records one at
 * a time, claiming each atomically (pending -> running, with its name and the time), runs the typed
 * operation on the backend and writes the answer: `response` as JSON text, large row lists split
 * into RemoteRequestChunk documents, then `endDate` (epoch seconds) and status done, or status
 * failed with the error text. A claim older than `leaseMs` is taken over, so a crashed agent's
 * work is redone; every write is keyed so that redoing it changes nothing.
 */
export interface ErpAgentOptions {
  backend: ErpBackend;
  logger: Logger;
  /** How long to wait when no request is pending (ERP_POLL_INTERVAL_MS). */
  pollIntervalMs?: number;
  /** Rows per chunk; answers up to this size stay in `response`. */
  chunkRows?: number;
  /** A running claim older than this is considered abandoned. */
  leaseMs?: number;
  agentId?: string;
  now?: () => number;
  /**
   * Windowed answers (flow control) written at once: each waits for its reader, so the agent
   * takes further requests meanwhile, and past this many it takes only unwindowed ones.
   */
  maxWindowedAnswers?: number;
}

export interface ErpAgent {
  readonly agentId: string;
  /** Takes and answers one pending request; false when there was none. */
  processNext(): Promise<boolean>;
  /** Windowed answers being written (each waits for its reader). */
  windowedAnswers(): number;
  /** Stops polling and waits for the request in hand; a windowed answer stops at its next wait and keeps its claim. */
  stop(): Promise<void>;
}

export const defaultChunkRows = 500;
/** Chunks written together in one ordered bulk write. */
const CHUNKS_PER_WRITE = 8;
const maxErrorLength = 2000;

function describeFailure(error: unknown): string {
  if (error instanceof ZodError) {
    const issues = error.issues.map((issue) => `${issue.path.join('.') || 'request'}: ${issue.message}`);
    return `invalid request: ${issues.join('; ')}`.slice(0, maxErrorLength);
  }
  if (error instanceof SyntaxError) return `invalid request: ${error.message}`.slice(0, maxErrorLength);
  return (error instanceof Error ? error.message : String(error)).slice(0, maxErrorLength);
}

/** The operation in a request record, checked against the contract and its database. */
export function parseErpRequest(text: string): ErpOperation {
  const raw = JSON.parse(text) as unknown;
  const operation = erpOperationSchema.parse(raw);
  const database = (raw as { database?: unknown }).database;
  if (database !== undefined && database !== erpDatabaseFor(operation.companyId)) {
    throw new Error(`invalid request: company ${operation.companyId} is not served by database ${String(database)}`);
  }
  return operation;
}

type ClaimedRequest = RemoteRequest & { _id: Types.ObjectId };

function isRowSource(value: unknown): value is AsyncIterable<unknown> | Iterable<unknown> {
  if (value === null || typeof value !== 'object') return false;
  return Symbol.asyncIterator in value || Symbol.iterator in value;
}

export function startErpAgent(options: ErpAgentOptions): ErpAgent {
  const { backend } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const chunkRows = options.chunkRows ?? defaultChunkRows;
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const now = options.now ?? Date.now;
  const agentId = options.agentId ?? `${os.hostname()}:${process.pid}:${backend.name}`;
  const logger = options.logger.child({ component: 'erp-agent', agentId });

  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> = Promise.resolve();
  const maxWindowedAnswers = options.maxWindowedAnswers ?? 4;
  const windowed = new Set<Promise<void>>();

  async function claim() {
    const claimedAt = new Date(now());
    return RemoteRequestModel.findOneAndUpdate(
      {
        source: ERP_REQUEST_SOURCE,
        $or: [{ status: 'pending' }, { status: 'running', claimedAt: { $lt: new Date(claimedAt.getTime() - leaseMs) } }],
        ...(windowed.size >= maxWindowedAnswers ? { window: null } : {}),
      },
      { $set: { status: 'running', claimedBy: agentId, claimedAt } },
      { sort: { startDate: 1, _id: 1 }, returnDocument: 'after' },
    ).lean<ClaimedRequest>();
  }

  async function finish(requestId: Types.ObjectId, fields: Record<string, unknown>): Promise<void> {
    // answeredAt (wall clock) is the date the retention counts from (RETENTION_ERP_ANSWERS_DAYS), for the request and its chunks.
    const answeredAt = new Date();
    const written = await RemoteRequestModel.updateOne(
      { _id: requestId, status: 'running', claimedBy: agentId },
      { $set: { ...fields, endDate: Math.floor(now() / 1000), answeredAt } },
    );
    if (written.matchedCount === 0) logger.warn({ requestId }, 'the request was taken over or removed before it was answered');
    else if (Number(fields.chunkCount) > 0) await RemoteRequestChunkModel.updateMany({ requestId }, { $set: { answeredAt } });
  }

  async function answer(requestId: Types.ObjectId, result: unknown): Promise<{ chunkCount: number; rows: number | null }> {
    const chunkCount = Array.isArray(result) && result.length > chunkRows ? Math.ceil(result.length / chunkRows) - 1 : 0;
    // Chunks an abandoned earlier attempt wrote beyond this answer would be read as rows of it.
    await RemoteRequestChunkModel.deleteMany({ requestId, index: { $gte: chunkCount } });
    if (!Array.isArray(result) || chunkCount === 0) {
      await finish(requestId, {
        status: 'done',
        response: JSON.stringify(result),
        chunkCount: 0,
        rowCount: Array.isArray(result) ? result.length : null,
        error: null,
      });
      return { chunkCount: 0, rows: Array.isArray(result) ? result.length : null };
    }
    // `response` keeps the first rows and says how many chunks follow. It is written first, so a
    // reader may stream the chunks as they come; endDate, written after the last chunk, still says the answer is complete.
    await RemoteRequestModel.updateOne(
      { _id: requestId, status: 'running', claimedBy: agentId },
      { $set: { response: JSON.stringify(result.slice(0, chunkRows)), chunkCount } },
    );
    // A few chunks per write (one database commit each), in index order.
    for (let first = 0; first < chunkCount; first += CHUNKS_PER_WRITE) {
      const writes = [];
      for (let index = first; index < Math.min(chunkCount, first + CHUNKS_PER_WRITE); index += 1) {
        const rows = result.slice((index + 1) * chunkRows, (index + 2) * chunkRows);
        writes.push({ updateOne: { filter: { requestId, index }, update: { $set: { data: JSON.stringify(rows) } }, upsert: true } });
      }
      await RemoteRequestChunkModel.bulkWrite(writes, { ordered: true });
    }
    await finish(requestId, {
      status: 'done',
      response: JSON.stringify(result.slice(0, chunkRows)),
      chunkCount,
      rowCount: result.length,
      error: null,
    });
    return { chunkCount, rows: result.length };
  }

  /** A windowed answer, written as its reader consumes it (agentWindow.ts). */
  async function answerWindowed(request: ClaimedRequest, operation: ErpOperation, window: number): Promise<{ chunkCount: number; rows: number | null }> {
    const source = backend.rows?.(operation) ?? (await backend.run(operation));
    if (!isRowSource(source)) {
      await finish(request._id, { status: 'done', response: JSON.stringify(source), chunkCount: 0, rowCount: null, error: null });
      return { chunkCount: 0, rows: null };
    }
    const stopping = () => stopped;
    const written = await writeWindowedAnswer(
      { requestId: request._id, agentId, window, readThrough: request.readThrough ?? 0, chunkRows, leaseMs, now, stopping },
      source,
    );
    const head = written.chunkCount === 0 ? { response: JSON.stringify(written.head) } : {};
    await finish(request._id, { status: 'done', ...head, chunkCount: written.chunkCount, rowCount: written.rows, error: null });
    return { chunkCount: written.chunkCount, rows: written.rows };
  }

  async function processNext(): Promise<boolean> {
    const request = await claim();
    if (!request) return false;
    const window = request.window ?? null;
    if (window !== null && window > 0) {
      const task = run(request, (operation) => answerWindowed(request, operation, window)).finally(() => windowed.delete(task));
      windowed.add(task);
      return true;
    }
    await run(request, async (operation) => answer(request._id, await backend.run(operation)));
    return true;
  }

  async function run(request: ClaimedRequest, answerWith: (operation: ErpOperation) => Promise<{ chunkCount: number; rows: number | null }>): Promise<void> {
    const started = now();
    const log = logger.child({ requestId: String(request._id), operation: request.operation });
    try {
      const operation = parseErpRequest(request.request);
      const written = await answerWith(operation);
      log.info({ ms: now() - started, ...written }, 'ERP request answered');
    } catch (error) {
      if (error instanceof WindowInterrupted) {
        // Stopping, or another agent has it: the claim decides who answers; nothing to write here.
        log.info({ reason: error.reason }, 'windowed ERP answer interrupted');
        return;
      }
      const text = describeFailure(error);
      log.warn({ err: error, ms: now() - started }, 'ERP request failed');
      await finish(request._id, { status: 'failed', error: text, response: null, chunkCount: 0 });
    }
  }

  /** A request written while a round runs: the next round starts at once instead of after the poll interval. */
  let nudged = false;
  function schedule(delay: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      nudged = false;
      const round = (async () => {
        let found = false;
        try {
          found = await processNext();
        } catch (error) {
          logger.error({ err: error }, 'ERP agent round failed');
        }
        schedule(found || nudged ? 0 : pollIntervalMs);
      })();
      current = round;
    }, delay);
  }

  // A new request wakes the agent at once: a change stream on the requests (MongoDB's replica set and the embedded server
  // alike), which hands over only that something was inserted. The poll stays: it finds what a stream missed (one that
  // failed, a lease that ran out), and the agent works without the stream.
  const requests = RemoteRequestModel.watch([{ $match: { operationType: 'insert' } }, { $project: { operationType: 1 } }]);
  requests.on('change', () => {
    if (stopped) return;
    if (!timer) {
      nudged = true;
      return;
    }
    clearTimeout(timer);
    schedule(0);
  });
  requests.on('error', (error: unknown) => {
    if (!stopped) logger.warn({ err: error }, 'ERP agent: the requests change stream failed; polling every %d ms', pollIntervalMs);
  });

  schedule(0);
  logger.info({ backend: backend.name, pollIntervalMs, chunkRows }, 'ERP agent started');

  return {
    agentId,
    processNext,
    windowedAnswers: () => windowed.size,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await requests.close().catch(() => undefined);
      await current;
      await Promise.all([...windowed]);
    },
  };
}
