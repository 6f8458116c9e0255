import { z } from 'zod';
import { formatPhoneGroups, parseMexicanPhone, PHONE_GROUPS_PATTERN } from '../common/phone';
import { singleLineText } from '../common/text';
import { newPasswordSchema, totpCodeSchema } from './rules';

/** Phone types of spec 000 section 3. */
export const profilePhoneTypes = ['home', 'work', 'office', 'mobile', 'other'] as const;
export type ProfilePhoneType = (typeof profilePhoneTypes)[number];

/** The profile dialog's phone input: 2-3-3-4 digits separated by spaces, country code first (52 921 123 4567). */
export const PROFILE_PHONE_PATTERN = PHONE_GROUPS_PATTERN;

/** Stored form of a profile phone: E.164, +52 and the 10 digits (the input is checked first). */
export function profilePhoneToStored(input: string): string {
  return parseMexicanPhone(input)?.e164 ?? input;
}

/** The 2-3-3-4 form of a stored +52 phone, for the profile dialog. */
export function storedPhoneToProfile(stored: string): string {
  return formatPhoneGroups(stored);
}

export const profilePhoneSchema = z.object({
  phoneType: z.enum(profilePhoneTypes, 'PHONE_TYPE_INVALID'),
  phone: singleLineText()
    .regex(PROFILE_PHONE_PATTERN, { message: 'PHONE_PATTERN', abort: true })
    .refine((phone) => parseMexicanPhone(phone) !== null, 'PHONE_NOT_MEXICAN')
    .transform(profilePhoneToStored),
});

/** The PIN is numeric (4 to 8 digits) and stored as an argon2id hash like a password. */
export const pinSchema = singleLineText().regex(/^\d{4,8}$/, 'PIN_NOT_NUMERIC');

/** A new password needs a matching second entry (compared trimmed). */
export const passwordChangeSchema = z
  .object({ password: z.string(), confirmation: z.string() })
  .refine((value) => value.password.trim() === value.confirmation.trim(), { message: 'PASSWORD_CONFIRMATION_MISMATCH', path: ['confirmation'] })
  .pipe(z.object({ password: newPasswordSchema, confirmation: z.string() }))
  .transform((value) => value.password);

/**
 * One save of the profile dialog: only what changed is sent, and at least one thing must change
 * (Save is enabled only after a change).
 */
export const profileUpdateSchema = z
  .object({
    nickname: singleLineText().min(1, 'NICKNAME_INVALID').max(40, 'NICKNAME_INVALID').optional(),
    phones: z.array(profilePhoneSchema).max(3, 'PHONES_TOO_MANY').optional(),
    pin: pinSchema.optional(),
    newPassword: passwordChangeSchema.optional(),
    profilePhoto: singleLineText().min(1).max(1024).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), 'PROFILE_NOTHING_CHANGED');
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** The profile's authenticator dialogs (set up, turn off): the six-digit code of the app. */
export const authenticatorCodeSchema = z.object({ code: totpCodeSchema });
