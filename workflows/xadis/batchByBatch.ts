import type { KindCounts, TransmissionKind } from '../../domain/xadis/transmissions';
import { failureOf, type WorkflowContext } from '../context';
import type { PartnerSessionRef, SendBatchOutcome, XadisActivities } from './activities';

/** One batch the partner answered, added to its kind's counts (a batch refused as a whole counts as failed). */
export function countSentBatch(counts: KindCounts, outcome: SendBatchOutcome): void {
  counts.batchesSent += 1;
  counts.validated += outcome.validated;
  counts.inserted += outcome.inserted;
  counts.errors += outcome.errors;
  if (outcome.rejected) counts.failedBatches += 1;
}

/**
 * A kind's batches one activity each, `window` at once: the sending of transmissions started before runs of batches existed
 * (no `batchesPerRun`), kept so their histories replay. A batch failing after its retries is counted as failed and recorded.
 */
export async function sendBatchByBatch(
  ctx: WorkflowContext,
  activities: { batches: XadisActivities; xadis: XadisActivities },
  sending: { transmissionId: string; kind: TransmissionKind; requestId: string; session: PartnerSessionRef; counts: KindCounts; window: number },
): Promise<void> {
  const { transmissionId, kind, requestId, session, counts } = sending;
  const sendOne = async (batchIndex: number) => {
    const before = { ...counts };
    try {
      countSentBatch(counts, await activities.batches.sendPartnerBatch({ transmissionId, kind, requestId, batchIndex, session, before }));
    } catch (error) {
      if (ctx.isCancellation(error)) throw error;
      counts.failedBatches += 1;
      await activities.xadis.recordFailedBatch({ transmissionId, kind, batchIndex, before, detail: failureOf(error).message });
    }
  };
  // A sliding window of batches: the next starts as soon as one ends (deterministic: the history records the order).
  const inFlight = new Set<Promise<void>>();
  for (let batchIndex = 0; batchIndex < counts.batches; batchIndex += 1) {
    const batch: Promise<void> = sendOne(batchIndex).finally(() => inFlight.delete(batch));
    // Seen by the race or the final wait; a cancellation left in flight must not go unhandled.
    batch.catch(() => undefined);
    inFlight.add(batch);
    if (inFlight.size >= sending.window) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
}
