import type { ErpContainerStock } from '../../domain/xadis/emptyContainers';
import type { ErrorItem, KindCounts, PartnerBatchCompletion, TransmissionKind } from '../../domain/xadis/transmissions';

/**
 * What the two xadis processes need from the outside world (workers/activities/xadis.ts implements
 * it; types only here). Every activity is idempotent: records are upserted by the transmission id
 * or the window, partner batches and e-mails carry idempotency keys, so a retried or resumed
 * activity never sends twice. Rows never travel through the workflow: a batch activity reads its
 * 500 rows from the ERP answer record itself.
 */
export interface PartnerSessionRef {
  id: string;
  warehouseCode: string;
}

export type LoginOutcome = { ok: true; session: PartnerSessionRef } | { ok: false; detail: string };

export interface SendBatchInput {
  transmissionId: string;
  kind: TransmissionKind;
  requestId: string;
  batchIndex: number;
  session: PartnerSessionRef;
  /** The kind's counts before this batch: the record is written with absolute values (idempotent). */
  before: KindCounts;
}

export interface SendBatchOutcome {
  validated: number;
  inserted: number;
  errors: number;
  rejected: boolean;
  duplicate: boolean;
}

/** A run of consecutive batches of one kind: [firstBatch, firstBatch + batchCount). */
export interface SendBatchRunInput {
  transmissionId: string;
  kind: TransmissionKind;
  requestId: string;
  firstBatch: number;
  batchCount: number;
  session: PartnerSessionRef;
  /** The kind's counts before this run (the record is written with absolute values, $max). */
  before: KindCounts;
  /** Streaming: the ERP agent may still be writing the answer; a batch waits for its chunk (polling) until this time. */
  waitForChunks?: { until: number; pollIntervalMs: number };
  /** The ERP request's window (flow control): the run gives the chunks of acknowledged batches back, a quarter of it at a time. */
  readWindow?: number;
  /** Another run of this kind follows: the run hands its last batch's completion to it (`lastCompletion`) instead of writing it. */
  handOver?: boolean;
  /** The run before's last batch's completion, written with this run's first claim (or at its end when it sends nothing). */
  previousCompletion?: PartnerBatchCompletion;
}

export interface SendBatchRunOutcome {
  /** Batches of the run done, in order from firstBatch (a batch the partner refused as a whole counts too). */
  batchesSent: number;
  validated: number;
  inserted: number;
  errors: number;
  rejectedBatches: number;
  /** The run stopped at this batch, which failed (the rest of the run was not sent): the process retries it alone. */
  stopped: { batchIndex: number; detail: string; retryable: boolean } | null;
  /** The answer ended before the run's last batch (a windowed answer's length is known only at its end). */
  ended: boolean;
  /** The last batch's completion, not written yet (handOver): the next run writes it with its first claim. */
  lastCompletion?: PartnerBatchCompletion | null;
}

export interface TransmissionFinish {
  transmissionId: string;
  from: string;
  to: string;
  counts: Record<TransmissionKind, KindCounts>;
  endedAt: number;
}

export interface XadisActivities {
  openTransmission(input: { transmissionId: string; from: string; to: string; requestedBy: string; scheduled: boolean; startedAt: number }): Promise<void>;
  partnerLogin(input: { transmissionId: string }): Promise<LoginOutcome>;
  /**
   * Waits (polling) until the ERP agent wrote the answer's first rows and how many chunks follow,
   * while it may still write the chunks: the answer's batches (one per chunk of 500), or null
   * for a windowed answer still being written (its end is known when the agent writes endDate).
   */
  awaitErpHead(input: { requestId: string; until: number; pollIntervalMs: number }): Promise<{ batches: number | null }>;
  /** How many rows the finished ERP answer holds. */
  countErpAnswer(input: { requestId: string }): Promise<{ rows: number }>;
  recordKindTotals(input: { transmissionId: string; kind: TransmissionKind; records: number; batches: number }): Promise<void>;
  sendPartnerBatch(input: SendBatchInput): Promise<SendBatchOutcome>;
  /** Consecutive batches, each once by its own key; stops at the first batch that fails. */
  sendPartnerBatchRun(input: SendBatchRunInput): Promise<SendBatchRunOutcome>;
  /** A batch's completion a run handed over and no run wrote (the process stopped between two runs): written now. */
  recordBatchCompletion(input: { completion: PartnerBatchCompletion }): Promise<void>;
  /** A batch that failed after its retries: counted as failed on the record. */
  recordFailedBatch(input: { transmissionId: string; kind: TransmissionKind; batchIndex: number; before: KindCounts; detail: string }): Promise<void>;
  partnerLogout(input: { session: PartnerSessionRef }): Promise<void>;
  sendTransmissionSummary(input: TransmissionFinish): Promise<{ subject: string; recipients: number }>;
  sendLoginFailure(input: { transmissionId: string; from: string; to: string; detail: string; endedAt: number }): Promise<void>;
  /** A transmission that failed half way: the internal communication-failure e-mail for the range, once per transmission. */
  sendTransmissionFailure(input: {
    transmissionId: string;
    from: string;
    to: string;
    detail: string;
    counts: Record<TransmissionKind, KindCounts>;
  }): Promise<void>;
  closeTransmission(input: {
    transmissionId: string;
    status: 'cancelled' | 'failed';
    message: string;
    endedAt: number;
    counts?: Record<TransmissionKind, KindCounts>;
  }): Promise<void>;
  /** Empty containers: stores the window's ERP stock. */
  storeWindowStock(input: {
    windowStart: number;
    windowEnd: number;
    day: string;
    rows: ErpContainerStock[] | null;
    error: string | null;
    readAt: number;
  }): Promise<void>;
  /** At the window's end: e-mails the reminder when the window's report was not sent. */
  remindUnsentReport(input: { windowStart: number; day: string }): Promise<{ reminded: boolean }>;
}

export type { ErrorItem };
