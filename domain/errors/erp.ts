import type { CatalogueEntry } from './entry';

/** The ERP: typed operations, the agent's answers, its configuration. */
export const erpErrors = {
  ERP_OPERATION_NOT_ALLOWED: {
    kind: 'forbidden',
    es: 'La operación {operation} del ERP solo la ejecutan los procesos del sistema.',
    en: "The ERP operation {operation} is run only by the system's processes.",
  },
  ERP_OPERATION_INVALID: {
    kind: 'validation',
    es: 'La operación del ERP no es válida: {detail}',
    en: 'The ERP operation is not valid: {detail}',
  },
  ERP_ARTICLE_KEYS_MISSING: {
    kind: 'validation',
    es: 'Agrega al menos una clave de artículo.',
    en: 'Add at least one article key.',
  },
  ERP_ARTICLE_KEY_INVALID: {
    kind: 'validation',
    es: 'Las claves solo llevan letras, números, guion y guion bajo (hasta 30 caracteres).',
    en: 'Keys hold only letters, digits, dash and underscore (up to 30 characters).',
  },
  ERP_TOO_MANY_ARTICLE_KEYS: {
    kind: 'validation',
    es: 'Se pueden consultar hasta 500 claves a la vez.',
    en: 'Up to 500 keys can be read at once.',
  },
  ERP_RANGE_MISSING: {
    kind: 'validation',
    es: 'Elige la fecha inicial y la final.',
    en: 'Choose the start and end dates.',
  },
  ERP_RANGE_REVERSED: {
    kind: 'validation',
    es: 'La fecha final debe ser posterior a la inicial.',
    en: 'The end date must come after the start date.',
  },
  ERP_NO_ANSWER: {
    kind: 'unavailable',
    es: 'El ERP no respondió en {seconds} s.',
    en: 'The ERP did not answer within {seconds} s.',
  },
  ERP_FAILED: {
    kind: 'unavailable',
    es: 'El ERP devolvió un error: {detail}',
    en: 'The ERP returned an error: {detail}',
  },
  ERP_BACKEND_NOT_CONFIGURED: {
    kind: 'unavailable',
    es: 'El acceso al ERP no está configurado: {detail}',
    en: 'ERP access is not configured: {detail}',
  },
} as const satisfies Record<string, CatalogueEntry>;
