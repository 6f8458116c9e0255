import { describe, expect, it } from 'vitest';
import { dateOfIsoDay, dayPatternOf, dayPlaceholderOf, formatDay, isIsoDay, isoDayOf, parseDay } from './dayFormat';

describe('day patterns', () => {
  it('writes the day first in Spanish and the month first in English', () => {
    expect(dayPatternOf('es')).toBe('dd/MM/yyyy');
    expect(dayPatternOf('es-MX')).toBe('dd/MM/yyyy');
    expect(dayPatternOf(undefined)).toBe('dd/MM/yyyy');
    expect(dayPatternOf('en')).toBe('MM/dd/yyyy');
    const day = new Date(2026, 10, 5);
    expect(formatDay(day, dayPatternOf('es'))).toBe('05/11/2026');
    expect(formatDay(day, dayPatternOf('en'))).toBe('11/05/2026');
    expect(formatDay(day, 'yyyy/MM/dd')).toBe('2026/11/05');
  });

  it("shows the pattern in the user's letters", () => {
    expect(dayPlaceholderOf('dd/MM/yyyy', { day: 'dd', month: 'mm', year: 'aaaa' })).toBe('dd/mm/aaaa');
    expect(dayPlaceholderOf('MM/dd/yyyy', { day: 'dd', month: 'mm', year: 'yyyy' })).toBe('mm/dd/yyyy');
  });
});

describe('parseDay', () => {
  it('reads a typed day in the pattern of the language', () => {
    expect(isoDayOf(parseDay('05/11/2026', 'dd/MM/yyyy') as Date)).toBe('2026-11-05');
    expect(isoDayOf(parseDay('11/05/2026', 'MM/dd/yyyy') as Date)).toBe('2026-11-05');
    expect(isoDayOf(parseDay(' 5/1/2026 ', 'dd/MM/yyyy') as Date)).toBe('2026-01-05');
    expect(isoDayOf(parseDay('2026/11/05', 'yyyy/MM/dd') as Date)).toBe('2026-11-05');
  });

  it('refuses what is not a real day in the pattern', () => {
    for (const text of ['', '31/02/2026', '13/13/2026', '05/11/26', '05/11/2026 x', 'mañana', '2026-11-05']) expect(parseDay(text, 'dd/MM/yyyy')).toBeNull();
    expect(parseDay('25/12/2026', 'MM/dd/yyyy')).toBeNull();
  });
});

describe('ISO days', () => {
  it('accepts only real days written yyyy-MM-dd', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('28/02/2026')).toBe(false);
    expect(isIsoDay(20260228)).toBe(false);
  });

  it('turns a day into its local midnight and back', () => {
    const date = dateOfIsoDay('2026-03-08') as Date;
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 2, 8, 0]);
    expect(isoDayOf(date)).toBe('2026-03-08');
    expect(dateOfIsoDay('08/03/2026')).toBeNull();
  });
});
