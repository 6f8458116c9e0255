import { type z } from 'zod';
import { issueCodes } from '../../../../domain/access/validation';
import { errorMessage, type ErrorCode } from '../../../../domain/errors/catalogue';
import { type Language } from '../../../../domain/i18n/language';

/**
 * The screens validate with the same zod schemas the server parses with (domain/), so a rule
 * lives in one place. Each issue's message is a catalogue code.
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

/** The interface language as the catalogue names it. */
export function catalogueLanguage(language: string | undefined): Language {
  return language?.startsWith('en') ? 'en' : 'es';
}
