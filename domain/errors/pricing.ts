import type { CatalogueEntry } from './entry';

/** Customer price list (spec 002, Pricing; sections 5 and 8). */
export const pricingErrors = {
  PRICE_LIST_PRICE_NOT_POSITIVE: {
    kind: 'validation',
    es: 'Solo se pueden agregar artículos con precio mayor a 0.',
    en: 'Only articles with a price above 0 can be added.',
  },
  PRICE_LIST_EMPTY: {
    kind: 'validation',
    es: 'Agrega al menos una línea antes de exportar la lista.',
    en: 'Add at least one line before exporting the list.',
  },
  PRICE_LIST_DAY_INVALID: {
    kind: 'validation',
    es: 'Escribe una fecha válida.',
    en: 'Enter a valid date.',
  },
  PRICE_LIST_DATES_INVALID: {
    kind: 'validation',
    es: 'La fecha final de la oferta debe ser igual o posterior a la inicial.',
    en: 'The offer end date must be on or after the start date.',
  },
  PRICE_LIST_ALREADY_EXPORTED: {
    kind: 'conflict',
    es: 'La lista de precios de la empresa {companyId} ya se generó hoy ({day}). Podrás generarla de nuevo a partir del {nextDay}.',
    en: 'The price list of company {companyId} was already generated today ({day}). You can generate it again from {nextDay}.',
  },
  PRICE_LIST_QUERY_EMPTY: {
    kind: 'notFound',
    es: 'La consulta no devolvió datos... por favor verifique que los datos sean correctos',
    en: 'The query returned no data... please check that the data is correct',
  },
  PRICE_LIST_COMPANY_UNKNOWN: {
    kind: 'notFound',
    es: 'La empresa {companyId} no existe.',
    en: 'Company {companyId} does not exist.',
  },
} as const satisfies Record<string, CatalogueEntry>;
