import { describe, expect, it } from 'vitest';
import { dateRangeProblem, emptyFilters, exportCsvUrl, filtersFromSearch, searchFromFilters, toServerFilter, type AuditLogFilters } from './filters';

describe('toServerFilter', () => {
  it.each<[Partial<AuditLogFilters>, Partial<AuditLogFilters>]>([
    [{}, {}],
    [{ userName: '  admin ' }, { userName: 'admin' }],
    [{ area: 'stores', operation: 'update', recordId: '   ' }, { area: 'stores', operation: 'update' }],
    [{ from: '2026-11-01', to: '2026-11-30' }, { from: '2026-11-01', to: '2026-11-30' }],
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

describe('the address keeps the filters and page', () => {
  it.each<[Partial<AuditLogFilters>, number, string]>([
    [{}, 1, ''],
    [{ userName: 'admin' }, 1, 'userName=admin'],
    [{ userName: 'admin', area: 'stores' }, 3, 'userName=admin&area=stores&page=3'],
    [{ recordId: 'a b&c' }, 2, 'recordId=a+b%26c&page=2'],
  ])('%j page %i', (filters, page, search) => {
    const written = searchFromFilters({ ...emptyFilters, ...filters }, page);
    expect(written.toString()).toBe(search);
    expect(filtersFromSearch(written)).toEqual({ filters: { ...emptyFilters, ...filters }, page });
  });

  it.each([['page=0'], ['page=-2'], ['page=abc'], ['page=1.5']])('%s reads as the first page', (search) => {
    expect(filtersFromSearch(new URLSearchParams(search)).page).toBe(1);
  });
});

describe('exportCsvUrl', () => {
  it.each<[Partial<AuditLogFilters>, string]>([
    [{}, '/api/history/export.csv'],
    [{ userName: 'admin', operation: 'update' }, '/api/history/export.csv?userName=admin&operation=update'],
    [{ from: '2026-11-01', to: '2026-11-30', recordType: 'Zone' }, '/api/history/export.csv?recordType=Zone&from=2026-11-01&to=2026-11-30'],
  ])('%j', (filters, url) => {
    expect(exportCsvUrl({ ...emptyFilters, ...filters })).toBe(url);
  });
});
