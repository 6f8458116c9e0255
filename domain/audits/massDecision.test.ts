import { describe, expect, it } from 'vitest';
import { chunkAuditIds, decideInChunks, MAX_AUDITS_PER_DECISION, type MassDecisionProgress } from './massDecision';

const ids = (count: number) => Array.from({ length: count }, (_, index) => index.toString(16).padStart(24, '0'));

describe('deciding many audits in chunks', () => {
  it('cuts 5000 ids into ten chunks of 500, in order, without duplicates', () => {
    const chunks = chunkAuditIds([...ids(5000), ...ids(3)]);
    expect(chunks).toHaveLength(10);
    expect(chunks.every((chunk) => chunk.length === MAX_AUDITS_PER_DECISION)).toBe(true);
    expect(chunks.flat()).toEqual(ids(5000));
    expect(chunkAuditIds(ids(1001)).map((chunk) => chunk.length)).toEqual([500, 500, 1]);
    expect(chunkAuditIds([])).toEqual([]);
  });

  it('sends the chunks one after the other, reports progress and sums the answers', async () => {
    const sent: number[] = [];
    let inFlight = 0;
    const progress: MassDecisionProgress[] = [];
    const outcome = await decideInChunks(
      ids(1200),
      async (chunk) => {
        inFlight += 1;
        expect(inFlight).toBe(1);
        expect(chunk.length).toBeLessThanOrEqual(MAX_AUDITS_PER_DECISION);
        sent.push(chunk.length);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        return { decided: chunk.length - 2, alreadyResolved: 1, notFound: 1, failed: 0 };
      },
      (step) => progress.push(step),
    );
    expect(sent).toEqual([500, 500, 200]);
    expect(progress.map((step) => `${step.done} of ${step.total}`)).toEqual(['0 of 1200', '500 of 1200', '1000 of 1200', '1200 of 1200']);
    expect(outcome).toEqual({ done: 1200, total: 1200, totals: { decided: 1194, alreadyResolved: 3, notFound: 3, failed: 0 }, error: null });
  });

  it('stops at a failed request and keeps what was decided before it', async () => {
    let calls = 0;
    const failure = new Error('network down');
    const outcome = await decideInChunks(ids(1500), async (chunk) => {
      calls += 1;
      if (calls === 2) throw failure;
      return { decided: chunk.length, alreadyResolved: 0, notFound: 0, failed: 0 };
    });
    expect(calls).toBe(2);
    expect(outcome).toEqual({ done: 500, total: 1500, totals: { decided: 500, alreadyResolved: 0, notFound: 0, failed: 0 }, error: failure });
  });
});
