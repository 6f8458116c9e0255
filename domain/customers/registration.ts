import { z } from 'zod';
import { singleLineText } from '../common/text';
import { isValidMexicanPhone, withMexicanCallingCode } from '../common/phone';
import {
  customerPhoneTypes,
  INE_PHOTO_TOKEN_PATTERN,
  legalTypes,
  MAX_REGISTRATION_EMAILS,
  MAX_REGISTRATION_PHONES,
  PHONE_DIGITS,
  registrationEmailPattern,
} from './registrationRules';

/**
 * The customer pre-registration form of spec 000 (sections 3, 4, 5), shared by the public screen
 * and the server. Each issue's message is an error code of domain/errors/catalogue.ts, so the
 * screen shows the catalogue text in the visitor's language and the server answers the same code.
 * The constants and plain rules live in ./registrationRules.ts (no zod), re-exported here.
 */

export * from './registrationRules';

const text = (max: number) => singleLineText().max(max);

export const registrationPhoneSchema = z.object({
  phoneType: z.enum(customerPhoneTypes),
  phone: singleLineText().refine((phone) => new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(phone), 'CUSTOMER_PHONE_LENGTH'),
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
    phone: singleLineText()
      .regex(/^\d{10}$/, 'CUSTOMER_PHONE_LENGTH')
      .nullish(),
    email: singleLineText().regex(registrationEmailPattern, 'CUSTOMER_EMAIL_FORMAT').nullish(),
  })
  .refine((value) => Boolean(value.phone || value.email), 'CUSTOMER_PHONE_REQUIRED');
