import { describe, expect, it } from 'vitest';
import { countdownParts } from './countdown';

describe('countdownParts', () => {
  const target = new Date('2020-08-01T05:00:00Z');

  it('splits the remaining time into days, hours, minutes and seconds', () => {
    expect(countdownParts(target, new Date('2020-07-30T03:58:57Z'))).toEqual({
      days: 2,
      hours: 1,
      minutes: 1,
      seconds: 3,
      reached: false,
    });
  });

  it('rounds partial seconds down so the display never shows a second too many', () => {
    expect(countdownParts(target, new Date('2020-08-01T04:59:58.400Z'))).toMatchObject({ seconds: 1, reached: false });
  });

  it('stops at zero once the target passes', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, reached: true };
    expect(countdownParts(target, target)).toEqual(zero);
    expect(countdownParts(target, new Date('2026-01-01T00:00:00Z'))).toEqual(zero);
  });
});
