import {
  batchCount,
  emptyKindCounts,
  TRANSMISSION_BATCH_SIZE,
  TRANSMISSION_BATCH_WINDOW,
  TRANSMISSION_RETRY_INITIAL_MS,
  logoutDelayMs,
  toErpDate,
  transmissionKinds,
  type KindCounts,
  type PartnerBatchCompletion,
  type TransmissionKind,
} from '../../domain/xadis/transmissions';
import type { ErpActivities } from '../erp/activities';
import { defineProcess, defineQuery, failureOf, ProcessFailure } from '../context';
import type { PartnerSessionRef, XadisActivities } from './activities';
import { awaitErpAnswer, waitForErpAnswer } from './erpRead';
import { countSentBatch, sendBatchByBatch } from './batchByBatch';
import { DEFAULT_ERP_DEADLINE_MS, DEFAULT_ERP_POLL_INTERVAL_MS } from '../erp/erpQuery';

/**
 * One partner (Xadis) transmission (spec 001 sections 2, 4, 7-9): log in with the configured
 * credentials, read the range's sales then inventory from the ERP, send sales first then
 * inventory in batches of 500 (each at most once: idempotency keys per transmission, kind and
 * batch), retry a failed batch with backoff and collect it as failed after its retries, log out
 * (60 s later when there were errors or parts), then e-mail the summary. A login failure, or a
 * failure half way (the ERP, the partner after its retries), e-mails the internal list. Cancellable: what was sent stays sent, the session is closed.
 */
import { PARTNER_TRANSMISSION_WORKFLOW } from '../../domain/xadis/schedules';
export { PARTNER_TRANSMISSION_WORKFLOW };

export interface PartnerTransmissionInput {
  from: string;
  to: string;
  requestedBy: string;
  scheduled?: boolean;
  /** ERP_POLL_INTERVAL_MS / ERP_DEADLINE_MS. */
  pollIntervalMs?: number;
  deadlineMs?: number;
  /** Scheduled runs: the previous store day of the run's time (from/to ignored when set). */
  previousDay?: boolean;
  /** Batches of one kind in flight at once (TRANSMISSION_BATCH_WINDOW by default; 1 = one after another). Batch by batch only. */
  batchWindow?: number;
  /**
   * Consecutive batches one activity sends (TRANSMISSION_BATCHES_PER_RUN when the product starts a
   * transmission). Absent: one activity per batch, as runs started before runs existed recorded
   * their history (they resume the way they began).
   */
  batchesPerRun?: number;
  /**
   * Flow control of the ERP answers (batches per run only): the ERP agent stays this many chunks
   * ahead of the sending (TRANSMISSION_ERP_WINDOW when the product starts a transmission), so a
   * year of sales holds a few chunks at a time. Absent: the agent writes the whole answer at once.
   */
  erpWindow?: number;
  /**
   * The order of the steps around the sending (batches per run only; TRANSMISSION_PROCESS_VERSION when the product starts a
   * transmission). 2: the ERP requests go out while the partner logs in, a kind's closing steps (the answer's end, its
   * count, its deletion) run while the next kind sends, and the last kind's while the partner logs out; the summary ends it.
   * Absent (1): one step after another, as runs started before it recorded their history (they resume the way they began).
   */
  processVersion?: number;
}

export type TransmissionState = 'login' | 'reading' | 'sending' | 'logout' | 'mailing' | 'done' | 'loginFailed' | 'cancelled' | 'failed';

export interface PartnerTransmissionProgress {
  state: TransmissionState;
  kind: TransmissionKind | null;
  sales: KindCounts;
  inventory: KindCounts;
}

export interface PartnerTransmissionResult {
  status: 'sent' | 'error' | 'loginFailed';
  from: string;
  to: string;
  sales: KindCounts;
  inventory: KindCounts;
  subject: string | null;
}

export const partnerTransmissionProgressQuery = defineQuery<PartnerTransmissionProgress>('partnerTransmissionProgress');

/** Waits for every step, then fails with the first that failed (in the order given): no step is left running. */
async function firstFailure(steps: Promise<unknown>[]): Promise<void> {
  const settled = await Promise.allSettled(steps);
  const failed = settled.find((step): step is PromiseRejectedResult => step.status === 'rejected');
  if (failed) throw failed.reason;
}

function previousStoreDay(epochMs: number): string {
  // Mexico City is UTC-6 (no summer time since 2022): the store day before the run's.
  return new Date(epochMs - 6 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
}

export const partnerTransmissionProcess = defineProcess<PartnerTransmissionInput, PartnerTransmissionResult>(
  PARTNER_TRANSMISSION_WORKFLOW,
  async (ctx, input) => {
    const transmissionId = ctx.info.workflowId;
    const from = input.previousDay ? previousStoreDay(ctx.now()) : input.from;
    const to = input.previousDay ? from : input.to;
    const counts: Record<TransmissionKind, KindCounts> = { sales: emptyKindCounts(), inventory: emptyKindCounts() };
    const progress: PartnerTransmissionProgress = { state: 'login', kind: null, sales: counts.sales, inventory: counts.inventory };
    // Live counts: a kind's exact records once its sending ended; while it is sending, the records sent so far (batches sent x
    // TRANSMISSION_BATCH_SIZE, capped at the total when the total is known). Query-only state: the history does not change.
    const finished = new Set<TransmissionKind>();
    const totalKnown = new Set<TransmissionKind>();
    const live = (kind: TransmissionKind): KindCounts => {
      const kindCounts = counts[kind];
      if (finished.has(kind)) return { ...kindCounts };
      const sent = kindCounts.batchesSent * TRANSMISSION_BATCH_SIZE;
      return { ...kindCounts, records: totalKnown.has(kind) ? Math.min(sent, kindCounts.records) : sent };
    };
    ctx.onQuery(partnerTransmissionProgressQuery, () => ({ state: progress.state, kind: progress.kind, sales: live('sales'), inventory: live('inventory') }));

    const xadis = ctx.activities<XadisActivities>({
      startToCloseTimeoutMs: 60_000,
      retry: { initialIntervalMs: 1000, maximumIntervalMs: 30_000, maximumAttempts: 5 },
    });
    const batches = ctx.activities<XadisActivities>({
      startToCloseTimeoutMs: 60_000,
      retry: {
        initialIntervalMs: 2000,
        backoffCoefficient: 2,
        maximumIntervalMs: 30_000,
        maximumAttempts: 4,
        nonRetryableErrorTypes: ['PartnerSessionExpired'],
      },
    });
    const erp = ctx.activities<ErpActivities>({
      startToCloseTimeoutMs: 30_000,
      retry: { initialIntervalMs: 1000, maximumIntervalMs: 10_000, maximumAttempts: 5 },
    });

    const overlapped = input.batchesPerRun !== undefined && (input.processVersion ?? 1) >= 2;
    const erpWindow = input.erpWindow === undefined ? undefined : Math.max(2, Math.floor(input.erpWindow));
    const requests: string[] = [];
    const answers: Partial<Record<TransmissionKind, string>> = {};
    // Batches per run: both requests (the agent answers them in the order written, sales first, so one after the other).
    const createRequests = async () => {
      for (const kind of transmissionKinds) {
        const operation = { operation: kind === 'sales' ? 'salesRange' : 'inventoryRange', companyId: 1, from: toErpDate(from), to: toErpDate(to) } as const;
        const { requestId } = await erp.createErpRequest({
          requestKey: `${transmissionId}:${kind}`,
          operation: operation as never,
          ...(erpWindow ? { window: erpWindow } : {}),
        });
        requests.push(requestId);
        answers[kind] = requestId;
      }
    };
    const cleanUp = async () => {
      for (const requestId of requests) await erp.deleteErpRequest({ requestId });
    };
    /**
     * Version 2, a kind's answer once counted: a deletion that fails after its retries leaves the answer to its retention
     * (RETENTION_ERP_ANSWERS_DAYS) instead of failing a transmission whose batches all went.
     */
    const dropAnswer = async (requestId: string) => {
      try {
        await erp.deleteErpRequest({ requestId });
      } catch (error) {
        if (ctx.isCancellation(error)) throw error;
        ctx.logger.warn('ERP answer of the transmission left to its retention', { requestId, error: failureOf(error).message });
      }
    };

    await xadis.openTransmission({ transmissionId, from, to, requestedBy: input.requestedBy, scheduled: Boolean(input.scheduled), startedAt: ctx.now() });
    // Version 2: the agent starts answering while the partner logs in (a failure to write them fails the process below).
    const creating = overlapped ? createRequests() : null;
    creating?.catch(() => undefined);
    // Requests written while logging in (version 2) that will not be read: deleted, the agent stops answering them.
    const dropRequests = async () => {
      if (!creating) return;
      await creating.catch(() => undefined);
      await cleanUp().catch(() => undefined);
    };
    const login = await xadis.partnerLogin({ transmissionId }).catch(async (error: unknown) => {
      await ctx.nonCancellable(dropRequests);
      throw error;
    });
    if (!login.ok) {
      progress.state = 'loginFailed';
      await xadis.sendLoginFailure({ transmissionId, from, to, detail: login.detail, endedAt: ctx.now() });
      await dropRequests();
      return { status: 'loginFailed', from, to, sales: counts.sales, inventory: counts.inventory, subject: null };
    }
    const session: PartnerSessionRef = login.session;
    let loggedOut = false;
    // A batch's completion handed from one run to the next (batches per run): written by the next run, or at a stop.
    let handedOver: PartnerBatchCompletion | undefined;
    // Each kind's closing steps (its answer's end, count and totals): awaited at once, or with the logout (version 2).
    const closings: Promise<void>[] = [];
    // The first of them that failed (version 2): the next kind's runs stop at it.
    let closingFailure: { error: unknown } | null = null;

    try {
      // Batch by batch (runs started before batchesPerRun): both reads first (sales then inventory), then the sending.
      progress.state = 'reading';
      for (const kind of input.batchesPerRun === undefined ? transmissionKinds : []) {
        progress.kind = kind;
        const operation = { operation: kind === 'sales' ? 'salesRange' : 'inventoryRange', companyId: 1, from: toErpDate(from), to: toErpDate(to) } as const;
        const requestId = await awaitErpAnswer(ctx, erp, `${transmissionId}:${kind}`, operation, {
          pollIntervalMs: input.pollIntervalMs,
          deadlineMs: input.deadlineMs,
        });
        requests.push(requestId);
        answers[kind] = requestId;
        const { rows } = await xadis.countErpAnswer({ requestId });
        counts[kind].records = rows;
        counts[kind].batches = batchCount(rows);
        totalKnown.add(kind);
        await xadis.recordKindTotals({ transmissionId, kind, records: rows, batches: counts[kind].batches });
      }
      if (input.batchesPerRun !== undefined) {
        const perRun = Math.max(1, Math.floor(input.batchesPerRun));
        const pollIntervalMs = input.pollIntervalMs ?? DEFAULT_ERP_POLL_INTERVAL_MS;
        const deadlineMs = input.deadlineMs ?? DEFAULT_ERP_DEADLINE_MS;
        // Both requests before the sending (version 2: written while logging in); each kind's batches go as the agent writes its chunks.
        await (creating ?? createRequests());
        const reading = ctx.activities<XadisActivities>({
          startToCloseTimeoutMs: deadlineMs + 30_000,
          retry: { initialIntervalMs: 1000, maximumIntervalMs: 10_000, maximumAttempts: 5 },
        });
        const retryOne = ctx.activities<XadisActivities>({
          startToCloseTimeoutMs: 60_000,
          retry: {
            initialIntervalMs: TRANSMISSION_RETRY_INITIAL_MS * 2,
            backoffCoefficient: 2,
            maximumIntervalMs: 30_000,
            maximumAttempts: 3,
            nonRetryableErrorTypes: ['PartnerSessionExpired'],
          },
        });
        const runs = ctx.activities<XadisActivities>({
          startToCloseTimeoutMs: 60_000 * perRun + deadlineMs,
          heartbeatTimeoutMs: 60_000 + deadlineMs,
          retry: { initialIntervalMs: 1000, maximumIntervalMs: 30_000, maximumAttempts: 5 },
        });
        for (const kind of transmissionKinds) {
          progress.kind = kind;
          progress.state = 'reading';
          const requestId = answers[kind] as string;
          const { batches: total } = await reading.awaitErpHead({ requestId, until: ctx.now() + deadlineMs, pollIntervalMs });
          // A windowed answer's length is known at its end (total null): the runs go on until one finds the end.
          counts[kind].batches = total ?? 0;
          progress.state = 'sending';
          let firstBatch = 0;
          while (total === null || firstBatch < total) {
            // Set by a closing step (TypeScript cannot see the callback's assignment).
            const failed = closingFailure as { error: unknown } | null;
            if (failed) throw failed.error;
            const waitForChunks = { until: ctx.now() + deadlineMs, pollIntervalMs };
            const batchCount = total === null ? perRun : Math.min(perRun, total - firstBatch);
            const run = await runs.sendPartnerBatchRun({
              transmissionId,
              kind,
              requestId,
              firstBatch,
              batchCount,
              session,
              before: { ...counts[kind] },
              waitForChunks,
              ...(erpWindow ? { readWindow: erpWindow } : {}),
              // A run hands its last batch's completion to the next run of the kind, which writes it with its first claim (kept
              // until that run answers: a stop meanwhile writes it again, which changes nothing).
              handOver: total === null || firstBatch + batchCount < total,
              ...(handedOver ? { previousCompletion: handedOver } : {}),
            });
            handedOver = run.lastCompletion ?? undefined;
            counts[kind].batchesSent += run.batchesSent;
            counts[kind].validated += run.validated;
            counts[kind].inserted += run.inserted;
            counts[kind].errors += run.errors;
            counts[kind].failedBatches += run.rejectedBatches;
            firstBatch += run.batchesSent;
            if (total === null) counts[kind].batches = Math.max(counts[kind].batches, firstBatch);
            if (run.ended) break;
            if (!run.stopped) continue;
            // The batch that failed inside the run: retried alone with backoff (its first attempt was the run's), then the run goes on after it.
            const { batchIndex } = run.stopped;
            let failure: string | null = run.stopped.detail;
            if (run.stopped.retryable) {
              await ctx.sleep(TRANSMISSION_RETRY_INITIAL_MS);
              try {
                countSentBatch(
                  counts[kind],
                  await retryOne.sendPartnerBatch({ transmissionId, kind, requestId, batchIndex, session, before: { ...counts[kind] } }),
                );
                failure = null;
              } catch (error) {
                if (ctx.isCancellation(error)) throw error;
                failure = failureOf(error).message;
              }
            }
            if (failure !== null) {
              const before = { ...counts[kind] };
              counts[kind].failedBatches += 1;
              await xadis.recordFailedBatch({ transmissionId, kind, batchIndex, before, detail: failure });
            }
            firstBatch = batchIndex + 1;
          }
          // Every chunk was read; the agent's endDate closes the answer, then its rows are counted (version 2: while the
          // next kind sends, or the partner logs out).
          const batchesOfKind = total ?? firstBatch;
          const closing = (async () => {
            await waitForErpAnswer(ctx, erp, requestId, { pollIntervalMs, deadlineMs });
            const { rows } = await xadis.countErpAnswer({ requestId });
            counts[kind].records = rows;
            finished.add(kind);
            counts[kind].batches = batchesOfKind;
            await xadis.recordKindTotals({ transmissionId, kind, records: rows, batches: batchesOfKind });
            // Version 2: the kind's answer is not read again: deleted now, beside the next steps, rather than at the end.
            if (overlapped) await dropAnswer(requestId);
          })();
          closing.catch((error: unknown) => {
            closingFailure ??= { error };
          });
          closings.push(closing);
          if (!overlapped) await closing;
        }
      }
      progress.state = 'sending';
      const window = Math.max(1, Math.floor(input.batchWindow ?? TRANSMISSION_BATCH_WINDOW));
      for (const kind of input.batchesPerRun === undefined ? transmissionKinds : []) {
        progress.kind = kind;
        const sending = { transmissionId, kind, requestId: answers[kind] as string, session, counts: counts[kind], window };
        await sendBatchByBatch(ctx, { batches, xadis }, sending);
        finished.add(kind);
      }
      progress.state = 'logout';
      const delay = logoutDelayMs(counts);
      const loggingOut = (async () => {
        if (delay > 0) await ctx.sleep(delay);
        await xadis.partnerLogout({ session });
        loggedOut = true;
      })();
      // Version 2: the kinds' closing steps still running go on beside the logout; the first failure fails the process.
      await firstFailure([loggingOut, ...closings]);
      progress.state = 'mailing';
      // Version 2: each kind's closing deleted its answer, the summary is the last step.
      if (!overlapped) await cleanUp();
      const mail = await xadis.sendTransmissionSummary({ transmissionId, from, to, counts, endedAt: ctx.now() });
      progress.state = 'done';
      const failed = counts.sales.failedBatches + counts.inventory.failedBatches > 0;
      return { status: failed ? 'error' : 'sent', from, to, sales: counts.sales, inventory: counts.inventory, subject: mail.subject };
    } catch (error) {
      const cancelled = ctx.isCancellation(error);
      progress.state = cancelled ? 'cancelled' : 'failed';
      await ctx.nonCancellable(async () => {
        // Stopped between two runs: the last batch the partner acknowledged is recorded as sent.
        if (handedOver) await xadis.recordBatchCompletion({ completion: handedOver }).catch(() => undefined);
        if (!(overlapped && loggedOut)) await xadis.partnerLogout({ session }).catch(() => undefined);
        await cleanUp().catch(() => undefined);
        await xadis.closeTransmission({
          transmissionId,
          status: cancelled ? 'cancelled' : 'failed',
          message: failureOf(error).message,
          endedAt: ctx.now(),
          counts,
        });
        // Stopped half way (the ERP failed, the partner went away): the internal list hears of it for the range, as for a
        // refused login. Last in this block, so a run already past closeTransmission replays the same steps before it.
        if (!cancelled) await xadis.sendTransmissionFailure({ transmissionId, from, to, detail: failureOf(error).message, counts }).catch(() => undefined);
      });
      if (cancelled || error instanceof ProcessFailure) throw error;
      throw new ProcessFailure('TransmissionFailed', failureOf(error).message);
    }
  },
);
