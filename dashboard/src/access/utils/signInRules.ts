import { type z } from 'zod';
import { signInSchema } from '../../../../domain/access/rules';
import { issueCodes } from '../../../../domain/access/validation';
import { errorMessage, type ErrorCode } from '../../../../domain/errors/catalogue';
import { type Language } from '../../../../domain/i18n/language';
import { type SignInInput } from '../../graphql';

/** The modes of spec 000 section 4, plus the authenticator steps of the secure MFA (code, and setup when the position requires one). */
export type SignInMode = 'signIn' | 'signUp' | 'confirmSignUp' | 'forgotRequest' | 'forgotSubmit' | 'newPassword' | 'mfa' | 'mfaSetup';

/**
 * The screens validate with the same zod schemas the server parses with (domain/access), so a
 * rule of spec 000 section 5 lives in one place. Each issue's message is a catalogue code.
 */
export interface FormCheck<T> {
  /** The parsed value (trimmed, padded...) when every rule holds. */
  value?: T;
  /** The catalogue text of the first problem of each field, in the interface language. */
  problems: Record<string, string>;
}

export function checkForm<S extends z.ZodType>(schema: S, input: unknown, language: Language): FormCheck<z.output<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { value: parsed.data, problems: {} };
  const problems: Record<string, string> = {};
  for (const [field, code] of Object.entries(issueCodes(parsed.error))) problems[field] = errorMessage(code as ErrorCode, language);
  return { problems };
}

/** Whether the Sign In button may be pressed: username longer than 4, password longer than 3 (trimmed). */
export function canSubmitSignIn(input: SignInInput): boolean {
  return signInSchema.safeParse(input).success;
}

/** What is sent: both fields trimmed and the password left-padded with zeros to six characters. */
export function prepareSignInCredentials(input: SignInInput): SignInInput {
  return signInSchema.parse(input);
}

/** The interface language as the catalogue names it. */
export function catalogueLanguage(language: string | undefined): Language {
  return language?.startsWith('en') ? 'en' : 'es';
}
