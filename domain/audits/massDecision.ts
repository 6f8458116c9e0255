/**
 * Deciding many audits: the API's decideAudits takes at most MAX_AUDITS_PER_DECISION ids per call,
 * so a larger selection (the mass dialog holds up to 5000 pending audits) is sent in chunks, one
 * after the other, and the answers are summed.
 */
export const MAX_AUDITS_PER_DECISION = 500;

export interface MassDecisionTotals {
  decided: number;
  /** Already resolved by someone else (each audit is resolved once). */
  alreadyResolved: number;
  notFound: number;
  failed: number;
}

export interface MassDecisionProgress {
  /** Audits answered so far (any outcome). */
  done: number;
  total: number;
  totals: MassDecisionTotals;
}

export interface MassDecisionOutcome extends MassDecisionProgress {
  /** Why the chunks stopped early (a chunk's request failed); null when every chunk was answered. */
  error: unknown;
}

export function emptyTotals(): MassDecisionTotals {
  return { decided: 0, alreadyResolved: 0, notFound: 0, failed: 0 };
}

/** The list in consecutive parts of at most `size`, duplicates removed (an audit is decided once). */
export function chunkAuditIds(auditIds: readonly string[], size: number = MAX_AUDITS_PER_DECISION): string[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`chunk size ${size}`);
  const unique = [...new Set(auditIds)];
  const chunks: string[][] = [];
  for (let start = 0; start < unique.length; start += size) chunks.push(unique.slice(start, start + size));
  return chunks;
}

/**
 * Sends the chunks one at a time (the server decides each chunk with its own concurrency; running
 * chunks in parallel would only queue behind it) and reports progress after each. A failed request
 * stops the rest: the outcome then carries the error and what was decided before it.
 */
export async function decideInChunks(
  auditIds: readonly string[],
  decideChunk: (chunk: string[]) => Promise<MassDecisionTotals>,
  onProgress: (progress: MassDecisionProgress) => void = () => {},
  size: number = MAX_AUDITS_PER_DECISION,
): Promise<MassDecisionOutcome> {
  const chunks = chunkAuditIds(auditIds, size);
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const totals = emptyTotals();
  let done = 0;
  onProgress({ done, total, totals: { ...totals } });
  for (const chunk of chunks) {
    let answer: MassDecisionTotals;
    try {
      answer = await decideChunk(chunk);
    } catch (error) {
      return { done, total, totals, error };
    }
    totals.decided += answer.decided;
    totals.alreadyResolved += answer.alreadyResolved;
    totals.notFound += answer.notFound;
    totals.failed += answer.failed;
    done += chunk.length;
    onProgress({ done, total, totals: { ...totals } });
  }
  return { done, total, totals, error: null };
}
