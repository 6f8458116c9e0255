import { describe, expect, it } from 'vitest';
import { dateRangeProblem, emptyFilters, toServerFilter, type AuditLogFilters } from './filters';

describe('toServerFilter', () => {
  it.each<[Partial<AuditLogFilters>, Partial<AuditLogFilters>]>([
    [{}, {}],
    [{ userName: '  admin ' }, { userName: 'admin' }],
    [
      { area: 'stores', operation: 'update', recordId: '   ' },
      { area: 'stores', operation: 'update' },
    ],
    [
      { from: '2026-11-01', to: '2026-11-30' },
      { from: '2026-11-01', to: '2026-11-30' },
    ],
  ])('%j', (filters, expected) => {
    expect(toServerFilter({ ...emptyFilters, ...filters })).toEqual(expected);
  });
});

describe('dateRangeProblem', () => {
  it.each<[string, string, ReturnType<typeof dateRangeProblem>]>([
    ['', '', null],
    ['2026-11-01', '', null],
    ['', '2026-11-30', null],
    ['2026-11-01', '2026-11-30', null],
    ['2026-11-30', '2026-11-30', null],
    ['2026-11-30', '2026-11-01', 'inverted'],
    ['2026-02-30', '', 'fromInvalid'],
    ['30/11/2026', '', 'fromInvalid'],
    ['2026-11-01', '2026-13-01', 'toInvalid'],
  ])('%s to %s', (from, to, expected) => {
    expect(dateRangeProblem(from, to)).toBe(expected);
  });
});
