import { z } from 'zod';
import { singleLineText } from '../common/text';
import { isValidMexicanPhone, MEXICAN_PHONE_DIGITS, withMexicanCallingCode } from '../common/phone';

/**
 * The customer pre-registration form of spec 000 (sections 3, 4, 5), shared by the public screen
 * and the server. Each issue's message is an error code of domain/errors/catalogue.ts, so the
 * screen shows the catalogue text in the visitor's language and the server answers the same code.
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

const text = (max: number) => singleLineText().max(max);

export const registrationPhoneSchema = z.object({
  phoneType: z.enum(customerPhoneTypes),
  phone: singleLineText()
    .refine((phone) => new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(phone), 'CUSTOMER_PHONE_LENGTH'),
});

export const registrationLegalSchema = z.object({
  legalType: z.enum(legalTypes),
  datetime: z.number().int().min(0),
});

const coordinatesSchema = z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]);

export const registrationAddressSchema = z.object({
  route_street_number: text(200).default(''),
  sublocality: text(200).default(''),
  id_locality: text(40).default(''),
  locality: text(120).default(''),
  political: text(120).default(''),
  postal_code: singleLineText().regex(/^\d{5}$/, 'POSTAL_CODE_INVALID'),
  /** [lat, lng] as the screen's map gives it. */
  location: z.object({ coordinates: coordinatesSchema }).nullish(),
  references: text(400).default(''),
});

export const registrationTaxpayerSchema = z.object({
  taxpayerName: singleLineText().min(1, 'CUSTOMER_TAXPAYER_REQUIRED').max(200),
  identification: singleLineText().min(1, 'CUSTOMER_TAXPAYER_REQUIRED').max(20),
});

/**
 * The token POST /api/registration/ine-photo answers for the optional INE photo:
 * `<expires epoch s>.<HMAC-SHA256 base64url>.<private key>`; the server checks signature and expiry.
 */
export const INE_PHOTO_TOKEN_PATTERN = /^\d{1,12}\.[A-Za-z0-9_-]{43}\.private\/[A-Za-z0-9._@/-]{1,300}$/;

/** Step 1: customer data. */
export const registrationDataSchema = z.object({
  customerName: singleLineText().min(1, 'CUSTOMER_NAME_REQUIRED').max(80),
  customerSecondName: singleLineText().min(1, 'CUSTOMER_SECOND_NAME_REQUIRED').max(80),
  customerLastName: text(80).default(''),
  /** yyyy-mm-dd, optional. */
  customerBirthday: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'CUSTOMER_BIRTHDAY_INVALID')
    .nullish()
    .transform((value) => value ?? null),
  phones: z.array(registrationPhoneSchema).min(1, 'CUSTOMER_PHONE_REQUIRED').max(MAX_REGISTRATION_PHONES, 'CUSTOMER_PHONES_TOO_MANY'),
  emails: z
    .array(singleLineText().regex(registrationEmailPattern, 'CUSTOMER_EMAIL_FORMAT').max(254, 'CUSTOMER_EMAIL_FORMAT'))
    .max(MAX_REGISTRATION_EMAILS, 'CUSTOMER_EMAILS_TOO_MANY')
    .default([]),
  taxpayer: registrationTaxpayerSchema.nullish().transform((value) => value ?? null),
  address: registrationAddressSchema.nullish().transform((value) => value ?? null),
  /** The chosen store (warehouseId); the server reads its name and position from the catalogue. */
  warehouseId: singleLineText().regex(/^[A-Z0-9_]{1,20}$/, 'STORE_NOT_FOUND'),
  /** Optional photo of the INE (voter ID), already uploaded: the upload's token. */
  inePhotoToken: z
    .string()
    .regex(INE_PHOTO_TOKEN_PATTERN, 'CUSTOMER_INE_TOKEN_INVALID')
    .nullish()
    .transform((value) => value ?? null),
});

/** Step 2: both legals accepted, exactly two entries. */
export const registrationLegalsSchema = z
  .array(registrationLegalSchema)
  .refine(
    (legals) => legals.length === 2 && legalTypes.every((type) => legals.some((legal) => legal.legalType === type && legal.datetime > 0)),
    'CUSTOMER_LEGALS_REQUIRED',
  );

/** The whole form the server receives. */
export const registrationSchema = registrationDataSchema.extend({ legals: registrationLegalsSchema });
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

/** The three name parts joined into the customer's full name. */
export function fullCustomerName(parts: { customerName: string; customerSecondName: string; customerLastName?: string }): string {
  return [parts.customerName, parts.customerSecondName, parts.customerLastName ?? '']
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .join(' ');
}

/** Phones are sent and stored with +52 (E.164). */
export function withMexicoPrefix(digits: string): string {
  return withMexicanCallingCode(digits);
}

/**
 * The first phone a phone library cannot read as a Mexican number (e.g. 0000000000), or null:
 * the server answers "Variable phone has an invalid value Unable to parse … as a valid phone number".
 */
export function firstUnparseablePhone(phones: readonly { phone: string }[]): string | null {
  for (const { phone } of phones) if (!isValidMexicanPhone(withMexicoPrefix(phone))) return phone;
  return null;
}

/** Lower-case e-mail and +52 phone keys used to spot an existing customer. */
export function contactKeys(registration: { phones: readonly { phone: string }[]; emails: readonly string[] }): { phoneKeys: string[]; emailKeys: string[] } {
  return {
    phoneKeys: [...new Set(registration.phones.map((phone) => withMexicoPrefix(phone.phone)))],
    emailKeys: [...new Set(registration.emails.map((email) => email.trim().toLowerCase()))],
  };
}

/** The duplicate check while typing: one phone (10 digits) or one e-mail. */
export const duplicateCheckSchema = z
  .object({
    phone: singleLineText().regex(/^\d{10}$/, 'CUSTOMER_PHONE_LENGTH').nullish(),
    email: singleLineText().regex(registrationEmailPattern, 'CUSTOMER_EMAIL_FORMAT').nullish(),
  })
  .refine((value) => Boolean(value.phone || value.email), 'CUSTOMER_PHONE_REQUIRED');

/** The fixed customer type new pre-registrations receive: CC, Cliente Club (the seeded principal type). */
export const DEFAULT_CUSTOMER_TYPE_ID = 'CC';
