import { describe, expect, it } from 'vitest';
import { listSortSchema, mongoSort } from './listSort';

const schema = listSortSchema(['customerName', 'lastUpdate']);
const fields = { customerName: 'nameKey', lastUpdate: '_lastChangedAt' };

describe('list sort', () => {
  it('accepts only the list’s keys and the two directions', () => {
    expect(schema.parse({ sort: 'customerName', direction: 'desc' })).toEqual({ sort: 'customerName', direction: 'desc' });
    expect(schema.safeParse({ sort: 'passwordHash' }).success).toBe(false);
    expect(schema.safeParse({ sort: { $where: '1' } }).success).toBe(false);
    expect(schema.safeParse({ sort: 'customerName', direction: 'up' }).success).toBe(false);
  });
  it('maps a key to its stored field with _id breaking ties, or keeps the list’s order', () => {
    expect(mongoSort({ sort: 'customerName', direction: 'desc' }, fields, { _lastChangedAt: -1 })).toEqual({ nameKey: -1, _id: 1 });
    expect(mongoSort({ sort: 'lastUpdate' }, fields, { _lastChangedAt: -1 })).toEqual({ _lastChangedAt: 1, _id: 1 });
    expect(mongoSort({}, fields, { _lastChangedAt: -1, _id: 1 })).toEqual({ _lastChangedAt: -1, _id: 1 });
  });
});
