import type { CatalogueEntry } from './entry';

/** The change history and its audit log (issue 22). */
export const historyErrors = {
  HISTORY_DATE_INVALID: {
    kind: 'validation',
    es: 'La fecha {value} no es válida: escríbela como aaaa-MM-dd.',
    en: 'The date {value} is not valid: write it as yyyy-MM-dd.',
  },
  HISTORY_RANGE_INVERTED: {
    kind: 'validation',
    es: 'La fecha inicial ({from}) es posterior a la final ({to}).',
    en: 'The start date ({from}) is after the end date ({to}).',
  },
  HISTORY_DAY_INVALID: {
    kind: 'validation',
    es: 'Escribe una fecha válida.',
    en: 'Write a valid date.',
  },
  HISTORY_RANGE_BACKWARDS: {
    kind: 'validation',
    es: 'La fecha inicial es posterior a la final: corrige el rango.',
    en: 'The start date is after the end date: correct the range.',
  },
  HISTORY_OPERATION_UNKNOWN: {
    kind: 'validation',
    es: 'La operación {value} no existe: usa create, update o delete.',
    en: 'Operation {value} does not exist: use create, update or delete.',
  },
  HISTORY_AREA_UNKNOWN: {
    kind: 'validation',
    es: 'La bitácora no conoce el área ni el tipo de registro {value}.',
    en: 'The audit log knows no area or record type {value}.',
  },
  HISTORY_PAGE_INVALID: {
    kind: 'validation',
    es: 'La página debe ser 1 o mayor y el tamaño de página entre 1 y {max}.',
    en: 'The page must be 1 or more and the page size between 1 and {max}.',
  },
  HISTORY_APPEND_ONLY: {
    kind: 'forbidden',
    es: 'El historial de cambios no se puede modificar ni borrar.',
    en: 'The change history cannot be edited or deleted.',
  },
} as const satisfies Record<string, CatalogueEntry>;
