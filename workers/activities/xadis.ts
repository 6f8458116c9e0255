import { ApplicationFailure } from '@temporalio/common/lib/failure.js';
import { Types } from 'mongoose';
import { RemoteRequestChunkModel, RemoteRequestModel } from '../../db/models/erp/remoteRequest';
import {
  EmptyContainerWindowModel,
  loadXadisSettings,
  XadisEmptyContainerModel,
  XadisTransmissionModel,
} from '../../db/models/xadis';
import type { InventoryRow, SalesRow } from '../../domain/erp/operations';
import { emptyContainerStockState } from '../../domain/xadis/emptyContainers';
import { windowOpensAt } from '../../domain/xadis/window';
import { TRANSMISSION_BATCH_SIZE, type KindCounts, type TransmissionKind } from '../../domain/xadis/transmissions';
import { loginFailureMail, reminderMail, summaryMail, transmissionFailureMail } from '../../integrations/mail/templates';
import type { Mailer } from '../../integrations/mail';
import { createPartnerBatchSender, createPartnerClient, sendPartnerBatchOnce, type PartnerBatchSender, type PartnerClient, type SendPartnerBatchInput, type SentPartnerBatch, type PartnerInventoryRecord, type PartnerSaleRecord } from '../../integrations/partner';
import { IntegrationError } from '../../integrations/shared/errors';
import { activityHeartbeat, activityHeartbeatDetails } from './activityContext';
import { advanceErpReadThrough, countErpRows, erpChunkState, ErpChunkMissing, pollErpAnswer, readErpRows, type ErpAnswerShape } from './xadisErpAnswer';

export { ErpChunkMissing, readErpRows, type ErpAnswerShape };
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
}

/** Error items kept on a transmission record (the e-mail and the screen list these; the rest are counted). */
export const MAX_STORED_ERROR_ITEMS = 500;

function required<T>(value: T | undefined, what: string): T {
  if (!value) throw ApplicationFailure.nonRetryable(`The ${what} is not configured for the xadis activities`, 'XadisActivityNotConfigured');
  return value;
}

function toPartnerRecords(kind: TransmissionKind, rows: unknown[]): PartnerSaleRecord[] | PartnerInventoryRecord[] {
  if (kind === 'sales') {
    return (rows as SalesRow[]).map((row) => ({ fecha: row.date, tienda: row.storeId, sku: row.sku, cantidad: row.quantity, importe: row.amount }));
  }
  return (rows as InventoryRow[]).map((row) => ({ fecha: row.date, tienda: row.storeId, sku: row.sku, existencia: row.stock }));
}

function kindPath(kind: TransmissionKind, counts: KindCounts): Record<string, number> {
  return Object.fromEntries(Object.entries(counts).map(([name, value]) => [`${kind}.${name}`, value]));
}

/** The record's counts of a kind (absolute values, $max: they only move forward, and a retry changes nothing) and new error items. */
async function recordCounts(transmissionId: string, kind: TransmissionKind, after: KindCounts, errors: readonly { sku: string; msg: string }[]): Promise<void> {
  const update: Record<string, unknown> = { $max: kindPath(kind, after) };
  if (errors.length > 0) {
    update.$push = { errorItems: { $each: errors.map((item) => ({ kind, sku: item.sku, msg: item.msg })), $slice: MAX_STORED_ERROR_ITEMS } };
  }
  await XadisTransmissionModel.updateOne({ transmissionId }, update);
}

/** What a run of batches heartbeats after each batch the partner acknowledged: where a retried attempt resumes, with the counts so far. */
export interface BatchRunProgress {
  nextBatch: number;
  outcome: SendBatchRunOutcome;
}

export function createXadisActivities(dependencies: XadisActivityDependencies = {}): XadisActivities {
  const now = dependencies.now ?? Date.now;
  const answerShapes = new Map<string, ErpAnswerShape>();
  let client = dependencies.partnerClient;
  const partner = () => {
    client ??= createPartnerClient({ url: required(dependencies.partnerUrl, 'partner URL') });
    return client;
  };
  /** One batch to the partner, at most once by its key (transmission, kind, warehouse, batch number). */
  const sendBatch = async (
    input: { transmissionId: string; kind: TransmissionKind; session: SendBatchInput['session'] },
    batchIndex: number,
    rows: unknown[],
    sender?: PartnerBatchSender,
  ): Promise<SentPartnerBatch> => {
    const partnerKind = input.kind === 'sales' ? 'ventaJson' : 'inventarioJson';
    const send = sender ? sender.send : (batch: SendPartnerBatchInput) => sendPartnerBatchOnce(partner(), batch);
    try {
      return await send({
        idempotencyKey: `${input.transmissionId}:${partnerKind}:${input.session.warehouseCode}:${String(batchIndex).padStart(5, '0')}`,
        kind: partnerKind,
        session: { id: input.session.id, warehouseCode: input.session.warehouseCode, startedAt: new Date(0) },
        warehouse: input.session.warehouseCode,
        chunk: toPartnerRecords(input.kind, rows),
      });
    } catch (error) {
      if (error instanceof IntegrationError && error.code === 'PARTNER_SESSION_EXPIRED') {
        throw ApplicationFailure.nonRetryable(error.message, 'PartnerSessionExpired');
      }
      throw error;
    }
  };

  return {
    async openTransmission(input) {
      await XadisTransmissionModel.updateOne(
        { transmissionId: input.transmissionId },
        {
          $setOnInsert: {
            transmissionId: input.transmissionId,
            from: input.from,
            to: input.to,
            requestedBy: input.requestedBy,
            scheduled: input.scheduled,
            status: 'running',
            startedAt: input.startedAt,
          },
        },
        { upsert: true },
      );
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
      const id = new Types.ObjectId(input.requestId);
      let chunkCount: number | null = 0;
      let headRows = 0;
      await pollErpAnswer(input.requestId, input.until, input.pollIntervalMs, now, async () => {
        const head = await RemoteRequestModel.findOne({ _id: id, response: { $type: 'string' } }).select({ response: 1, chunkCount: 1 }).lean();
        if (!head) return false;
        // A windowed answer being written does not know its chunks yet: null, the runs go on until its end.
        chunkCount = head.chunkCount ?? null;
        const parsed = JSON.parse(head.response as string) as unknown;
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
      return { rows: await countErpRows(input.requestId) };
    },

    async recordKindTotals(input) {
      await XadisTransmissionModel.updateOne({ transmissionId: input.transmissionId }, { $set: { [`${input.kind}.records`]: input.records, [`${input.kind}.batches`]: input.batches } });
    },

    async sendPartnerBatch(input: SendBatchInput): Promise<SendBatchOutcome> {
      const rows = await readErpRows(input.requestId, input.batchIndex * TRANSMISSION_BATCH_SIZE, TRANSMISSION_BATCH_SIZE, answerShapes);
      const sent = await sendBatch(input, input.batchIndex, rows);
      const after: KindCounts = {
        ...input.before,
        batchesSent: input.before.batchesSent + 1,
        validated: input.before.validated + sent.validated,
        inserted: input.before.inserted + sent.inserted,
        errors: input.before.errors + sent.errors.length,
        failedBatches: input.before.failedBatches + (sent.rejected ? 1 : 0),
      };
      await recordCounts(input.transmissionId, input.kind, after, sent.duplicate ? [] : sent.errors);
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
      const chunkId = new Types.ObjectId(input.requestId);
      /** A batch's rows; [] for one already acknowledged (its chunk consumed: it answers from its record); null past the answer's end. */
      const read = async (batchIndex: number): Promise<unknown[] | null> => {
        const wait = input.waitForChunks;
        for (;;) {
          try {
            const rows = await readErpRows(input.requestId, batchIndex * TRANSMISSION_BATCH_SIZE, TRANSMISSION_BATCH_SIZE, answerShapes);
            // No row at all: the batch is past the answer's end (a batch is never empty).
            return rows.length > 0 ? rows : null;
          } catch (error) {
            if (!(wait && error instanceof ErpChunkMissing)) throw error;
            const state = await erpChunkState(input.requestId, error.chunk);
            if (state === 'consumed') return [];
            if (state === 'ended') return null;
          }
          // Streaming: the agent writes the chunks in order (batch b is chunk b - 1); this one is not written yet.
          await pollErpAnswer(input.requestId, wait.until, wait.pollIntervalMs, now, async () => {
            if (await RemoteRequestChunkModel.exists({ requestId: chunkId, index: batchIndex - 1 })) return true;
            return (await erpChunkState(input.requestId, batchIndex - 1)) !== 'coming';
          });
        }
      };
      const end = input.firstBatch + input.batchCount;
      // Flow control: the chunks of acknowledged batches are given back a few at a time (one small write per `release` batches).
      const release = input.waitForChunks ? Math.max(1, Math.floor((input.readWindow ?? 0) / 4)) : 0;
      let releasedThrough = 0;
      const releaseThrough = async (readThrough: number, always = false) => {
        if (release === 0 || readThrough <= releasedThrough || (!always && readThrough - releasedThrough < release)) return;
        await advanceErpReadThrough(input.requestId, readThrough);
        releasedThrough = readThrough;
      };
      // Each batch's completion goes with the next one's claim (one database write per batch).
      const sender = createPartnerBatchSender(partner());
      let lastAcknowledged = -1;
      try {
        // A pipeline of two: the next batch is read (and parsed) while the partner takes this one.
        const first = input.firstBatch + outcome.batchesSent;
        let next: Promise<unknown[] | null> | null = first < end ? read(first) : null;
        for (let batchIndex = first; batchIndex < end && next; batchIndex += 1) {
          const rows = await next;
          if (rows === null) {
            outcome.ended = true;
            break;
          }
          next = batchIndex + 1 < end ? read(batchIndex + 1) : null;
          // An unread prefetch must not surface as an unhandled rejection when the run stops early.
          next?.catch(() => undefined);
          let sent: SentPartnerBatch;
          try {
            sent = await sendBatch(input, batchIndex, rows, sender);
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
          lastAcknowledged = batchIndex;
          // Progress rides on the heartbeat (no write of its own): the batch is acknowledged, its completion goes with the next claim.
          activityHeartbeat({ nextBatch: batchIndex + 1, outcome: { ...outcome, stopped: null } } satisfies BatchRunProgress);
          // The batches before this one are recorded (their completion went with this claim): their chunks (batch b is chunk b - 1) are done.
          await releaseThrough(batchIndex - 1);
        }
      } finally {
        await sender.flush();
      }
      // Every acknowledged batch is recorded now: its chunk is done.
      if (lastAcknowledged >= 0) await releaseThrough(lastAcknowledged, true);
      const after: KindCounts = {
        ...input.before,
        batchesSent: input.before.batchesSent + outcome.batchesSent,
        validated: input.before.validated + outcome.validated,
        inserted: input.before.inserted + outcome.inserted,
        errors: input.before.errors + outcome.errors,
        failedBatches: input.before.failedBatches + outcome.rejectedBatches,
      };
      await recordCounts(input.transmissionId, input.kind, after, errorItems);
      return outcome;
    },

    async recordFailedBatch(input) {
      await XadisTransmissionModel.updateOne(
        { transmissionId: input.transmissionId },
        { $max: kindPath(input.kind, { ...input.before, failedBatches: input.before.failedBatches + 1 }) },
      );
    },

    async partnerLogout(input) {
      try {
        await partner().logout({ id: input.session.id, warehouseCode: input.session.warehouseCode, startedAt: new Date(0) });
      } catch (error) {
        // The partner closes idle sessions by itself: a logout that cannot reach it is not worth failing the transmission.
        if (!(error instanceof IntegrationError)) throw error;
      }
    },

    async sendTransmissionSummary(input) {
      const settings = await loadXadisSettings();
      const record = await XadisTransmissionModel.findOne({ transmissionId: input.transmissionId }).lean();
      const mail = summaryMail({ from: input.from, to: input.to, counts: input.counts, errorItems: record?.errorItems ?? [] });
      const mailer = required(dependencies.mailer, 'mailer');
      await mailer.sendMail({ idempotencyKey: `${input.transmissionId}/summary`, to: settings.summaryRecipients, subject: mail.subject, html: mail.html, text: mail.text });
      const failed = input.counts.sales.failedBatches + input.counts.inventory.failedBatches > 0;
      await XadisTransmissionModel.updateOne(
        { transmissionId: input.transmissionId },
        {
          $set: {
            ...kindPath('sales', input.counts.sales),
            ...kindPath('inventory', input.counts.inventory),
            status: failed ? 'error' : 'sent',
            emailSubject: mail.subject,
            emailRecipients: settings.summaryRecipients,
            emailSentAt: now(),
            endedAt: input.endedAt,
          },
        },
      );
      return { subject: mail.subject, recipients: settings.summaryRecipients.length };
    },

    async sendLoginFailure(input) {
      const settings = await loadXadisSettings();
      const mail = loginFailureMail(input);
      await required(dependencies.mailer, 'mailer').sendMail({ idempotencyKey: `${input.transmissionId}/loginFailure`, to: settings.internalRecipients, subject: mail.subject, html: mail.html, text: mail.text });
      await XadisTransmissionModel.updateOne(
        { transmissionId: input.transmissionId },
        { $set: { status: 'loginFailed', message: input.detail, emailSubject: mail.subject, emailRecipients: settings.internalRecipients, emailSentAt: now(), endedAt: input.endedAt } },
      );
    },

    async sendTransmissionFailure(input) {
      const settings = await loadXadisSettings();
      const mail = transmissionFailureMail(input);
      await required(dependencies.mailer, 'mailer').sendMail({ idempotencyKey: `${input.transmissionId}/failure`, to: settings.internalRecipients, subject: mail.subject, html: mail.html, text: mail.text });
      await XadisTransmissionModel.updateOne(
        { transmissionId: input.transmissionId },
        { $set: { emailSubject: mail.subject, emailRecipients: settings.internalRecipients, emailSentAt: now() } },
      );
    },

    async closeTransmission(input) {
      await XadisTransmissionModel.updateOne(
        { transmissionId: input.transmissionId },
        {
          $set: {
            status: input.status,
            message: input.message,
            endedAt: input.endedAt,
            ...(input.counts ? { ...kindPath('sales', input.counts.sales), ...kindPath('inventory', input.counts.inventory) } : {}),
          },
        },
      );
    },

    async storeWindowStock(input) {
      // Keyed by the window's day (runs started before the key passed the spec's start, which moves at midnight).
      await EmptyContainerWindowModel.updateOne(
        { day: input.day },
        {
          $set: { windowStart: windowOpensAt(input.day), windowEnd: input.windowEnd, erpRows: input.rows ?? [], readAt: input.rows ? input.readAt : null, readError: input.error },
          $setOnInsert: { reminderSentAt: null },
        },
        { upsert: true },
      );
    },

    async remindUnsentReport(input) {
      const report = await XadisEmptyContainerModel.findOne({ day: input.day }).lean();
      if (report?.endDate) return { reminded: false };
      const window = await EmptyContainerWindowModel.findOne({ day: input.day }).lean();
      const settings = await loadXadisSettings();
      if (settings.reminderRecipients.length === 0) return { reminded: false };
      const mail = reminderMail({ day: input.day, erpTotal: emptyContainerStockState(window?.erpRows).erpTotal });
      await required(dependencies.mailer, 'mailer').sendMail({ idempotencyKey: `emptyContainerReminder/${windowOpensAt(input.day)}`, to: settings.reminderRecipients, subject: mail.subject, html: mail.html, text: mail.text });
      await EmptyContainerWindowModel.updateOne({ day: input.day }, { $set: { reminderSentAt: now() } });
      return { reminded: true };
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
