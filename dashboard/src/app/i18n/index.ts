import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, initialLanguage, languageStorageKey, languages, toLanguage } from '../../ui/utils/languages';

/**
 * Each module's texts in each language are a chunk of their own (dashboard/src/<module>/i18n/<language>.json;
 * the app's own file is the 'common' namespace): a page downloads only the namespaces it shows, in
 * the language it shows, so the public pages never carry the texts of the staff areas.
 */
const textFiles = import.meta.glob<{ default: Record<string, unknown> }>(['../../*/i18n/es.json', '../../*/i18n/en.json', './es.json', './en.json']);

function namespaceOf(file: string): { namespace: string; language: string } | null {
  const own = /^\.\/(es|en)\.json$/.exec(file);
  if (own) return { namespace: 'common', language: own[1] };
  const module = /^\.\.\/\.\.\/([A-Za-z]+)\/i18n\/(es|en)\.json$/.exec(file);
  return module ? { namespace: module[1], language: module[2] } : null;
}

const loaders = new Map<string, () => Promise<{ default: Record<string, unknown> }>>();
for (const [file, load] of Object.entries(textFiles)) {
  const found = namespaceOf(file);
  if (found) loaders.set(`${found.language}/${found.namespace}`, load);
}

/** Every namespace the dashboard has (the folders with an i18n directory). */
export const allNamespaces: string[] = [...new Set([...loaders.keys()].map((key) => key.split('/')[1]))];

/** What the public pages (landing, legal texts, registration, invoicing, sign-in) use. */
export const publicNamespaces = ['common', 'landing', 'registration', 'billing', 'access'];
/**
 * What every public page draws (the layout, the landing and legal pages): loaded before the
 * first paint. The other public pages' own namespaces load with their code (loadNamespaces).
 */
export const initialNamespaces = ['common', 'landing'];

/** Loads namespaces in the current language (the router awaits a page's with its code). */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  await i18next.loadNamespaces([...namespaces]);
}

/** An i18next backend over those chunks; switching the language loads the namespaces in use again. */
const namespaceChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const load = loaders.get(`${toLanguage(language)}/${namespace}`);
    if (!load) {
      callback(new Error(`No texts for the namespace ${namespace}`), null);
      return;
    }
    load().then(
      (texts) => callback(null, texts.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * Loads the texts of every staff area: the shell's loader awaits it before its first render, so
 * no screen waits for its namespace (and no component suspends) once signed in.
 */
export async function loadStaffNamespaces(): Promise<void> {
  await i18next.loadNamespaces(allNamespaces);
}

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
  await i18next
    .use(namespaceChunks)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: defaultLanguage,
      supportedLngs: [...languages],
      ns: initialNamespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      // Load at once instead of on a timer: the first paint waits for nothing else (and a page
      // whose clock is paused, as in the countdown's browser test, still starts).
      initAsync: false,
    });
  document.documentElement.lang = language;
  return i18next;
}
