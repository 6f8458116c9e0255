import type { CountedNoun } from '../i18n/plural';

/** Which the API maps to an HTTP status and a GraphQL error code (api/errors.ts). */
export type ErrorKind = 'badRequest' | 'validation' | 'unauthenticated' | 'forbidden' | 'notFound' | 'conflict' | 'rateLimited' | 'unavailable' | 'internal';

/**
 * One code of the catalogue: its kind and its text in Spanish and English, with `{name}`
 * placeholders filled from the error's params. A param named in `counts` is a number shown with
 * its noun in the right plural form ("1 puesto", "3 puestos"), through i18next.
 */
export interface CatalogueEntry {
  kind: ErrorKind;
  es: string;
  en: string;
  counts?: Readonly<Record<string, CountedNoun>>;
}
