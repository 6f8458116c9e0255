import { describe, expect, it } from 'vitest';
import { formatChartCount, formatChartDay } from './format';

describe('chart texts', () => {
  it.each([
    ['2026-11-28', 'es-MX', 'full', '28/11/2026'],
    ['2026-11-28', 'en-US', 'full', '11/28/2026'],
    ['2026-01-01', 'es-MX', 'full', '01/01/2026'],
    ['2026-11-28', 'en-US', 'axis', 'Nov 28'],
    ['not a day', 'es-MX', 'full', 'not a day'],
  ] as const)('%s in %s (%s) reads %s', (day, locale, style, text) => {
    expect(formatChartDay(day, locale, style)).toBe(text);
  });

  it.each([
    [1234, 'es-MX', '1,234'],
    [1234.5, 'en-US', '1,234.5'],
    [0, 'es-MX', '0'],
    [null, 'es-MX', '—'],
  ] as const)('%s in %s reads %s', (value, locale, text) => {
    expect(formatChartCount(value, locale)).toBe(text);
  });
});
