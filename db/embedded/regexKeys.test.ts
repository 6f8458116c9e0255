import { describe, expect, it } from 'vitest';
import { literalPrefix } from './regexKeys';

describe('the literal prefix of an anchored regular expression', () => {
  it.each([
    [/^guadalupe hern/, 'guadalupe hern'],
    [new RegExp('^maria\\ jose'), 'maria jose'],
    [/^lopez?/, 'lope'],
    [/^lopez+/, 'lopez'],
    [/^lo{2}pez/, 'l'],
    [/^ana.*/, 'ana'],
    [/^a\.b/, 'a.b'],
    [/^ab\d/, 'ab'],
    [/^(ab)/, null],
    [/^ab|cd/, null],
    [/guadalupe/, null],
    [/^Guadalupe/i, null],
    [/^a/m, null],
    [/^x*/, null],
    [/^ñu/, 'ñu'],
  ])('%s starts with %s', (regex, prefix) => {
    expect(literalPrefix(regex)).toBe(prefix);
  });

  it('stops well inside an index key', () => {
    expect(literalPrefix(new RegExp(`^${'é'.repeat(500)}`))).toBe('é'.repeat(200));
    expect(Array.from(literalPrefix(new RegExp(`^${'😀'.repeat(300)}`))!)).toHaveLength(200);
  });
});
