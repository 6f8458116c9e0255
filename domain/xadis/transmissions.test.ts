import { describe, expect, it } from 'vitest';
import {
  batchCount,
  emptyKindCounts,
  ERROR_SUBJECT,
  logoutDelayMs,
  SUCCESS_SUBJECT,
  summarySubject,
  toErpDate,
  transmissionRangeSchema,
} from './transmissions';

describe('the transmission rules (spec 001 sections 5, 8 and 9)', () => {
  it("needs both dates ('date selection'), in order", () => {
    expect(transmissionRangeSchema.safeParse({ from: '2026-11-01', to: '2026-11-02' }).success).toBe(true);
    for (const range of [{ from: '', to: '2026-11-02' }, { from: '2026-11-01' }, { to: '2026-11-01', from: null }]) {
      const parsed = transmissionRangeSchema.safeParse(range);
      expect(parsed.error?.issues[0]?.message).toBe('XADIS_DATE_SELECTION');
    }
    expect(transmissionRangeSchema.safeParse({ from: '2026-11-03', to: '2026-11-02' }).error?.issues[0]?.message).toBe('XADIS_RANGE_ORDER');
  });

  it.each([
    [0, 0],
    [1, 1],
    [500, 1],
    [501, 2],
    [100_000, 200],
  ])('%i records take %i calls of 500', (records, calls) => {
    expect(batchCount(records)).toBe(calls);
  });

  it('writes the ERP dates dd/MM/yyyy', () => {
    expect(toErpDate('2026-11-05')).toBe('05/11/2026');
  });

  it('picks the subject and the logout delay from the counts', () => {
    const clean = { sales: { ...emptyKindCounts(), records: 600, batches: 2, batchesSent: 2 }, inventory: emptyKindCounts() };
    expect(summarySubject(clean)).toBe(SUCCESS_SUBJECT);
    expect(logoutDelayMs(clean)).toBe(0);
    const parts = { ...clean, inventory: { ...emptyKindCounts(), errors: 1 } };
    expect(summarySubject(parts)).toBe(SUCCESS_SUBJECT);
    expect(logoutDelayMs(parts)).toBe(60_000);
    const failed = { ...clean, sales: { ...clean.sales, failedBatches: 1 } };
    expect(summarySubject(failed)).toBe(ERROR_SUBJECT);
    expect(logoutDelayMs(failed)).toBe(60_000);
  });
});
