import type { Model } from 'mongoose';
import type { RetentionSetting } from '../../config/config';
import { RATE_LIMIT_COLLECTION } from '../models/access/rateLimits';
import { VerificationCodeModel } from '../models/access/verificationCode';
import { RemoteRequestChunkModel, RemoteRequestModel } from '../models/erp/remoteRequest';
import { MailOutboxModel } from '../models/mail/mailOutbox';
import { SinkMessageModel } from '../models/mail/sinkMessage';
import { PartnerBatchModel } from '../models/xadis/partnerBatch';
import { SmsOutboxModel } from '../models/sms/smsOutbox';
import { WorkflowEventModel, WorkflowRunModel } from '../models/workflows/workflowRun';
import { ChangeHistoryEntryModel } from '../models/history/changeHistoryEntry';

export type IndexKey = Record<string, 1 | -1>;

/**
 * A collection that only grows, and how long a finished record of it is kept: a TTL index on the
 * one date field that says the record is finished. Open records have no such date (null or
 * absent), so neither MongoDB nor the embedded server removes them.
 */
export interface RetainedCollection {
  /** What is kept, in the business's words: the key of the status screen's label. */
  name: string;
  collection: string;
  /** The TTL index's key: one date field. */
  key: IndexKey;
  /** The setting (config/config.ts) that says how long, and its unit. */
  setting: RetentionSetting;
  /** The model whose schema declares the TTL index (its options are taken from there). */
  model?: Model<never>;
  /** Indexes a collection without a model needs besides its TTL index. */
  companions?: { key: IndexKey; unique?: boolean }[];
}

const model = (value: unknown) => value as Model<never>;

export const retainedCollections: readonly RetainedCollection[] = [
  { name: 'workflowRuns', collection: 'workflowRuns', key: { closedAt: 1 }, setting: 'RETENTION_WORKFLOW_RUNS_DAYS', model: model(WorkflowRunModel) },
  { name: 'workflowEvents', collection: 'workflowEvents', key: { runClosedAt: 1 }, setting: 'RETENTION_WORKFLOW_RUNS_DAYS', model: model(WorkflowEventModel) },
  { name: 'mailOutbox', collection: 'mailOutbox', key: { sentAt: 1 }, setting: 'RETENTION_MAIL_OUTBOX_DAYS', model: model(MailOutboxModel) },
  { name: 'smsOutbox', collection: 'smsOutbox', key: { sentAt: 1 }, setting: 'RETENTION_SMS_OUTBOX_DAYS', model: model(SmsOutboxModel) },
  { name: 'mailSinkMessages', collection: 'mailSinkMessages', key: { receivedAt: -1 }, setting: 'RETENTION_MAIL_SINK_DAYS', model: model(SinkMessageModel) },
  { name: 'erpRequests', collection: 'remoteRequests', key: { answeredAt: 1 }, setting: 'RETENTION_ERP_ANSWERS_DAYS', model: model(RemoteRequestModel) },
  {
    name: 'erpAnswerChunks',
    collection: 'remoteRequestChunks',
    key: { answeredAt: 1 },
    setting: 'RETENTION_ERP_ANSWERS_DAYS',
    model: model(RemoteRequestChunkModel),
  },
  { name: 'partnerBatches', collection: 'partnerBatches', key: { sentAt: 1 }, setting: 'RETENTION_PARTNER_BATCHES_DAYS', model: model(PartnerBatchModel) },
  {
    name: 'verificationCodes',
    collection: 'verificationCodes',
    key: { expiresAt: 1 },
    setting: 'RETENTION_VERIFICATION_CODES_HOURS',
    model: model(VerificationCodeModel),
  },
  // The library's own indexes, declared here so the TTL takes the setting (the limiter creates none).
  {
    name: 'rateLimits',
    collection: RATE_LIMIT_COLLECTION,
    key: { expire: -1 },
    setting: 'RETENTION_RATE_LIMITS_SECONDS',
    companions: [{ key: { key: 1 }, unique: true }],
  },
  // The one exception in years: every change-history entry, counted from its date (issue 22).
  { name: 'changeHistory', collection: 'changehistory', key: { recordedAt: 1 }, setting: 'HISTORY_RETENTION_YEARS', model: model(ChangeHistoryEntryModel) },
];
