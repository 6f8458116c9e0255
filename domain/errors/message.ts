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

/**
 * A catalogue code with its parameters as one zod message (`CODE?min=3&field=name`), for a shared
 * schema whose catalogue text has placeholders: the dashboard's problemText (ui/utils/zodForm.ts)
 * reads it back and fills the text in the user's language.
 */
export function codeWithParams(code: string, params: ErrorParams = {}): string {
  const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)])).toString();
  return query ? `${code}?${query}` : code;
}

/** The code and parameters of a message made by codeWithParams (a bare code has none). */
export function codeAndParamsOf(message: string): { code: string; params: ErrorParams } {
  const mark = message.indexOf('?');
  if (mark < 0) return { code: message, params: {} };
  return { code: message.slice(0, mark), params: Object.fromEntries(new URLSearchParams(message.slice(mark + 1))) };
}
