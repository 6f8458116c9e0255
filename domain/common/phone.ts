import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import mexicoMetadata from './phoneMetadata.mx.json';

/**
 * Mexican phone numbers, one way for every area (registration, sign-up, profile, SMS): read with
 * libphonenumber-js, valid only as a Mexican number, stored and sent in E.164 (+52 and the 10
 * national digits). Mexico retired the mobile '1' after +52 and the 044/045 and 01 dialling
 * prefixes in 2019-2020: they are still read (old records, old habits) and dropped, never written.
 * Only Mexico's entry of libphonenumber's 'min' metadata is shipped (phoneMetadata.mx.json, checked
 * against the library's by phone.test.ts): it knows Mexico's lengths and area codes and keeps the
 * public registration page's bundle free of every other country's.
 */
const metadata = mexicoMetadata as unknown as MetadataJson;

export const MEXICO_CALLING_CODE = '52';
/** Digits of a Mexican national number. */
export const MEXICAN_PHONE_DIGITS = 10;

export interface MexicanPhone {
  /** +529211234567 */
  e164: string;
  /** 9211234567 */
  nationalNumber: string;
}

/** Drops separators and the retired prefixes: +52 1, 52 1, 044, 045, 01 before the 10 digits. */
function withoutRetiredPrefixes(input: string): string {
  const compact = input.trim().replace(/[\s().\-/]/g, '');
  const international = /^(\+|00)?521(\d{10})$/.exec(compact);
  if (international) return `+52${international[2]}`;
  const national = /^(?:04[45]|01)(\d{10})$/.exec(compact);
  if (national) return national[1];
  // 52 and 10 digits without the +: the country code typed without its sign (52 921 123 4567).
  if (/^52\d{10}$/.test(compact)) return `+${compact}`;
  if (/^0052\d{10}$/.test(compact)) return `+${compact.slice(2)}`;
  return compact;
}

/** The number as a valid Mexican phone, or null (wrong length, unknown area code, another country, not a number). */
export function parseMexicanPhone(input: string | null | undefined): MexicanPhone | null {
  if (typeof input !== 'string' || input.length > 40) return null;
  const candidate = withoutRetiredPrefixes(input);
  if (!/^\+?\d+$/.test(candidate)) return null;
  const parsed = parsePhoneNumberFromString(candidate, 'MX', metadata);
  if (!parsed || parsed.countryCallingCode !== MEXICO_CALLING_CODE || !parsed.isValid()) return null;
  const nationalNumber = String(parsed.nationalNumber);
  if (nationalNumber.length !== MEXICAN_PHONE_DIGITS) return null;
  return { e164: `+${MEXICO_CALLING_CODE}${nationalNumber}`, nationalNumber };
}

export function isValidMexicanPhone(input: string | null | undefined): boolean {
  return parseMexicanPhone(input) !== null;
}

/** +529211234567 for any way of writing a valid Mexican number, or null. */
export function mexicanPhoneToE164(input: string | null | undefined): string | null {
  return parseMexicanPhone(input)?.e164 ?? null;
}

/**
 * +52 and 10 digits as they are, without validation: what the registration form sends (its phones
 * are exactly 10 digits, checked by the schema and by parseMexicanPhone before they are stored).
 */
export function withMexicanCallingCode(tenDigits: string): string {
  return `+${MEXICO_CALLING_CODE}${tenDigits.replace(/\D/g, '').slice(-MEXICAN_PHONE_DIGITS)}`;
}

/** The profile screen's 2-3-3-4 groups, country code first: 52 921 123 4567 (spec 000 section 5). */
export const PHONE_GROUPS_PATTERN = /^52 \d{3} \d{3} \d{4}$/;
const GROUP_SIZES = [2, 3, 3, 4] as const;

/**
 * The 2-3-3-4 form of what is typed or stored, as far as it goes (digits only, 12 at most):
 * '+529211234567' and '529211234567' give '52 921 123 4567', '5292' gives '52 92'. A stored number
 * with the retired mobile '1' loses it.
 */
export function formatPhoneGroups(value: string): string {
  const stored = /^\+/.test(value.trim()) ? mexicanPhoneToE164(value) : null;
  const digits = (stored ?? value).replace(/\D/g, '').slice(0, 12);
  const parts: string[] = [];
  let start = 0;
  for (const size of GROUP_SIZES) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/** The national form people read on screens and in messages: 921 123 4567, 55 1234 5678. Invalid input comes back as given. */
export function formatNationalPhone(value: string): string {
  const phone = parseMexicanPhone(value);
  if (!phone) return value;
  return parsePhoneNumberFromString(phone.e164, metadata)?.formatNational() ?? phone.nationalNumber;
}

/** +52*******567: enough for the owner to recognise their phone, too little for anyone else. */
export function maskPhone(phone: string): string {
  const shown = mexicanPhoneToE164(phone) ?? phone;
  return `${shown.slice(0, 3)}${'*'.repeat(Math.max(0, shown.length - 6))}${shown.slice(-3)}`;
}
