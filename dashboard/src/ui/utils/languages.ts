/** The interface languages; Spanish is the product's default (spec 000 section 1). */
export const languages = ['es', 'en'] as const;

export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'es';

/** localStorage key that keeps the visitor's choice across reloads. */
export const languageStorageKey = 'prometheus.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The language to start with: the stored choice when it is valid, otherwise Spanish. */
export function initialLanguage(storage: Pick<Storage, 'getItem'> | undefined): Language {
  try {
    const stored = storage?.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    // Storage can throw when disabled by privacy settings; the default still works.
    return defaultLanguage;
  }
}

/** Maps i18next's resolved language (which may carry a region, e.g. "en-US") to one of ours. */
export function toLanguage(value: string | undefined): Language {
  const base = value?.split('-')[0];
  return isLanguage(base) ? base : defaultLanguage;
}
