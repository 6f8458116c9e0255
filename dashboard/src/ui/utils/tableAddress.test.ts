import { describe, expect, it } from 'vitest';
import { addressOf, queryOfAddress, type ServerTableQuery } from './tableAddress';

const names = ['userName', 'area', 'recordId'] as const;
const query = (change: Partial<ServerTableQuery>): ServerTableQuery => ({
  pageIndex: 0,
  pageSize: 25,
  sorting: [],
  search: '',
  filters: { userName: '', area: '', recordId: '' },
  ...change,
});

describe('the address keeps a server list', () => {
  it.each<[Partial<ServerTableQuery>, string]>([
    [{}, ''],
    [{ filters: { userName: 'admin', area: '', recordId: '' } }, 'userName=admin'],
    [{ filters: { userName: 'admin', area: 'stores', recordId: '' }, pageIndex: 2 }, 'page=3&userName=admin&area=stores'],
    [{ filters: { userName: '', area: '', recordId: 'a b&c' }, pageIndex: 1 }, 'page=2&recordId=a+b%26c'],
    [{ sorting: [{ id: 'at', desc: true }], pageSize: 50, search: 'zona' }, 'size=50&sort=at&direction=desc&search=zona'],
  ])('%j', (change, address) => {
    const written = addressOf(query(change), new URLSearchParams(), names, 25);
    expect(written.toString()).toBe(address);
    expect(queryOfAddress(written, names, 25)).toEqual(query(change));
  });

  it("leaves the address's other parameters alone", () => {
    expect(addressOf(query({ pageIndex: 1 }), new URLSearchParams('run=wf-1&page=7&userName=x'), names, 25).toString()).toBe('run=wf-1&page=2');
  });

  it.each([['page=0'], ['page=-2'], ['page=abc'], ['page=1.5'], ['size=0'], ['size=-5']])('%s reads as the first page of the default size', (search) => {
    expect(queryOfAddress(new URLSearchParams(search), names, 25)).toMatchObject({ pageIndex: 0, pageSize: 25 });
  });
});
