import { type Language } from '../../../../domain/i18n/language';

export type { FormCheck } from './formCheck';

/** The interface language as the catalogue names it. */
export function catalogueLanguage(language: string | undefined): Language {
  return language?.startsWith('en') ? 'en' : 'es';
}
