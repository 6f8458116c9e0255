import { type z } from 'zod';
import { errorCatalogue } from '../../../../domain/errors/catalogue';
import { type Language } from '../../../../domain/i18n/language';
import { checkFormWith, type FormCheck } from './formCheck';

export type { FormCheck } from './formCheck';

/** A staff screen's check with the shared schema: messages from the whole catalogue. */
export function checkForm<S extends z.ZodType>(schema: S, input: unknown, language: Language): FormCheck<z.output<S>> {
  return checkFormWith(errorCatalogue, schema, input, language);
}

/** The interface language as the catalogue names it. */
export function catalogueLanguage(language: string | undefined): Language {
  return language?.startsWith('en') ? 'en' : 'es';
}
