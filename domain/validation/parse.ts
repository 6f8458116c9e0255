import { z } from 'zod';
import { AppError, errorCatalogue, errorMessage, type ErrorCode } from '../errors/catalogue';
import { defaultLanguage, type Language } from '../i18n/language';

/** Zod's own messages in each language (the screens' forms use them as the server does). */
export const localeErrors = { es: z.locales.es().localeError, en: z.locales.en().localeError };

function isCatalogueCode(value: string): value is ErrorCode {
  return Object.prototype.hasOwnProperty.call(errorCatalogue, value);
}

/**
 * One line naming each problem and where it is, in the reader's language: an issue whose message
 * is a catalogue code (the shared schemas' convention) shows that code's text.
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[], language: Language = defaultLanguage): string {
  return issues
    .map((issue) => `${issue.path.join('.') || 'valor'}: ${isCatalogueCode(issue.message) ? errorMessage(issue.message, language) : issue.message}`)
    .join('; ');
}

/**
 * Parses with a schema shared by the screens and the server, and turns a failure into a catalogue
 * error whose detail lists the problems in the caller's language. Nothing is changed on failure.
 */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown, language: Language, code: ErrorCode = 'VALIDATION_FAILED'): z.output<T> {
  const parsed = schema.safeParse(value, { error: localeErrors[language] });
  if (parsed.success) return parsed.data;
  throw new AppError(
    code,
    { detail: describeIssues(parsed.error.issues, language) },
    { issues: parsed.error.issues.map(({ path, message, code: issueCode }) => ({ path, message, code: issueCode })) },
  );
}

/**
 * Drops the nulls (and undefineds) GraphQL gives for absent optional fields, at every depth, so the
 * schemas' defaults and optional fields apply.
 */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, field]) => field !== null && field !== undefined)
        .map(([key, field]) => [key, withoutNulls(field)]),
    );
  }
  return value;
}
