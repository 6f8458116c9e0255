import { ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import { afterImage } from './afterImage';

describe('the record after a simple update, computed without reading it again', () => {
  const before = Object.freeze({ _id: new ObjectId(), name: 'Ana', address: Object.freeze({ city: 'Puebla', zip: '72000' }), phones: ['1'] });

  it('applies $set and $unset on top-level and dotted paths, leaving the record before untouched', () => {
    const when = new Date('2026-11-28T00:00:00Z');
    const after = afterImage(before, { $set: { name: 'Bea', 'address.city': 'León', 'geo.zone': 'N', since: when }, $unset: { phones: '' } });
    expect(after).toEqual({ _id: before._id, name: 'Bea', address: { city: 'León', zip: '72000' }, geo: { zone: 'N' }, since: when });
    expect(before.address.city).toBe('Puebla');
    expect(before.phones).toEqual(['1']);
  });

  it('leaves operators on bookkeeping fields out (the history never compares them)', () => {
    expect(afterImage(before, { $set: { name: 'Bea', updatedAt: new Date() }, $inc: { _version: 1 } })).toEqual({ ...before, name: 'Bea' });
  });

  it('answers null for what it cannot apply exactly: other operators, arrays, objects, positions, a path through a value', () => {
    expect(afterImage(before, { $inc: { visits: 1 } })).toBeNull();
    expect(afterImage(before, { $push: { phones: '2' } })).toBeNull();
    expect(afterImage(before, { $set: { phones: ['2'] } })).toBeNull();
    expect(afterImage(before, { $set: { address: { city: 'León' } } })).toBeNull();
    expect(afterImage(before, { $set: { 'phones.0': '2' } })).toBeNull();
    expect(afterImage(before, { $set: { 'phones.$': '2' } })).toBeNull();
    expect(afterImage(before, { $set: { 'name.first': 'Bea' } })).toBeNull();
    expect(afterImage(before, { name: 'Bea' })).toBeNull();
  });
});
