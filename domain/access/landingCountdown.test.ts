import { describe, expect, it } from 'vitest';
import { landingCountdownTarget, nextSeasonStart } from './landingCountdown';

describe('the landing countdown target', () => {
  it.each([
    ['before 1 August', '2026-11-28T05:00:00Z', '2027-08-01T06:00:00.000Z'],
    ['early in the year', '2027-03-01T00:00:00Z', '2027-08-01T06:00:00.000Z'],
    ['a second before midnight in Mexico', '2027-08-01T05:59:59Z', '2027-08-01T06:00:00.000Z'],
    ['at the start itself: the next one', '2027-08-01T06:00:00Z', '2028-08-01T06:00:00.000Z'],
  ])('unset, %s: the next 1 August in central Mexico', (_name, now, expected) => {
    expect(nextSeasonStart(new Date(now)).toISOString()).toBe(expected);
    expect(landingCountdownTarget(undefined, new Date(now)).toISOString()).toBe(expected);
  });

  it('is always a date that is coming when unset', () => {
    for (let day = 0; day < 800; day += 7) {
      const now = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000);
      expect(landingCountdownTarget(undefined, now).getTime()).toBeGreaterThan(now.getTime());
    }
  });

  it('takes the configured date, even one that has passed (the page then announces the season)', () => {
    const now = new Date('2026-11-28T05:00:00Z');
    expect(landingCountdownTarget('2026-12-15T00:00:00-06:00', now).toISOString()).toBe('2026-12-15T06:00:00.000Z');
    expect(landingCountdownTarget('2020-08-01T00:00:00-05:00', now).toISOString()).toBe('2020-08-01T05:00:00.000Z');
  });

  it('ignores an unreadable configured date', () => {
    expect(landingCountdownTarget('pronto', new Date('2026-11-28T05:00:00Z')).toISOString()).toBe('2027-08-01T06:00:00.000Z');
  });
});
