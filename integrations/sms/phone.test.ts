import { describe, expect, it } from 'vitest';
import { isIntegrationError } from '../shared/errors';
import { isMobilePhone, mobileNumbers, normalizeMexicanPhone } from './phone';

describe('Mexican phone normalisation', () => {
  it.each([
    ['5512345678', '+525512345678'],
    ['+525512345678', '+525512345678'],
    ['525512345678', '+525512345678'],
    ['+52 1 55 1234 5678', '+525512345678'],
    ['044 55 1234 5678', '+525512345678'],
    ['(33) 1234-5678', '+523312345678'],
    [' 81.1234.5678 ', '+528112345678'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeMexicanPhone(input)).toBe(expected);
  });

  it.each(['12345', '551234567', '55123456789', '+15551234567', '1234567890', 'abcdefghij', ''])('rejects %j with a clear error in both languages', (input) => {
    let failure: unknown;
    try {
      normalizeMexicanPhone(input);
    } catch (error) {
      failure = error;
    }
    expect(isIntegrationError(failure, 'SMS_INVALID_PHONE')).toBe(true);
    if (isIntegrationError(failure)) {
      expect(failure.messageIn('es')).toContain('no es un número válido de México');
      expect(failure.messageIn('en')).toContain('is not a valid Mexican number');
    }
  });

  it('selects only MOBILE phones, normalised and without repeats', () => {
    const phones = [
      { phoneType: 'MOBILE', phone: '5512345678' },
      { phoneType: 'home', phone: '5587654321' },
      { phoneType: 'mobile', phone: '+525512345678' },
      { phoneType: 'MOBILE', phone: '123' },
      { phoneType: 'MOBILE', phone: '3398765432' },
    ];
    expect(isMobilePhone(phones[1])).toBe(false);
    expect(mobileNumbers(phones)).toEqual({ numbers: ['+525512345678', '+523398765432'], invalid: ['123'] });
  });
});
