import { describe, expect, it } from 'vitest';
import { isPlainObject, isPlainRecord } from './objects';

class Point {
  x = 1;
}

describe('plain objects', () => {
  it.each([
    [{}, true, true],
    [{ a: 1 }, true, true],
    [Object.create(null) as object, false, true],
    [[], false, false],
    [null, false, false],
    [new Date(0), false, false],
    [new Point(), false, false],
    ['text', false, false],
  ])('%j: isPlainObject %s, isPlainRecord %s', (value, plain, record) => {
    expect(isPlainObject(value)).toBe(plain);
    expect(isPlainRecord(value)).toBe(record);
  });
});
