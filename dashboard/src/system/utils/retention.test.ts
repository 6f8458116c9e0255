import { describe, expect, it } from 'vitest';
import { formatBytes, formatCount, heapLevelOf, isKnownCollection, retentionInUnits } from './retention';

describe('retention texts', () => {
  it.each([
    [90 * 86_400, { count: 90, unit: 'days' }],
    [86_400, { count: 1, unit: 'days' }],
    [36 * 3_600, { count: 36, unit: 'hours' }],
    [5_400, { count: 90, unit: 'minutes' }],
    [61, { count: 61, unit: 'seconds' }],
    [0, null],
  ])('%d seconds is %o', (seconds, expected) => {
    expect(retentionInUnits(seconds)).toEqual(expected);
  });

  it('states a retention in the unit its setting names when it can', () => {
    expect(retentionInUnits(86_400, 'RETENTION_VERIFICATION_CODES_HOURS')).toEqual({ count: 24, unit: 'hours' });
    expect(retentionInUnits(7 * 86_400, 'RETENTION_MAIL_OUTBOX_DAYS')).toEqual({ count: 7, unit: 'days' });
    expect(retentionInUnits(43_200, 'RETENTION_MAIL_OUTBOX_DAYS')).toEqual({ count: 12, unit: 'hours' });
    expect(retentionInUnits(120, 'RETENTION_RATE_LIMITS_SECONDS')).toEqual({ count: 120, unit: 'seconds' });
    expect(retentionInUnits(10 * 366 * 86_400, 'HISTORY_RETENTION_YEARS')).toEqual({ count: 10, unit: 'years' });
  });

  it("writes sizes and counts in the reader's language", () => {
    expect(formatBytes(0, 'en')).toBe('0 B');
    expect(formatBytes(512, 'es')).toBe('512 B');
    expect(formatBytes(12_595, 'en')).toBe('12.3 kB');
    expect(formatBytes(1.5 * 1024 ** 3, 'es')).toBe('1,5 GB');
    expect(formatCount(1_234_567, 'es')).toBe('1.234.567');
    expect(formatCount(1_234_567, 'en')).toBe('1,234,567');
  });

  it('names the collections it knows and reads an unknown heap level as ok', () => {
    expect(isKnownCollection('mailOutbox')).toBe(true);
    expect(isKnownCollection('changeHistory')).toBe(true);
    expect(isKnownCollection('customers')).toBe(false);
    expect(heapLevelOf('critical')).toBe('critical');
    expect(heapLevelOf('strange')).toBe('ok');
  });
});
