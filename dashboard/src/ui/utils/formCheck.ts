import type { z } from 'zod';
import type { CatalogueEntry, ErrorCode } from '../../../../domain/errors/catalogue';
import { entryMessage } from '../../../../domain/errors/message';
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

/**
 * The catalogue entries a form's messages come from: the whole catalogue on staff screens
 * (./forms.ts), only its own areas' on a public page, which then does not download every area's
 * texts. A message that is not one of them reads as VALIDATION_FAILED.
 */
export type ErrorTexts = Partial<Record<ErrorCode, CatalogueEntry>> & { VALIDATION_FAILED: CatalogueEntry };

/** Parses with the shared schema; the text of the first issue of each field (its dotted path) otherwise. */
export function checkFormWith<S extends z.ZodType>(texts: ErrorTexts, schema: S, input: unknown, language: Language): FormCheck<z.output<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { value: parsed.data, problems: {} };
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.');
    if (field in problems) continue;
    const entry = Object.hasOwn(texts, issue.message) ? texts[issue.message as ErrorCode] : undefined;
    problems[field] = entryMessage(entry ?? texts.VALIDATION_FAILED, language);
  }
  return { problems };
}
