import { ApplicationFailure } from '@temporalio/common/lib/failure.js';
import { XadisTransmissionModel } from '../../db/models/xadis';
import type { KindCounts, TransmissionKind } from '../../domain/xadis/transmissions';

/** The transmission record as the xadis activities keep it: its counts per kind and its error items. */

/** Error items kept on a transmission record (the e-mail and the screen list these; the rest are counted). */
export const MAX_STORED_ERROR_ITEMS = 500;

export function required<T>(value: T | undefined, what: string): T {
  if (!value) throw ApplicationFailure.nonRetryable(`The ${what} is not configured for the xadis activities`, 'XadisActivityNotConfigured');
  return value;
}

export function kindPath(kind: TransmissionKind, counts: KindCounts): Record<string, number> {
  return Object.fromEntries(Object.entries(counts).map(([name, value]) => [`${kind}.${name}`, value]));
}

/** The record's counts of a kind (absolute values, $max: they only move forward, and a retry changes nothing) and new error items. */
export async function recordCounts(
  transmissionId: string,
  kind: TransmissionKind,
  after: KindCounts,
  errors: readonly { sku: string; msg: string }[],
): Promise<void> {
  const update: Record<string, unknown> = { $max: kindPath(kind, after) };
  if (errors.length > 0) {
    update.$push = { errorItems: { $each: errors.map((item) => ({ kind, sku: item.sku, msg: item.msg })), $slice: MAX_STORED_ERROR_ITEMS } };
  }
  await XadisTransmissionModel.updateOne({ transmissionId }, update);
}
