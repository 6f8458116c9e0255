import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { IntegrationError } from '../shared/errors';

/**
 * Mexican numbers are stored and sent as +52 followed by 10 digits (spec 000: phones are 10
 * digits, sent with +52). The retired mobile prefixes (+52 1, 044, 045) still show up in old
 * records, so they are dropped before validation.
 */
export function normalizeMexicanPhone(input: string): string {
  const raw = String(input ?? '').trim();
  let digits = raw.replace(/[\s().-]/g, '');
  if (/^\+?521\d{10}$/.test(digits)) digits = `+52${digits.slice(-10)}`;
  else if (/^04[45]\d{10}$/.test(digits)) digits = digits.slice(3);
  else if (/^52\d{10}$/.test(digits)) digits = `+${digits}`;
  const parsed = /^(\+52)?\d{10}$/.test(digits) ? parsePhoneNumberFromString(digits, 'MX') : undefined;
  if (!parsed || !parsed.isValid() || parsed.countryCallingCode !== '52' || parsed.nationalNumber.length !== 10) {
    throw new IntegrationError('SMS_INVALID_PHONE', { phone: raw.slice(0, 40) });
  }
  return `+52${parsed.nationalNumber}`;
}

export interface TypedPhone {
  phoneType?: string | null;
  phone?: string | null;
}

/** Only MOBILE phones get SMS (spec 001 section 7). */
export function isMobilePhone(phone: TypedPhone): boolean {
  return typeof phone.phoneType === 'string' && phone.phoneType.trim().toUpperCase() === 'MOBILE';
}

/** The normalised numbers of the mobile phones in a list; invalid mobile numbers are skipped and reported. */
export function mobileNumbers(phones: readonly TypedPhone[]): { numbers: string[]; invalid: string[] } {
  const numbers: string[] = [];
  const invalid: string[] = [];
  for (const phone of phones) {
    if (!isMobilePhone(phone) || !phone.phone) continue;
    try {
      const number = normalizeMexicanPhone(phone.phone);
      if (!numbers.includes(number)) numbers.push(number);
    } catch {
      invalid.push(phone.phone);
    }
  }
  return { numbers, invalid };
}
