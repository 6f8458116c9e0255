import { ApplicationFailure } from '@temporalio/common/lib/failure.js';
import { mongoErpAnswerRepository, type ErpAnswerRepository } from '../../db/models/erp/erpAnswerRepository';
import { mongoXadisRepository, type XadisRepository } from '../../db/models/xadis/xadisRepository';
import { windowOpensAt } from '../../domain/xadis/window';
import { TRANSMISSION_BATCH_SIZE, type KindCounts, type PartnerBatchCompletion, type TransmissionKind } from '../../domain/xadis/transmissions';
import type { Mailer } from '../../integrations/mail';
import {
  createPartnerBatchSender,
  createPartnerClient,
  sendPartnerBatchOnce,
  type PartnerBatchSender,
  type PartnerClient,
  type SendPartnerBatchInput,
  type SentPartnerBatch,
} from '../../integrations/xadis';
import { IntegrationError } from '../../integrations/shared/errors';
import { activityHeartbeat, activityHeartbeatDetails } from './activityContext';
import { createXadisMailActivities } from './xadisMails';
import { partnerKindOf, prepareBatch, toPartnerRecords, type PreparedBatch } from './xadisBatch';
import { kindPath, required } from './xadisTransmissionRecord';
import { countErpRows, erpChunkState, ErpChunkMissing, pollErpAnswer, readErpRows, type ErpAnswerShape } from './xadisErpAnswer';

export { ErpChunkMissing, readErpRows, type ErpAnswerShape };
export { MAX_STORED_ERROR_ITEMS } from './xadisTransmissionRecord';
import type { SendBatchInput, SendBatchOutcome, SendBatchRunInput, SendBatchRunOutcome, XadisActivities } from '../../workflows/xadis/activities';

/**
 * Side effects of the two xadis processes (their contract: workflows/xadis/activities.ts): the
 * transmission record, the partner calls (login, batches of 500 sent once per key, logout), the
 * e-mails (keyed by the transmission or the window), and the empty-container window's stock.
 */
export interface XadisActivityDependencies {
  mailer?: Mailer;
  /** The partner service (the simulator's address in development). */
  partnerUrl?: string;
  partner?: { user: string; password: string; taxId: string; warehouseCode: string };
  /** A ready client (tests); built from partnerUrl otherwise. */
  partnerClient?: PartnerClient;
  now?: () => number;
  /** The transmission record, the empty-container window and the settings (the database's by default). */
  repository?: XadisRepository;
  /** The ERP answers the batches read (the database's by default). */
  erpAnswers?: ErpAnswerRepository;
  /** The partner batches, each sent once by its key and recorded (integrations/xadis/batches.ts by default). */
  partnerBatches?: PartnerBatches;
}

/** Sending partner batches at most once by key: one at a time, or consecutive ones with a sender. */
export interface PartnerBatches {
  sendOnce(client: PartnerClient, batch: SendPartnerBatchInput): Promise<SentPartnerBatch>;
  createSender(client: PartnerClient, handedOver?: PartnerBatchCompletion): PartnerBatchSender;
}

const partnerBatchLedger: PartnerBatches = { sendOnce: sendPartnerBatchOnce, createSender: createPartnerBatchSender };

/** What a run of batches heartbeats after each batch the partner acknowledged: where a retried attempt resumes, with the counts so far. */
export interface BatchRunProgress {
  nextBatch: number;
  outcome: SendBatchRunOutcome;
}

export function createXadisActivities(dependencies: XadisActivityDependencies = {}): XadisActivities {
  const now = dependencies.now ?? Date.now;
  const repository = dependencies.repository ?? mongoXadisRepository;
  const answers = dependencies.erpAnswers ?? mongoErpAnswerRepository();
  const partnerBatches = dependencies.partnerBatches ?? partnerBatchLedger;
  const answerShapes = new Map<string, ErpAnswerShape>();
  /**
   * The next run's first batch, read by the run before it while the partner answered that run's last batch (by request and
   * batch; memory only, a few at most: a run that finds none reads its first batch itself).
   */
  const readAhead = new Map<string, Promise<PreparedBatch | null>>();
  let client = dependencies.partnerClient;
  const partner = () => {
    client ??= createPartnerClient({ url: required(dependencies.partnerUrl, 'partner URL') });
    return client;
  };
  /** One batch to the partner, at most once by its key (transmission, kind, warehouse, batch number). */
  const sendBatch = async (
    input: { transmissionId: string; kind: TransmissionKind; session: SendBatchInput['session'] },
    batchIndex: number,
    batch: PreparedBatch,
    sender?: PartnerBatchSender,
    afterClaim?: () => void,
  ): Promise<SentPartnerBatch> => {
    const partnerKind = partnerKindOf(input.kind);
    const send = sender
      ? (batch: SendPartnerBatchInput) => sender.send(batch, afterClaim)
      : (batch: SendPartnerBatchInput) => partnerBatches.sendOnce(partner(), batch);
    try {
      return await send({
        idempotencyKey: `${input.transmissionId}:${partnerKind}:${input.session.warehouseCode}:${String(batchIndex).padStart(5, '0')}`,
        kind: partnerKind,
        session: { id: input.session.id, warehouseCode: input.session.warehouseCode, startedAt: new Date(0) },
        warehouse: input.session.warehouseCode,
        chunk: batch.records,
        ...(batch.datos === undefined ? {} : { datos: batch.datos }),
      });
    } catch (error) {
      if (error instanceof IntegrationError && error.code === 'PARTNER_SESSION_EXPIRED') {
        throw ApplicationFailure.nonRetryable(error.message, 'PartnerSessionExpired');
      }
      throw error;
    }
  };

  return {
    ...createXadisMailActivities(dependencies.mailer, now, repository),

    async openTransmission(input) {
      await repository.openTransmission(input);
    },

    async partnerLogin() {
      const credentials = required(dependencies.partner, 'partner credentials');
      try {
        const session = await partner().login(credentials.user, credentials.password, credentials.taxId, credentials.warehouseCode);
        return { ok: true, session: { id: session.id, warehouseCode: session.warehouseCode } };
      } catch (error) {
        // A refused login is an answer (the workflow e-mails it); an unreachable partner too, after the retries of the call itself.
        if (error instanceof IntegrationError) return { ok: false, detail: error.message };
        throw error;
      }
    },

    async awaitErpHead(input) {
      let chunkCount: number | null = 0;
      let headRows = 0;
      await pollErpAnswer(answers, input.requestId, input.until, input.pollIntervalMs, now, async () => {
        const head = await answers.readWrittenHead(input.requestId);
        if (!head) return false;
        // A windowed answer being written does not know its chunks yet: null, the runs go on until its end.
        chunkCount = head.chunkCount ?? null;
        const parsed = JSON.parse(head.response) as unknown;
        headRows = Array.isArray(parsed) ? parsed.length : 1;
        return true;
      });
      if (chunkCount === null) return { batches: null };
      // An empty range: the agent answered [] and no chunk follows, so there is no batch to send.
      if (headRows === 0 && chunkCount === 0) return { batches: 0 };
      // The agent's chunks hold TRANSMISSION_BATCH_SIZE rows, as the head: one batch each.
      return { batches: 1 + chunkCount };
    },

    async countErpAnswer(input) {
      return { rows: await countErpRows(answers, input.requestId) };
    },

    async recordKindTotals(input) {
      await repository.setTransmission(input.transmissionId, { [`${input.kind}.records`]: input.records, [`${input.kind}.batches`]: input.batches });
    },

    async sendPartnerBatch(input: SendBatchInput): Promise<SendBatchOutcome> {
      const rows = await readErpRows(answers, input.requestId, input.batchIndex * TRANSMISSION_BATCH_SIZE, TRANSMISSION_BATCH_SIZE, answerShapes);
      const sent = await sendBatch(input, input.batchIndex, { records: toPartnerRecords(input.kind, rows) });
      const after: KindCounts = {
        ...input.before,
        batchesSent: input.before.batchesSent + 1,
        validated: input.before.validated + sent.validated,
        inserted: input.before.inserted + sent.inserted,
        errors: input.before.errors + sent.errors.length,
        failedBatches: input.before.failedBatches + (sent.rejected ? 1 : 0),
      };
      await repository.recordCounts(input.transmissionId, input.kind, after, sent.duplicate ? [] : sent.errors);
      return { validated: sent.validated, inserted: sent.inserted, errors: sent.errors.length, rejected: sent.rejected, duplicate: sent.duplicate };
    },

    async sendPartnerBatchRun(input: SendBatchRunInput): Promise<SendBatchRunOutcome> {
      // A retried attempt resumes after the last batch its predecessor heartbeated as acknowledged (Temporal, or a retry in
      // the same process); without details (first attempt, or a restart of the embedded runtime) each batch already sent
      // answers from its record (claimed in the same commit as the previous batch's completion), so nothing goes twice.
      const resumed = activityHeartbeatDetails<BatchRunProgress>();
      const outcome: SendBatchRunOutcome =
        resumed && resumed.nextBatch > input.firstBatch
          ? { ...resumed.outcome, stopped: null, ended: false }
          : { batchesSent: 0, validated: 0, inserted: 0, errors: 0, rejectedBatches: 0, stopped: null, ended: false };
      const errorItems: { sku: string; msg: string }[] = [];
      /**
       * A batch, prepared (records and JSON) as it is read; no record for one already acknowledged (its chunk consumed: it
       * answers from its record); null past the answer's end.
       */
      const read = async (batchIndex: number): Promise<PreparedBatch | null> => {
        const wait = input.waitForChunks;
        for (;;) {
          try {
            const rows = await readErpRows(answers, input.requestId, batchIndex * TRANSMISSION_BATCH_SIZE, TRANSMISSION_BATCH_SIZE, answerShapes);
            // No row at all: the batch is past the answer's end (a batch is never empty).
            return rows.length > 0 ? prepareBatch(input.kind, rows) : null;
          } catch (error) {
            if (!(wait && error instanceof ErpChunkMissing)) throw error;
            const state = await erpChunkState(answers, input.requestId, error.chunk);
            if (state === 'consumed') return { records: [] };
            if (state === 'ended') return null;
          }
          // Streaming: the agent writes the chunks in order (batch b is chunk b - 1); this one is not written yet.
          await pollErpAnswer(answers, input.requestId, wait.until, wait.pollIntervalMs, now, async () => {
            if (await answers.hasChunk(input.requestId, batchIndex - 1)) return true;
            return (await erpChunkState(answers, input.requestId, batchIndex - 1)) !== 'coming';
          });
        }
      };
      const end = input.firstBatch + input.batchCount;
      // Flow control: the chunks of recorded batches are given back to the agent. The batches before this run are recorded
      // once this run's first claim is written (it carries the run before's last completion), so their chunks go back then:
      // one small write per run, not on any batch's path. Inside the run the chunks go back again (one write per `release`
      // batches) only when the window does not cover the run and a quarter of the window ahead of it; the product's window
      // (16) covers a run (10), so a run costs its batches' claims, this release, its counts and its completion.
      const window = input.waitForChunks ? (input.readWindow ?? 0) : 0;
      const lead = Math.max(1, Math.floor(window / 4));
      const release = window === 0 || input.batchCount + lead <= window ? 0 : lead;
      let releasedThrough = 0;
      // A release is a hint for the agent: the next batch does not wait for it. Releases go one after another ($max keeps
      // the greatest); a failed one fails the run at its end.
      let releasing: Promise<void> = Promise.resolve();
      const releaseThrough = (readThrough: number) => {
        if (readThrough <= releasedThrough) return;
        releasedThrough = readThrough;
        releasing = releasing.then(() => answers.advanceReadThrough(input.requestId, readThrough));
        releasing.catch(() => undefined);
      };
      // Batch b is chunk b - 1: the chunks of the batches before this run are done. A window that covers the run and its
      // lead has this run's chunks written already: they go back once the first claim is written (off the run's first
      // batch's path, while the partner answers it); a smaller window needs them back before the run reads.
      const releaseBefore = () => {
        if (window > 0) releaseThrough(input.firstBatch - 1);
      };
      if (release > 0) releaseBefore();
      // Each batch's completion goes with the next one's claim (one database write per batch); the run before's last one
      // with this run's first claim.
      const sender = partnerBatches.createSender(partner(), input.previousCompletion);
      try {
        // A pipeline of two: the next batch is read (and parsed) while the partner takes this one (from its claim on).
        const first = input.firstBatch + outcome.batchesSent;
        const aheadKey = (batchIndex: number) => `${input.requestId}:${batchIndex}`;
        const ahead = readAhead.get(aheadKey(first));
        readAhead.delete(aheadKey(first));
        const readFirst = () => read(first);
        let next: Promise<PreparedBatch | null> | null = first >= end ? null : (ahead?.then((batch) => batch ?? readFirst(), readFirst) ?? readFirst());
        /**
         * The next run's first batch, when its chunk is written: no wait, any failure leaves it to that run. Null past the
         * answer's end (its chunk will not come: the agent wrote the end), which makes this run the kind's last.
         */
        const readNextRunsFirst = () => {
          if (!input.handOver || readAhead.has(aheadKey(end))) return;
          const reading = readErpRows(answers, input.requestId, end * TRANSMISSION_BATCH_SIZE, TRANSMISSION_BATCH_SIZE, answerShapes).then(
            (rows) => (rows.length > 0 ? prepareBatch(input.kind, rows) : null),
            async (error: unknown) => {
              if (input.waitForChunks && error instanceof ErpChunkMissing && (await erpChunkState(answers, input.requestId, error.chunk)) === 'ended')
                return null;
              throw error;
            },
          );
          reading.catch(() => undefined);
          readAhead.set(aheadKey(end), reading);
          for (const key of readAhead.keys()) if (readAhead.size > 4) readAhead.delete(key);
        };
        for (let batchIndex = first; batchIndex < end && next; batchIndex += 1) {
          const batch = await next;
          if (batch === null) {
            outcome.ended = true;
            break;
          }
          // The next batch is read once this one's claim is written: sent together, the claim waited behind the read on the
          // database's one thread, and the claim is on the batch's path while the read overlaps the partner's answer.
          next = null;
          const readNext = () => {
            if (batchIndex + 1 === end) readNextRunsFirst();
            if (next || batchIndex + 1 >= end) return;
            next = read(batchIndex + 1);
            // An unread prefetch must not surface as an unhandled rejection when the run stops early.
            next.catch(() => undefined);
          };
          // Once the claim is written (and again after the sending, for a path that did not claim): the next read, the release.
          const afterClaim = () => {
            readNext();
            releaseBefore();
          };
          let sent: SentPartnerBatch;
          try {
            sent = await sendBatch(input, batchIndex, batch, sender, afterClaim);
            afterClaim();
          } catch (error) {
            const retryable = !(error instanceof ApplicationFailure && error.nonRetryable);
            outcome.stopped = { batchIndex, detail: error instanceof Error ? error.message : String(error), retryable };
            break;
          }
          outcome.batchesSent += 1;
          outcome.validated += sent.validated;
          outcome.inserted += sent.inserted;
          outcome.errors += sent.errors.length;
          if (sent.rejected) outcome.rejectedBatches += 1;
          if (!sent.duplicate) errorItems.push(...sent.errors);
          // Progress rides on the heartbeat (no write of its own): the batch is acknowledged, its completion goes with the next claim.
          activityHeartbeat({ nextBatch: batchIndex + 1, outcome: { ...outcome, stopped: null } } satisfies BatchRunProgress);
          // The batches before this one are recorded (their completion went with this claim): their chunks (batch b is chunk b - 1) are done.
          if (release > 0 && batchIndex - 1 - releasedThrough >= release) releaseThrough(batchIndex - 1);
        }
        // Its next run's first batch read ahead is past the answer's end: this run ends the kind (no run starts only to find it).
        const after = !outcome.stopped && !outcome.ended && outcome.batchesSent > 0 ? readAhead.get(aheadKey(end)) : undefined;
        if (after && (await after.catch(() => undefined)) === null) {
          readAhead.delete(aheadKey(end));
          outcome.ended = true;
        }
      } catch (error) {
        await sender.flush();
        throw error;
      }
      // A run that went to its end hands its last completion to the next run of the kind (a durable write less per run);
      // otherwise, or when the run fails after this point, it is written here.
      let lastCompletion: PartnerBatchCompletion | null = null;
      try {
        // The run's own chunks go back at the start of the next run (a kind's last run: its answer is deleted after it).
        await releasing;
        const after: KindCounts = {
          ...input.before,
          batchesSent: input.before.batchesSent + outcome.batchesSent,
          validated: input.before.validated + outcome.validated,
          inserted: input.before.inserted + outcome.inserted,
          errors: input.before.errors + outcome.errors,
          failedBatches: input.before.failedBatches + outcome.rejectedBatches,
        };
        // The run's counts are in its outcome (the workflow's history, its live progress query, the summary that writes the
        // record's final counts): the record is written here only when the run brings what the outcome does not carry (the
        // partner's error items) or ends early (a stopped run: the record shows what went before the stop).
        if (errorItems.length > 0 || outcome.rejectedBatches > 0 || outcome.stopped)
          await repository.recordCounts(input.transmissionId, input.kind, after, errorItems);
        if (input.handOver && !outcome.stopped && !outcome.ended) lastCompletion = sender.handOver();
      } finally {
        await sender.flush();
      }
      return lastCompletion ? { ...outcome, lastCompletion } : outcome;
    },

    async recordBatchCompletion(input) {
      await partnerBatches.createSender(partner(), input.completion).flush();
    },

    async recordFailedBatch(input) {
      await repository.recordCounts(input.transmissionId, input.kind, { ...input.before, failedBatches: input.before.failedBatches + 1 }, []);
    },

    async partnerLogout(input) {
      try {
        await partner().logout({ id: input.session.id, warehouseCode: input.session.warehouseCode, startedAt: new Date(0) });
      } catch (error) {
        // The partner closes idle sessions by itself: a logout that cannot reach it is not worth failing the transmission.
        if (!(error instanceof IntegrationError)) throw error;
      }
    },

    async closeTransmission(input) {
      await repository.setTransmission(input.transmissionId, {
        status: input.status,
        message: input.message,
        endedAt: input.endedAt,
        ...(input.counts ? { ...kindPath('sales', input.counts.sales), ...kindPath('inventory', input.counts.inventory) } : {}),
      });
    },

    async storeWindowStock(input) {
      // Keyed by the window's day (runs started before the key passed the spec's start, which moves at midnight).
      await repository.storeWindowStock(input.day, {
        windowStart: windowOpensAt(input.day),
        windowEnd: input.windowEnd,
        erpRows: input.rows ?? [],
        readAt: input.rows ? input.readAt : null,
        readError: input.error,
      });
    },
  };
}

/** The activities' dependencies from the configuration (credentials and warehouse code never come from a browser). */
export function xadisActivityDependencies(
  config: { PARTNER_USER: string; PARTNER_PASSWORD: string; PARTNER_TAX_ID: string; PARTNER_WAREHOUSE_CODE: string },
  mailer: Mailer,
  partnerUrl: string | undefined,
): XadisActivityDependencies {
  return {
    mailer,
    partnerUrl,
    partner: { user: config.PARTNER_USER, password: config.PARTNER_PASSWORD, taxId: config.PARTNER_TAX_ID, warehouseCode: config.PARTNER_WAREHOUSE_CODE },
  };
}
