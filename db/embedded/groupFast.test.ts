import { Decimal128, Long } from 'bson';
import { describe, expect, it } from 'vitest';
import { fastGroup } from './groupFast';

describe('compiled $group', () => {
  const rows = [
    { c: 'a', q: 2, p: 1.5 },
    { c: 'a', q: 3, p: 2 },
    { c: 'b', q: 2147483647, p: 1 },
    { c: 'b', q: 1, p: Decimal128.fromString('1.10') },
    { q: 4 },
  ];

  it('sums, averages, counts and finds extremes per key, missing keys in the null group', () => {
    const out = fastGroup(rows, {
      _id: '$c',
      n: { $count: {} },
      units: { $sum: '$q' },
      revenue: { $sum: { $multiply: ['$q', '$p'] } },
      low: { $min: '$q' },
      avg: { $avg: '$q' },
    });
    expect(out).toHaveLength(3);
    const [a, b, none] = out ?? [];
    expect(a).toEqual({ _id: 'a', n: 2, units: 5, revenue: 9, low: 2, avg: 2.5 });
    // int + int past 32 bits becomes a long, as on MongoDB; a decimal makes the sum a decimal.
    expect(b.units).toEqual(Long.fromNumber(2147483648));
    expect(String(b.revenue)).toBe('2147483648.10');
    expect(none).toMatchObject({ _id: null, n: 1, units: 4, revenue: 0 });
  });

  it('groups by an object key and leaves shapes it does not compile to the general path', () => {
    expect(fastGroup(rows, { _id: { c: '$c' }, n: { $sum: 1 } })?.map((group) => group._id)).toEqual([{ c: 'a' }, { c: 'b' }, {}]);
    expect(fastGroup(rows, { _id: '$c', all: { $push: '$q' } })).toBeNull();
    expect(fastGroup(rows, { _id: '$$ROOT' })).toBeNull();
  });

  it('refuses arithmetic on strings as MongoDB does', () => {
    expect(() => fastGroup([{ q: 'x', p: 1 }], { _id: null, t: { $sum: { $multiply: ['$q', '$p'] } } })).toThrow(/only supports numeric/);
  });
});
