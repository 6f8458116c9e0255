import { Binary, Decimal128, deserialize, Long, ObjectId, serialize, Timestamp } from 'bson';
import { describe, expect, it } from 'vitest';
import { idFirstBytes } from './bsonBytes';
import { encodeMsg, encodeMsgWithClusterTime } from './wire';

const bytesOf = (document: Record<string, unknown>) => Buffer.from(serialize(document));

describe('idFirstBytes', () => {
  it('moves an _id that comes after other fields to the front, keeping every byte of each element', () => {
    const id = new ObjectId();
    const document = {
      name: 'Ana',
      nested: { a: [1, 'x', null] },
      amount: Decimal128.fromString('1.10'),
      big: Long.fromNumber(2 ** 40),
      data: new Binary(Buffer.from('abc')),
      at: new Date(0),
      re: /x/i,
      _id: id,
      last: true,
    };
    const moved = idFirstBytes(bytesOf(document));
    expect(moved).not.toBeNull();
    const decoded = deserialize(moved as Buffer, { promoteLongs: false, promoteBuffers: false });
    expect(Object.keys(decoded)).toEqual(['_id', 'name', 'nested', 'amount', 'big', 'data', 'at', 're', 'last']);
    expect(bytesOf(decoded)).toEqual(bytesOf({ _id: id, ...Object.fromEntries(Object.entries(document).filter(([key]) => key !== '_id')) }));
  });

  it('returns the same bytes when _id is first or absent, and null for bytes it cannot walk', () => {
    const first = bytesOf({ _id: 1, a: 2 });
    expect(idFirstBytes(first)).toBe(first);
    const none = bytesOf({ a: 2 });
    expect(idFirstBytes(none)).toBe(none);
    const unknownType = Buffer.from(bytesOf({ a: 1, _id: 2 }));
    unknownType[4] = 0x42;
    expect(idFirstBytes(unknownType)).toBeNull();
    expect(idFirstBytes(Buffer.from([6, 0, 0, 0, 0]))).toBeNull();
  });
});

describe('encodeMsgWithClusterTime', () => {
  it('gives the bytes of the reply serialized with operationTime and $clusterTime after its fields', () => {
    const time = new Timestamp({ t: 1_764_000_000, i: 4_000_000_123 });
    const signed = (reply: Record<string, unknown>) => ({
      ...reply,
      operationTime: time,
      $clusterTime: { clusterTime: time, signature: { hash: new Binary(Buffer.alloc(20), 0), keyId: Long.fromNumber(0) } },
    });
    for (const reply of [
      { ok: 1 },
      { cursor: { firstBatch: [{ _id: 1, name: 'Ana' }], id: Long.fromNumber(0), ns: 'db.c' }, ok: 1 },
      { ok: 1, operationTime: new Timestamp({ t: 1, i: 1 }) },
    ]) {
      expect(encodeMsgWithClusterTime(7, 9, reply, time)).toEqual(encodeMsg(7, 9, signed(reply)));
    }
  });
});
