import { Decimal128, ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import { updateModifies } from './beforeImageWrite';

describe('whether a simple update changes the record (the updateOne result answered from findOneAndUpdate)', () => {
  const id = new ObjectId();
  const before = { _id: id, name: 'Ana', address: { city: 'Puebla' }, price: Decimal128.fromString('2.1350'), since: new Date('2026-01-01T00:00:00Z') };

  it('is false for a no-op: the same values set, a missing field unset, $setOnInsert without an upsert', () => {
    expect(
      updateModifies(before, {
        $set: { name: 'Ana', 'address.city': 'Puebla', price: Decimal128.fromString('2.1350'), since: new Date('2026-01-01T00:00:00Z') },
      }),
    ).toBe(false);
    expect(updateModifies(before, { $unset: { nickname: '' }, $setOnInsert: { createdAt: new Date() } })).toBe(false);
  });

  it('is true when a value differs, a field is added or removed, or bookkeeping moves', () => {
    expect(updateModifies(before, { $set: { name: 'Bea' } })).toBe(true);
    expect(updateModifies(before, { $set: { 'address.zip': '72000' } })).toBe(true);
    expect(updateModifies(before, { $unset: { name: '' } })).toBe(true);
    expect(updateModifies(before, { $set: { price: Decimal128.fromString('2.1400') } })).toBe(true);
    expect(updateModifies(before, { $set: { name: 'Ana' }, $inc: { _version: 1 } })).toBe(true);
  });
});
