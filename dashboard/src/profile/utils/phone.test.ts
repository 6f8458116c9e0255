import { describe, expect, it } from 'vitest';
import { PROFILE_PHONE_PATTERN } from '../../../../domain/access/profile';
import { digitsOnly, formatProfilePhone } from './phone';

describe('formatProfilePhone', () => {
  it.each([
    ['', ''],
    ['5', '5'],
    ['529', '52 9'],
    ['52921', '52 921'],
    ['529211234', '52 921 123 4'],
    ['529211234567', '52 921 123 4567'],
    ['52 (921) 123-4567 99', '52 921 123 4567'],
  ])('%j → %j', (typed, shown) => {
    expect(formatProfilePhone(typed)).toBe(shown);
  });

  it('gives what the shared pattern accepts once complete', () => {
    expect(PROFILE_PHONE_PATTERN.test(formatProfilePhone('529211234567'))).toBe(true);
  });
});

describe('digitsOnly', () => {
  it('drops everything but digits and cuts to the PIN length', () => {
    expect(digitsOnly('12a3-4')).toBe('1234');
    expect(digitsOnly('1234567890')).toBe('12345678');
  });
});
