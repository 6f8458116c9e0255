import accessEn from '../../access/i18n/en.json';
import accessEs from '../../access/i18n/es.json';
import publicEn from '../../public/i18n/en.json';
import publicEs from '../../public/i18n/es.json';
import shellEn from '../../shell/i18n/en.json';
import shellEs from '../../shell/i18n/es.json';
import commonEn from './en.json';
import commonEs from './es.json';

/**
 * Every user-visible text, one namespace per business area. A module keeps its own es/en files
 * beside its code; registering them here is the one step that makes them available.
 */
export const resources = {
  es: { common: commonEs, public: publicEs, access: accessEs, shell: shellEs },
  en: { common: commonEn, public: publicEn, access: accessEn, shell: shellEn },
} as const;

export type Namespace = keyof (typeof resources)['es'];

export const namespaces = Object.keys(resources.es) as Namespace[];

export const defaultNamespace = 'common' satisfies Namespace;
