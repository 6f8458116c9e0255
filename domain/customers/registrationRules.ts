import { MEXICAN_PHONE_DIGITS } from '../common/phone';

/**
 * The pre-registration form's constants and plain rules (spec 000 sections 3, 4, 5, 9), without
 * zod or the phone library: the public registration screen draws with these alone and loads the
 * shared schemas (./registration.ts, which re-exports this file) when the visitor first touches
 * the form.
 */

export const customerPhoneTypes = ['home', 'work', 'office', 'mobile', 'other'] as const;
export type CustomerPhoneType = (typeof customerPhoneTypes)[number];
export const legalTypes = ['termsAndConditions', 'noticePrivacy'] as const;
export type LegalType = (typeof legalTypes)[number];
export const customerFileTypes = ['invoice', 'voucher', 'telephonic_recharge', 'service_payment', 'movie_ticket', 'identification', 'picture_profile'] as const;

/** At most 2 phones and 2 e-mails: a third replaces the second (spec 000 section 4). */
export const MAX_REGISTRATION_PHONES = 2;
export const MAX_REGISTRATION_EMAILS = 2;
export const PHONE_DIGITS = MEXICAN_PHONE_DIGITS;
export const MEXICO_PREFIX = '+52';
/** Default map centre of the registration screen (spec 000 section 9). */
export const DEFAULT_MAP_CENTRE = { lat: 18.11, lng: -94.45 } as const;

/** Local part, @, domain, a 2-4 letter ending (spec 000 section 5). */
export const registrationEmailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;

/** Adds an entry keeping at most `max`: a third one replaces the second. */
export function addLimited<T>(list: readonly T[], entry: T, max: number): T[] {
  if (list.length < max) return [...list, entry];
  return [...list.slice(0, max - 1), entry];
}

/** What the phone box keeps of a typed value: digits only, cut to 10. */
export function phoneInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

/** A checked legal box stores the time in epoch seconds, an unchecked one 0. */
export function legalTimestamp(checked: boolean, nowMs: number): number {
  return checked ? Math.floor(nowMs / 1000) : 0;
}

/**
 * The token POST /api/registration/ine-photo answers for the optional INE photo:
 * `<expires epoch s>.<HMAC-SHA256 base64url>.<private key>`; the server checks signature and expiry.
 */
export const INE_PHOTO_TOKEN_PATTERN = /^\d{1,12}\.[A-Za-z0-9_-]{43}\.private\/[A-Za-z0-9._@/-]{1,300}$/;

/** The three name parts joined into the customer's full name. */
export function fullCustomerName(parts: { customerName: string; customerSecondName: string; customerLastName?: string }): string {
  return [parts.customerName, parts.customerSecondName, parts.customerLastName ?? '']
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .join(' ');
}

/** The fixed customer type new pre-registrations receive: CC, Cliente Club (the seeded principal type). */
export const DEFAULT_CUSTOMER_TYPE_ID = 'CC';
