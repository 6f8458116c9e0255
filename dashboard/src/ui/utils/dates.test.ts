import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDuration, intlLocaleOf } from './dates';
import { formatJson } from './json';

describe('formatDateTime', () => {
  it('writes day first in Spanish and month first in English', () => {
    // Mexican Spanish writes day/month and a 12-hour clock ("21/11/26, 5:42:05 p.m.").
    expect(formatDateTime('2026-11-21T17:42:05.000Z', 'es', 'UTC')).toMatch(/^21\/11\/(20)?26,? 5:42:05\sp\.\s?m\.$/);
    expect(formatDateTime('2026-11-21T17:42:05.000Z', 'en', 'UTC')).toMatch(/^11\/21\/(20)?26,? 5:42:05\sPM$/);
  });

  it('shows a dash for nothing or garbage', () => {
    expect(formatDateTime(null, 'es')).toBe('—');
    expect(formatDateTime('', 'es')).toBe('—');
    expect(formatDateTime('yesterday', 'es')).toBe('—');
  });

  it('maps the interface languages to locales', () => {
    expect(intlLocaleOf('es')).toBe('es-MX');
    expect(intlLocaleOf('en')).toBe('en-US');
  });
});

describe('formatDuration', () => {
  it.each([
    ['2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.120Z', '120 ms'],
    ['2026-01-01T00:00:00.000Z', '2026-01-01T00:00:03.400Z', '3.4 s'],
    ['2026-01-01T00:00:00.000Z', '2026-01-01T00:02:05.000Z', '2 min 5 s'],
    ['2026-01-01T00:00:00.000Z', '2026-01-01T01:02:00.000Z', '1 h 2 min'],
  ])('%s → %s is %s', (start, end, expected) => {
    expect(formatDuration(start, end)).toBe(expected);
  });

  it('has no duration while open or backwards', () => {
    expect(formatDuration('2026-01-01T00:00:00.000Z', null)).toBe('—');
    expect(formatDuration('2026-01-01T00:00:01.000Z', '2026-01-01T00:00:00.000Z')).toBe('—');
  });
});

describe('formatJson', () => {
  it('indents objects and survives cycles', () => {
    expect(formatJson({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(formatJson(cyclic)).toBe('[object Object]');
  });
});
