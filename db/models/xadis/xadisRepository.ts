import {
  EmptyContainerWindowModel,
  loadXadisSettings,
  XadisEmptyContainerModel,
  XadisTransmissionModel,
  type EmptyContainerWindow,
  type XadisEmptyContainer,
  type XadisSettings,
  type XadisTransmission,
} from './index';
import type { KindCounts, TransmissionKind } from '../../../domain/xadis/transmissions';

/**
 * What the xadis activities (workers/activities/xadis.ts, xadisMails.ts) read and write besides the
 * ERP answers (erpAnswers.ts) and the partner batches (integrations/xadis): the transmission record,
 * the empty-container window and report of a day, and the settings. The activities receive it, so a
 * test may give another; `mongoXadisRepository` is the database's.
 */

/** Error items kept on a transmission record (the e-mail and the screen list these; the rest are counted). */
export const MAX_STORED_ERROR_ITEMS = 500;

/** A kind's counts as the record's paths (`sales.validated`...). */
export function kindPath(kind: TransmissionKind, counts: KindCounts): Record<string, number> {
  return Object.fromEntries(Object.entries(counts).map(([name, value]) => [`${kind}.${name}`, value]));
}

export type NewTransmission = Pick<XadisTransmission, 'transmissionId' | 'from' | 'to' | 'requestedBy' | 'scheduled' | 'startedAt'>;

export type WindowStock = Pick<EmptyContainerWindow, 'windowStart' | 'windowEnd' | 'erpRows' | 'readAt' | 'readError'>;

export interface XadisRepository {
  /** Writes the running record once per transmission id. */
  openTransmission(record: NewTransmission): Promise<void>;
  /** Sets fields of the record (paths such as `sales.records` allowed). */
  setTransmission(transmissionId: string, fields: Record<string, unknown>): Promise<void>;
  /** The record's counts of a kind (absolute values, $max: they only move forward, and a retry changes nothing) and new error items. */
  recordCounts(transmissionId: string, kind: TransmissionKind, after: KindCounts, errors: readonly { sku: string; msg: string }[]): Promise<void>;
  findTransmission(transmissionId: string): Promise<XadisTransmission | null>;
  loadSettings(): Promise<XadisSettings>;
  /** Stores the window's ERP stock, keyed by its day. */
  storeWindowStock(day: string, stock: WindowStock): Promise<void>;
  findWindow(day: string): Promise<EmptyContainerWindow | null>;
  markReminded(day: string, at: number): Promise<void>;
  /** The day's empty-container report, if one was started. */
  findReport(day: string): Promise<Pick<XadisEmptyContainer, 'endDate'> | null>;
}

export const mongoXadisRepository: XadisRepository = {
  async openTransmission(record) {
    await XadisTransmissionModel.updateOne(
      { transmissionId: record.transmissionId },
      {
        $setOnInsert: {
          transmissionId: record.transmissionId,
          from: record.from,
          to: record.to,
          requestedBy: record.requestedBy,
          scheduled: record.scheduled,
          status: 'running',
          startedAt: record.startedAt,
        },
      },
      { upsert: true },
    );
  },
  async setTransmission(transmissionId, fields) {
    await XadisTransmissionModel.updateOne({ transmissionId }, { $set: fields });
  },
  async recordCounts(transmissionId, kind, after, errors) {
    const update: Record<string, unknown> = { $max: kindPath(kind, after) };
    if (errors.length > 0) {
      update.$push = { errorItems: { $each: errors.map((item) => ({ kind, sku: item.sku, msg: item.msg })), $slice: MAX_STORED_ERROR_ITEMS } };
    }
    await XadisTransmissionModel.updateOne({ transmissionId }, update);
  },
  findTransmission: (transmissionId) => XadisTransmissionModel.findOne({ transmissionId }).lean<XadisTransmission>().exec(),
  loadSettings: loadXadisSettings,
  async storeWindowStock(day, stock) {
    await EmptyContainerWindowModel.updateOne({ day }, { $set: stock, $setOnInsert: { reminderSentAt: null } }, { upsert: true });
  },
  findWindow: (day) => EmptyContainerWindowModel.findOne({ day }).lean<EmptyContainerWindow>().exec(),
  async markReminded(day, at) {
    await EmptyContainerWindowModel.updateOne({ day }, { $set: { reminderSentAt: at } });
  },
  findReport: (day) => XadisEmptyContainerModel.findOne({ day }).lean<XadisEmptyContainer>().exec(),
};
