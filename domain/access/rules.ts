import { z } from 'zod';
import { parseMexicanPhone } from '../common/phone';
import { singleLineText } from '../common/text';

/**
 * The validation rules of spec 000 section 5, shared by the sign-in screens and the server. Each
 * issue's message is an error code of domain/errors/catalogue.ts, so the screen shows the
 * catalogue text in the user's language and the server answers with the same code.
 */

/** Usernames are longer than 4 characters; passwords of sign-in longer than 3, elsewhere longer than 5. */
export const USERNAME_MIN_LENGTH = 5;
export const SIGN_IN_PASSWORD_MIN_LENGTH = 4;
export const PASSWORD_MIN_LENGTH = 6;
/** Passwords are left-padded with zeros to 6 characters before they are used. */
export const PASSWORD_PAD_LENGTH = 6;
export const SIGN_UP_CODE_MIN_LENGTH = 6;
export const RESET_CODE_MIN_LENGTH = 5;
export const PHONE_MIN_LENGTH = 10;
export const USERNAME_MAX_LENGTH = 60;
export const PASSWORD_MAX_LENGTH = 128;

/** Left-pads a trimmed password with zeros to 6 characters (spec 000 section 5). */
export function padPassword(password: string): string {
  return password.padStart(PASSWORD_PAD_LENGTH, '0');
}

export const userNameSchema = singleLineText()
  .min(USERNAME_MIN_LENGTH, 'USERNAME_TOO_SHORT')
  .max(USERNAME_MAX_LENGTH, 'USERNAME_INVALID')
  .regex(/^[A-Za-z0-9_.@-]+$/, 'USERNAME_INVALID');

/** A new password: trimmed, more than 5 characters, padded to 6. */
export const newPasswordSchema = z
  .string()
  .trim()
  .min(PASSWORD_MIN_LENGTH, 'PASSWORD_TOO_SHORT')
  .max(PASSWORD_MAX_LENGTH, 'PASSWORD_TOO_LONG')
  .transform(padPassword);

/**
 * A Mexican phone typed at sign-up or on the new-password form: trimmed, at least 10 characters,
 * 10 digits after an optional +52 (the retired +521 is still read). A number of the right shape
 * that is not a Mexican phone (0000000000, an unknown area code) is PHONE_NOT_MEXICAN. The output
 * is E.164: +52 and the 10 digits.
 */
export const signUpPhoneSchema = singleLineText()
  .min(PHONE_MIN_LENGTH, 'PHONE_TOO_SHORT')
  .refine((phone) => /^(\+?521?)?\d{10}$/.test(phone.replace(/[\s().-]/g, '')), { message: 'PHONE_INVALID', abort: true })
  .refine((phone) => parseMexicanPhone(phone) !== null, 'PHONE_NOT_MEXICAN')
  .transform((phone) => parseMexicanPhone(phone)?.e164 ?? phone);

/** Sign in: username longer than 4, password longer than 3; both trimmed, the password padded to 6. */
export const signInSchema = z.object({
  userName: userNameSchema,
  password: z.string().trim().min(SIGN_IN_PASSWORD_MIN_LENGTH, 'PASSWORD_TOO_SHORT').max(PASSWORD_MAX_LENGTH, 'PASSWORD_TOO_LONG').transform(padPassword),
});
export type SignInInput = z.output<typeof signInSchema>;

/** Sign up: username longer than 4, password longer than 5, a phone of at least 10 characters. */
export const signUpSchema = z.object({
  userName: userNameSchema,
  password: newPasswordSchema,
  phone: signUpPhoneSchema,
});
export type SignUpInput = z.output<typeof signUpSchema>;

/** The sign-up confirmation code is longer than 5 characters and numeric. */
export const confirmSignUpSchema = z.object({
  userName: userNameSchema,
  code: singleLineText().min(SIGN_UP_CODE_MIN_LENGTH, 'CODE_TOO_SHORT').max(12, 'CODE_INVALID').regex(/^\d+$/, 'CODE_NOT_NUMERIC'),
});
export type ConfirmSignUpInput = z.output<typeof confirmSignUpSchema>;

/** Resending the sign-up code and requesting a reset code need only a username longer than 4. */
export const userNameOnlySchema = z.object({ userName: userNameSchema });

/** Forgot-password submit: a numeric code longer than 4 and a new password longer than 5. */
export const forgotPasswordSubmitSchema = z.object({
  userName: userNameSchema,
  code: singleLineText().min(RESET_CODE_MIN_LENGTH, 'CODE_TOO_SHORT').max(12, 'CODE_INVALID').regex(/^\d+$/, 'CODE_NOT_NUMERIC'),
  newPassword: newPasswordSchema,
});
export type ForgotPasswordSubmitInput = z.output<typeof forgotPasswordSubmitSchema>;

/**
 * New password required: the current and the new password, each longer than 5; a phone when the
 * account has none (sent and stored in E.164, +52; the retired +521 is still read). The new
 * password is padded to 6.
 */
export const completeNewPasswordSchema = z.object({
  userName: userNameSchema,
  currentPassword: z.string().trim().min(PASSWORD_MIN_LENGTH, 'PASSWORD_TOO_SHORT').max(PASSWORD_MAX_LENGTH, 'PASSWORD_TOO_LONG').transform(padPassword),
  newPassword: newPasswordSchema,
  phone: signUpPhoneSchema.optional(),
});
export type CompleteNewPasswordInput = z.output<typeof completeNewPasswordSchema>;

/** A TOTP code from an authenticator: 6 digits. */
export const totpCodeSchema = singleLineText().regex(/^\d{6}$/, 'MFA_CODE_INVALID');

export const mfaAnswerSchema = z.object({
  userName: userNameSchema,
  session: singleLineText().min(20, 'MFA_CHALLENGE_EXPIRED').max(200, 'MFA_CHALLENGE_EXPIRED'),
  code: totpCodeSchema,
});
export type MfaAnswerInput = z.output<typeof mfaAnswerSchema>;
