import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, initialLanguage, languageStorageKey, languages, toLanguage } from '../../ui/utils/languages';
import { defaultNamespace, namespaces, resources } from './resources';

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
  await i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    ns: namespaces,
    defaultNS: defaultNamespace,
    interpolation: { escapeValue: false },
  });
  document.documentElement.lang = language;
  return i18next;
}
