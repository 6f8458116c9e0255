import { describe, expect, it } from 'vitest';
import { formatInStoreZone, isIsoDay, storeDate, storeDayStart, STORE_TIME_ZONE } from './time';
import { localDate } from '../commissions/period';
import { commissionScheduleSpec } from '../commissions/schedule';

describe("the stores' calendar (America/Mexico_City)", () => {
  it('is Mexico City', () => {
    expect(STORE_TIME_ZONE).toBe('America/Mexico_City');
  });

  it.each([
    ['a minute before midnight (UTC-6)', '2026-03-01T05:59:00Z', '2026-02-28'],
    ['midnight', '2026-03-01T06:00:00Z', '2026-03-01'],
    ['a minute after midnight', '2026-03-01T06:01:00Z', '2026-03-01'],
    ['late evening, already tomorrow in UTC', '2026-12-31T23:30:00Z', '2026-12-31'],
    ["new year's midnight", '2027-01-01T06:00:00Z', '2027-01-01'],
    ['leap day midnight', '2028-02-29T06:00:00Z', '2028-02-29'],
    ['summer time of 2022 (UTC-5): 23:59', '2022-06-15T04:59:00Z', '2022-06-14'],
    ['summer time of 2022 (UTC-5): midnight', '2022-06-15T05:00:00Z', '2022-06-15'],
    ['summer 2023, UTC-6 all year since: 23:59', '2023-06-15T05:59:00Z', '2023-06-14'],
  ])('gives the day of %s', (_, instant, day) => {
    expect(storeDate(Date.parse(instant))).toBe(day);
    expect(localDate(Date.parse(instant))).toBe(day);
  });

  it.each([
    ['2026-03-01', '2026-03-01T06:00:00.000Z'],
    ['2026-01-01', '2026-01-01T06:00:00.000Z'],
    ['2022-06-15', '2022-06-15T05:00:00.000Z'],
    ['2022-10-30', '2022-10-30T05:00:00.000Z'],
    ['2022-10-31', '2022-10-31T06:00:00.000Z'],
  ])('starts %s at %s', (day, instant) => {
    expect(new Date(storeDayStart(day)).toISOString()).toBe(instant);
    expect(storeDate(storeDayStart(day))).toBe(day);
    expect(storeDate(storeDayStart(day) - 1)).not.toBe(day);
  });

  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['01/03/2026', false],
    ['', false],
  ])('%j is a calendar day: %s', (text, expected) => {
    expect(isIsoDay(text)).toBe(expected);
  });

  it('refuses to start a day that does not exist', () => {
    expect(() => storeDayStart('2026-02-30')).toThrow(RangeError);
  });

  it('formats an instant in the zone', () => {
    expect(formatInStoreZone(Date.parse('2026-03-10T03:00:00Z'), 'dd/MM/yyyy HH:mm')).toBe('09/03/2026 21:00');
  });

  it('aligns fixed commission periods to midnight of run_date in the zone', () => {
    const spec = commissionScheduleSpec('2026-03-02', 'semana', 1);
    const [interval] = spec.intervals!;
    expect((Date.parse('2026-03-02T06:00:00Z') - interval!.offsetMs) % interval!.everyMs).toBe(0);
    expect((Date.parse('2026-03-02T05:59:59Z') - interval!.offsetMs) % interval!.everyMs).not.toBe(0);
  });
});
