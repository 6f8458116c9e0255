import { describe, expect, it } from 'vitest';
import { columnsStorageKey, exportUrl, listSortOf, pagesOf } from './tableQuery';
import { fileNameOf } from './download';

describe('list sort', () => {
  it('sends only a whitelisted key with its direction', () => {
    expect(listSortOf([{ id: 'customerName', desc: true }], ['customerName', 'lastUpdate'])).toEqual({ sort: 'customerName', direction: 'desc' });
    expect(listSortOf([{ id: 'address', desc: false }], ['customerName'])).toEqual({});
    expect(listSortOf([], ['customerName'])).toEqual({});
  });
});

describe('export address', () => {
  it('leaves empty values out and encodes the rest', () => {
    expect(exportUrl('customers', { search: 'ana maría', class: '', sort: 'customerName', page: null })).toBe(
      '/api/export/customers.csv?search=ana+mar%C3%ADa&sort=customerName',
    );
    expect(exportUrl('users', {})).toBe('/api/export/users.csv');
  });
});

describe('pages and storage', () => {
  it('counts at least one page', () => {
    expect(pagesOf(0, 20)).toBe(1);
    expect(pagesOf(41, 20)).toBe(3);
  });
  it('keeps columns per user and table', () => {
    expect(columnsStorageKey('admin', 'customers')).not.toBe(columnsStorageKey('compras', 'customers'));
  });
  it('reads the file name of a download', () => {
    expect(fileNameOf('attachment; filename="customers-2026-11-28.csv"', 'x.csv')).toBe('customers-2026-11-28.csv');
    expect(fileNameOf(null, 'x.csv')).toBe('x.csv');
  });
});
