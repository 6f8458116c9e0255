import { z } from 'zod';
import { AppError, type ErrorCode } from '../errors/catalogue';
import type { Language } from '../i18n/language';

const localeErrors = { es: z.locales.es().localeError, en: z.locales.en().localeError };

/** One line naming each problem and where it is, in the reader's language. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues.map((issue) => `${issue.path.join('.') || 'valor'}: ${issue.message}`).join('; ');
}

/**
 * Parses with a schema shared by the screens and the server, and turns a failure into a catalogue
 * error whose detail lists the problems in the caller's language. Nothing is changed on failure.
 */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown, language: Language, code: ErrorCode = 'VALIDATION_FAILED'): z.output<T> {
  const parsed = schema.safeParse(value, { error: localeErrors[language] });
  if (parsed.success) return parsed.data;
  throw new AppError(code, { detail: describeIssues(parsed.error.issues) }, { issues: parsed.error.issues.map(({ path, message, code: issueCode }) => ({ path, message, code: issueCode })) });
}
