import type { z } from 'zod';
import { AppError, errorCatalogue, type ErrorCode } from '../errors/catalogue';
import type { Language } from '../i18n/language';
import { parseOrThrow } from '../validation/parse';

export function isErrorCode(value: string): value is ErrorCode {
  return Object.prototype.hasOwnProperty.call(errorCatalogue, value);
}

/** The catalogue codes of a failed parse of the access schemas, by field path ('' for the whole value). */
export function issueCodes(error: z.ZodError): Record<string, ErrorCode> {
  const codes: Record<string, ErrorCode> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    if (!(path in codes)) codes[path] = isErrorCode(issue.message) ? issue.message : 'VALIDATION_FAILED';
  }
  return codes;
}

/**
 * Parses with one of the shared access schemas. The first failing rule becomes its catalogue
 * error (USERNAME_TOO_SHORT, SUBSCRIPTION_EMAIL_INVALID...) with every field's code in details;
 * a shape mistake the schema does not name falls back to VALIDATION_FAILED.
 */
export function parseAccessInput<T extends z.ZodType>(schema: T, value: unknown, language: Language): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  if (first && isErrorCode(first.message)) throw new AppError(first.message, {}, { fields: issueCodes(parsed.error) });
  return parseOrThrow(schema, value, language);
}

/**
 * GraphQL clients send null for fields they leave empty; the shared schemas mean "not sent" by
 * undefined. Drops null fields of an input object, except those where null means "clear it".
 */
export function dropNulls(value: unknown, keep: readonly string[] = []): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key, field]) => field !== null || keep.includes(key)));
}
