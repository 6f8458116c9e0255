import { mexicanPhoneToE164 } from '../../domain/common/phone';
import { IntegrationError } from '../shared/errors';

/**
 * Mexican numbers are stored and sent as +52 followed by 10 digits (spec 000: phones are 10
 * digits, sent with +52), read by the one phone helper of domain/common/phone.ts; the retired
 * prefixes (+52 1, 044, 045, 01) of old records are dropped there.
 */
export function normalizeMexicanPhone(input: string): string {
  const e164 = mexicanPhoneToE164(input);
  if (!e164)
    throw new IntegrationError('SMS_INVALID_PHONE', {
      phone: String(input ?? '')
        .trim()
        .slice(0, 40),
    });
  return e164;
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
