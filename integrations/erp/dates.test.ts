import { describe, expect, it } from 'vitest';
import { erpDays, erpToday, formatErpDate, parseErpDate } from './dates';

describe("ERP dates (dd/MM/yyyy, the stores' days)", () => {
  it.each([
    ['09/03/2026', Date.UTC(2026, 2, 9)],
    ['29/02/2028', Date.UTC(2028, 1, 29)],
    ['31/12/2026', Date.UTC(2026, 11, 31)],
  ])('reads %s', (text, epoch) => {
    expect(parseErpDate(text)).toBe(epoch);
    expect(formatErpDate(epoch)).toBe(text);
  });

  it.each(['29/02/2026', '31/04/2026', '00/01/2026', '01/13/2026', '2026-03-09', '9/3/2026', ''])('refuses %j', (text) => {
    expect(() => parseErpDate(text)).toThrow(/invalid date/);
  });

  it.each([
    ['23:59 in Mexico City, already the 10th in UTC', '2026-03-10T05:59:00Z', '09/03/2026'],
    ['midnight in Mexico City', '2026-03-10T06:00:00Z', '10/03/2026'],
    ["new year's eve 23:59", '2027-01-01T05:59:00Z', '31/12/2026'],
    ['summer 2022 (UTC-5) midnight', '2022-06-15T05:00:00Z', '15/06/2022'],
  ])('takes today at %s', (_, instant, today) => {
    expect(formatErpDate(erpToday(Date.parse(instant)))).toBe(today);
  });

  it('lists every day of a range across a month end, both ends included', () => {
    expect(erpDays('30/01/2026', '02/02/2026').map(formatErpDate)).toEqual(['30/01/2026', '31/01/2026', '01/02/2026', '02/02/2026']);
    expect(() => erpDays('02/02/2026', '30/01/2026')).toThrow(/starts after it ends/);
  });
});
