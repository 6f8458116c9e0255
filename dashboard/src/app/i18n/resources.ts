import { en } from './resources.en';
import { es } from './resources.es';

/**
 * Every user-visible text, one namespace per business area. A module keeps its own es/en files
 * beside its code; registering them in resources.es.ts and resources.en.ts is the one step that
 * makes them available. The application loads only the languages in use (index.ts); this module,
 * with both, gives the types and the tests.
 */
export const resources = { es, en } as const;

export type Namespace = keyof (typeof resources)['es'];

export const namespaces = Object.keys(resources.es) as Namespace[];

export const defaultNamespace = 'common' satisfies Namespace;
