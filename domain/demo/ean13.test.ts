import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, isValidEan13, toEan13 } from './ean13';

describe('EAN-13', () => {
  it.each([
    ['400638133393', 1],
    ['590123412345', 7],
    ['978030640615', 7],
    ['000000000000', 0],
  ])('check digit of %s is %i', (digits, expected) => {
    expect(ean13CheckDigit(digits)).toBe(expected);
  });

  it('accepts a code with its check digit and rejects a wrong one', () => {
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
    expect(isValidEan13('40063813339a1')).toBe(false);
    expect(isValidEan13(toEan13('750123400001'))).toBe(true);
  });

  it('refuses data that is not twelve digits', () => {
    expect(() => ean13CheckDigit('12345')).toThrow(/12 data digits/);
  });
});
