import i18next from 'i18next';
import type { Language } from './language';

/**
 * Counted nouns ("1 puesto", "3 puestos") for texts outside the screens' own translations (the
 * error catalogue, the system status). The plural form is chosen by i18next from the language's
 * plural rules (`_one` / `_other` keys), never written as 'puesto(s)'.
 */
const countedNouns = {
  position: { es: ['{{count}} puesto', '{{count}} puestos'], en: ['{{count}} position', '{{count}} positions'] },
  employee: { es: ['{{count}} empleado', '{{count}} empleados'], en: ['{{count}} employee', '{{count}} employees'] },
  dataSource: { es: ['{{count}} fuente de información', '{{count}} fuentes de información'], en: ['{{count}} data source', '{{count}} data sources'] },
  variableCommission: {
    es: ['{{count}} comisión variable', '{{count}} comisiones variables'],
    en: ['{{count}} variable commission', '{{count}} variable commissions'],
  },
  indicator: { es: ['{{count}} indicador', '{{count}} indicadores'], en: ['{{count}} indicator', '{{count}} indicators'] },
  parameter: { es: ['{{count}} parámetro', '{{count}} parámetros'], en: ['{{count}} parameter', '{{count}} parameters'] },
  variable: { es: ['{{count}} variable', '{{count}} variables'], en: ['{{count}} variable', '{{count}} variables'] },
  worker: { es: ['{{count}} worker', '{{count}} workers'], en: ['{{count}} worker', '{{count}} workers'] },
  article: { es: ['{{count}} artículo', '{{count}} artículos'], en: ['{{count}} article', '{{count}} articles'] },
} as const satisfies Record<string, Record<Language, readonly [one: string, other: string]>>;

export type CountedNoun = keyof typeof countedNouns;

/** `noun_one` gets the singular; every other category of the language (`_other`, Spanish `_many` for a million...) the plural. */
function resources(language: Language): Record<string, string> {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  return Object.fromEntries(
    Object.entries(countedNouns).flatMap(([noun, forms]) => {
      const [one, other] = forms[language];
      return categories.map((category) => [`${noun}_${category}`, category === 'one' ? one : other] as const);
    }),
  );
}

const plurals = i18next.createInstance();
void plurals.init({
  initAsync: false,
  lng: 'es',
  fallbackLng: false,
  supportedLngs: ['es', 'en'],
  resources: { es: { translation: resources('es') }, en: { translation: resources('en') } },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
});

// The dashboard types i18next's keys with its own resources (module augmentation); these keys are
// this instance's own, so its lookup is typed here.
const translate = plurals.t.bind(plurals) as unknown as (key: string, options: { count: number; lng: Language }) => string;

/** "3 puestos", "1 position": the count and the noun in the form the language wants for it. */
export function counted(noun: CountedNoun, count: number, language: Language): string {
  return translate(noun, { count, lng: language });
}

export function isCountedNoun(value: string): value is CountedNoun {
  return Object.prototype.hasOwnProperty.call(countedNouns, value);
}
