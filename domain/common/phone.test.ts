import { describe, expect, it } from 'vitest';
import { formatNationalPhone, formatPhoneGroups, isValidMexicanPhone, maskPhone, mexicanPhoneToE164, parseMexicanPhone, withMexicanCallingCode } from './phone';

// Formats of spec 000: 10 digits typed at registration (sent with +52), sign-up and new password
// (at least 10 characters, +52 or the retired +521), profile (52 921 123 4567), SMS (+52 stored).
describe('parseMexicanPhone', () => {
  it.each([
    ['10 digits (registration)', '9211234567', '+529211234567'],
    ['E.164', '+529211234567', '+529211234567'],
    ['profile groups', '52 921 123 4567', '+529211234567'],
    ['52 without +', '529211234567', '+529211234567'],
    ['00 international prefix', '00529211234567', '+529211234567'],
    ['retired mobile 1 after +52', '+5219211234567', '+529211234567'],
    ['retired mobile 1 with spaces', '+52 1 55 1234 5678', '+525512345678'],
    ['retired mobile 1 without +', '5219211234567', '+529211234567'],
    ['retired 044', '044 55 1234 5678', '+525512345678'],
    ['retired 045', '045 921 123 4567', '+529211234567'],
    ['retired 01 long distance', '01 55 1234 5678', '+525512345678'],
    ['separators', '(33) 1234-5678', '+523312345678'],
    ['dots and edge spaces', ' 81.1234.5678 ', '+528112345678'],
    ['E.164 with separators', '+52 (921) 123-4567', '+529211234567'],
  ])('reads %s: %j as %s', (_, input, e164) => {
    expect(parseMexicanPhone(input)).toEqual({ e164, nationalNumber: e164.slice(3) });
    expect(mexicanPhoneToE164(input)).toBe(e164);
    expect(isValidMexicanPhone(input)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['too short', '921123456'],
    ['too long', '92112345678'],
    ['all zeros', '0000000000'],
    ['no such area code', '1234567890'],
    ['letters', 'abcdefghij'],
    ['digits and letters', '921123456a'],
    ['another country', '+12025550123'],
    ['+52 and too few digits', '+52921123456'],
    ['too long to be a phone', '9'.repeat(41)],
    ['null', null],
    ['undefined', undefined],
  ])('refuses %s', (_, input) => {
    expect(parseMexicanPhone(input)).toBeNull();
    expect(mexicanPhoneToE164(input)).toBeNull();
    expect(isValidMexicanPhone(input)).toBe(false);
  });

  it('never writes the retired mobile 1', () => {
    for (const input of ['+5219211234567', '5219211234567', '0449211234567', '9211234567']) expect(mexicanPhoneToE164(input)).not.toMatch(/^\+521\d{10}$/);
  });
});

describe('formatting', () => {
  it.each([
    ['', ''],
    ['5', '5'],
    ['529', '52 9'],
    ['52921', '52 921'],
    ['529211234', '52 921 123 4'],
    ['529211234567', '52 921 123 4567'],
    ['52 (921) 123-4567 99', '52 921 123 4567'],
    ['+529211234567', '52 921 123 4567'],
    ['+5219211234567', '52 921 123 4567'],
  ])('profile groups of %j: %j', (value, shown) => {
    expect(formatPhoneGroups(value)).toBe(shown);
  });

  it.each([
    ['+529211234567', '921 123 4567'],
    ['+525512345678', '55 1234 5678'],
    ['+5219211234567', '921 123 4567'],
    ['not a phone', 'not a phone'],
  ])('national form of %s: %s', (value, shown) => {
    expect(formatNationalPhone(value)).toBe(shown);
  });

  it.each([
    ['+529211234567', '+52*******567'],
    ['+5219211234567', '+52*******567'],
    ['9211234567', '+52*******567'],
  ])('masks %s as %s', (value, masked) => {
    expect(maskPhone(value)).toBe(masked);
  });

  it("adds the calling code to the registration form's 10 digits", () => {
    expect(withMexicanCallingCode('9211234567')).toBe('+529211234567');
  });
});

describe('shipped metadata', () => {
  it("is exactly Mexico's entry of the installed libphonenumber-js 'min' metadata", async () => {
    const [{ default: shipped }, { default: library }] = await Promise.all([import('./phoneMetadata.mx.json'), import('libphonenumber-js/metadata.min.json')]);
    expect(shipped).toEqual({ version: library.version, country_calling_codes: { 52: ['MX'] }, countries: { MX: library.countries.MX }, nonGeographic: {} });
  });
});
