import type { CatalogueEntry } from './entry';

/** Store configuration (spec 002: Store Config screen, sections 5 and 8). */
export const storesErrors = {
  STORE_CONFIG_REQUIRED: {
    kind: 'validation',
    es: 'Verifica campos requeridos.',
    en: 'Check the required fields.',
  },
  STORE_FIELD_REQUIRED: {
    kind: 'validation',
    es: 'Campo requerido',
    en: 'Required',
  },
  STORE_FIELD_NUMERIC: {
    kind: 'validation',
    es: 'Debe ser un número entero',
    en: 'must be a whole number',
  },
  STORE_FIELD_POSITIVE: {
    kind: 'validation',
    es: 'Debe ser mayor que 0',
    en: 'must be greater than 0',
  },
  STORE_FIELD_URL: {
    kind: 'validation',
    es: 'Debe ser una dirección ws://, wss://, http:// o https://',
    en: 'must be a ws://, wss://, http:// or https:// address',
  },
  STORE_FIELD_HOST: {
    kind: 'validation',
    es: 'Debe ser una dirección IP o un nombre de equipo',
    en: 'must be an IP address or a host name',
  },
  STORE_FISCAL_SERIES: {
    kind: 'validation',
    es: 'Faltan series fiscales: Factura (10), Nota de Crédito (20) y Pago (30) son obligatorias.',
    en: 'Fiscal series missing: Factura (10), Nota de Crédito (20) and Pago (30) are required.',
  },
  WAREHOUSE_NOT_FOUND: {
    kind: 'notFound',
    es: 'No existe la sucursal {id}.',
    en: 'Store {id} does not exist.',
  },
  STORE_STALE: {
    kind: 'conflict',
    es: 'Alguien más cambió la sucursal mientras la veías. Recarga la tabla y vuelve a intentarlo.',
    en: 'Someone else changed the store while you were looking. Reload the table and try again.',
  },
  STORE_ZONE_UNKNOWN: {
    kind: 'validation',
    es: 'La zona {id} no existe.',
    en: 'Zone {id} does not exist.',
  },
  STORE_TEMPLATE_UNAVAILABLE: {
    kind: 'validation',
    es: 'El tipo de tienda {id} no existe, fue borrado o está desactivado.',
    en: 'Store type {id} does not exist, was deleted or is inactive.',
  },
} as const satisfies Record<string, CatalogueEntry>;
