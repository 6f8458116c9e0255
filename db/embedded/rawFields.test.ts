import { Binary, BSONRegExp, Code, Decimal128, deserialize, Double, Int32, Long, MaxKey, MinKey, ObjectId, serialize, Timestamp } from 'bson';
import { describe, expect, it } from 'vitest';
import { filterFields, pickFields, readScalarFields } from './rawFields';
import { deserializeOptions } from './wire';

/** Fields read from the stored bytes are the fields a full decode gives, whatever comes before them. */

const everyType = {
  _id: new ObjectId('0123456789abcdef01234567'),
  double: new Double(1.5),
  string: 'señal\u0000nul',
  object: { a: 1, b: [1, 2] },
  array: ['x', { y: 2 }],
  binary: new Binary(Buffer.from([1, 2, 3]), 4),
  bool: true,
  date: new Date(86_400_000),
  nothing: null,
  regex: new BSONRegExp('^a.c$', 'i'),
  code: new Code('return 1'),
  int: new Int32(7),
  timestamp: new Timestamp({ t: 5, i: 6 }),
  long: Long.fromString('9007199254740993'),
  decimal: Decimal128.fromString('2.135'),
  min: new MinKey(),
  max: new MaxKey(),
  last: 'end',
};

describe('raw fields', () => {
  it.each(Object.keys(everyType))('reads %s past every other type', (name) => {
    const bytes = Buffer.from(serialize(everyType));
    const picked = pickFields(bytes, new Set([name, 'last']));
    expect(picked).not.toBeNull();
    expect(Object.keys(picked ?? {})).toEqual(name === 'last' ? ['last'] : [name, 'last']);
    expect(picked?.[name]).toEqual(deserialize(bytes, deserializeOptions)[name]);
  });

  it.each(Object.keys(everyType))('reads %s in place as a decode gives it, or says it cannot', (name) => {
    const bytes = Buffer.from(serialize(everyType));
    // Inside a larger buffer, as lmdb's shared read buffer holds a record.
    const shared = Buffer.concat([bytes, Buffer.from([7, 7, 7])]);
    const read = readScalarFields(shared, bytes.length, new Set([name, 'last']));
    const scalar = ['double', 'string', 'bool', 'date', 'nothing', 'int', 'last'].includes(name);
    if (!scalar) return expect(read).toBeNull();
    expect(read).toEqual(pickFields(bytes, new Set([name, 'last'])));
  });

  it.each([[['active', 'authorization']], [[]], [['x', 1, 2.5, true, null, new Date(86_400_000), 'ñ']]])(
    'reads an array of scalars %j in place as a decode gives it',
    (classes) => {
      const bytes = Buffer.from(serialize({ _id: 1, classes, last: 'end' }));
      const read = readScalarFields(bytes, bytes.length, new Set(['classes']));
      expect(read).toEqual({ classes: deserialize(bytes, deserializeOptions).classes });
      expect(pickFields(bytes, new Set(['classes', 'last']))).toEqual({ classes: deserialize(bytes, deserializeOptions).classes, last: 'end' });
    },
  );

  it.each([[[['nested']]], [[{ a: 1 }]], [[new Long(5)]]])('leaves an array holding %j to the decode', (value) => {
    const bytes = Buffer.from(serialize({ value }));
    expect(readScalarFields(bytes, bytes.length, new Set(['value']))).toBeNull();
    expect(pickFields(bytes, new Set(['value']))).toEqual(deserialize(bytes, deserializeOptions));
  });

  it('reads dates before 1970 and far ahead in place', () => {
    for (const date of [new Date(-86_400_123), new Date(8_640_000_000_000), new Date(1_700_000_000_123)]) {
      expect(readScalarFields(Buffer.from(serialize({ date })), serialize({ date }).length, new Set(['date']))).toEqual({ date });
    }
  });

  it('gives an empty document when no field is there', () => {
    expect(pickFields(Buffer.from(serialize({ a: 1 })), new Set(['b']))).toEqual({});
  });

  it.each([
    [{ a: 1, 'b.c': 2 }, ['a', 'b']],
    [{ $or: [{ a: 1 }, { b: { $gt: 2 } }], c: null }, ['a', 'b', 'c']],
    [{ $expr: { $eq: ['$a', 1] } }, null],
    [{ a: 1, $where: 'true' }, null],
    [{}, []],
  ])('names the fields of %j', (filter, fields) => {
    expect(filterFields(filter)).toEqual(fields);
  });
});
