import { describe, expect, it } from 'vitest';
import { storeDayStart } from '../common/time';
import { activityPerDay, activityRangeProblem, auditOutcome, daysOfRange, type AuditOutcome } from './activity';

// 2026-11-28 12:00 in Mexico City (UTC-6).
const NOW = Date.parse('2026-11-28T18:00:00Z');

describe('the activity range', () => {
  it.each([
    ['one day, today', '2026-11-28', '2026-11-28', null],
    ['a week', '2026-11-21', '2026-11-28', null],
    ['365 days back', '2025-11-28', '2026-11-28', null],
    ['366 days back', '2025-11-27', '2026-11-28', 'CUSTOMER_ACTIVITY_RANGE_INVALID'],
    ['tomorrow', '2026-11-28', '2026-11-29', 'CUSTOMER_ACTIVITY_RANGE_INVALID'],
    ['not a day', '2026-02-30', '2026-11-28', 'CUSTOMER_ACTIVITY_RANGE_INVALID'],
    ['not a date at all', 'ayer', '2026-11-28', 'CUSTOMER_ACTIVITY_RANGE_INVALID'],
    ['end before start', '2026-11-28', '2026-11-20', 'CUSTOMER_ACTIVITY_RANGE_ORDER'],
  ])('%s: %s to %s gives %s', (_name, from, to, problem) => {
    expect(activityRangeProblem({ from, to }, NOW)).toBe(problem);
  });

  it.each([
    ['2026-11-28', '2026-11-28', ['2026-11-28']],
    ['2026-02-27', '2026-03-01', ['2026-02-27', '2026-02-28', '2026-03-01']],
    ['2024-02-28', '2024-03-01', ['2024-02-28', '2024-02-29', '2024-03-01']],
    ['2026-12-31', '2027-01-01', ['2026-12-31', '2027-01-01']],
  ])('days from %s to %s', (from, to, days) => {
    expect(daysOfRange(from, to)).toEqual(days);
  });
});

describe("an audit's outcome", () => {
  it.each<[string, Parameters<typeof auditOutcome>[0], AuditOutcome]>([
    ['authorized', { decision: 'authorize', endAudit: 1, blacklist: false }, 'authorize'],
    ['blacklisted', { decision: 'blacklist', endAudit: 1, blacklist: true }, 'blacklist'],
    ['waiting', { decision: null, endAudit: null, blacklist: null }, 'open'],
    ['ended before decisions were recorded, blacklisted', { decision: null, endAudit: 1, blacklist: true }, 'blacklist'],
    ['ended before decisions were recorded, authorized', { endAudit: 1, blacklist: false }, 'authorize'],
  ])('%s', (_name, audit, outcome) => {
    expect(auditOutcome(audit)).toBe(outcome);
  });
});

describe('activity per day', () => {
  const start = (day: string, hours = 0) => storeDayStart(day) + hours * 3_600_000;
  const zero = (day: string) => ({ day, registrations: 0, audits: 0, authorized: 0, blacklisted: 0, open: 0 });

  it.each([
    ['nothing happened: every day of the range at 0', [], [], [zero('2026-11-26'), zero('2026-11-27')]],
    [
      'registrations and audits on their day of the stores calendar, outcomes split',
      [start('2026-11-26', 1), start('2026-11-26', 23), start('2026-11-27', 12)],
      [
        { startMs: start('2026-11-26', 2), outcome: 'authorize' as const },
        { startMs: start('2026-11-26', 3), outcome: 'blacklist' as const },
        { startMs: start('2026-11-27', 4), outcome: 'open' as const },
        { startMs: start('2026-11-27', 5), outcome: 'open' as const },
      ],
      [
        { day: '2026-11-26', registrations: 2, audits: 2, authorized: 1, blacklisted: 1, open: 0 },
        { day: '2026-11-27', registrations: 1, audits: 2, authorized: 0, blacklisted: 0, open: 2 },
      ],
    ],
    [
      '23:30 in Mexico City is the same day there (05:30 UTC the next day); outside the range is not counted',
      [Date.parse('2026-11-27T05:30:00Z'), start('2026-11-25', 12), start('2026-11-28', 1)],
      [{ startMs: start('2026-11-28'), outcome: 'open' as const }],
      [{ ...zero('2026-11-26'), registrations: 1 }, zero('2026-11-27')],
    ],
  ])('%s', (_name, registrations, audits, expected) => {
    expect(activityPerDay('2026-11-26', '2026-11-27', registrations, audits)).toEqual(expected);
  });
});
