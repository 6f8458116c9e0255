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
