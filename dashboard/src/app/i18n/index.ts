import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, initialLanguage, type Language, languageStorageKey, languages, toLanguage } from '../../ui/utils/languages';

/** Each language's texts are a chunk of their own: a page downloads only the language it shows. */
const bundles: Record<Language, () => Promise<Record<string, unknown>>> = {
  es: async () => (await import('./resources.es')).es,
  en: async () => (await import('./resources.en')).en,
};

/** An i18next backend over those chunks; switching the language loads the other one first. */
const languageChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    bundles[toLanguage(language)]().then(
      (texts) => callback(null, texts[namespace] as Record<string, unknown> | undefined),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export { languages, type Language } from '../../ui/utils/languages';

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Initialises the shared i18next instance: the stored language or Spanish, all module resources,
 * and a listener that keeps `<html lang>` and the stored choice in step with every change.
 */
export async function setupI18n(storage: Storage | undefined = safeLocalStorage()): Promise<i18n> {
  const language = initialLanguage(storage);
  i18next.on('languageChanged', (changed) => {
    const current = toLanguage(changed);
    document.documentElement.lang = current;
    try {
      storage?.setItem(languageStorageKey, current);
    } catch {
      // A full or disabled storage only loses the preference, never the switch itself.
    }
  });
  const namespaces = Object.keys(await bundles[language]());
  await i18next.use(languageChunks).use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    // Load at once instead of on a timer: the first paint waits for nothing else (and a page
    // whose clock is paused, as in the countdown's browser test, still starts).
    initAsync: false,
  });
  document.documentElement.lang = language;
  return i18next;
}
