import type { Language } from '../i18n/language';
import { counted } from '../i18n/plural';
import { fillTemplate } from '../i18n/template';
import type { CatalogueEntry } from './entry';

export type ErrorParams = Record<string, string | number>;

/**
 * One catalogue entry's text in a language, its `{name}` placeholders filled from params (a
 * counted param with its noun in the right plural form). The catalogue's errorMessage uses it, and
 * so does a page that loads only its own areas' entries (the public registration page).
 */
export function entryMessage(entry: CatalogueEntry, language: Language, params: ErrorParams = {}): string {
  const filled = { ...params };
  for (const [name, noun] of Object.entries(entry.counts ?? {})) {
    const count = Number(params[name]);
    if (name in params && Number.isFinite(count)) filled[name] = counted(noun, count, language);
  }
  return fillTemplate(entry[language], filled);
}
