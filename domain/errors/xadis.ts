import type { CatalogueEntry } from './entry';

/** Xadis: the empty-container report and the partner transmission (spec 001 sections 5 and 8). */
export const xadisErrors = {
  XADIS_DATE_SELECTION: { kind: 'validation', es: 'date selection', en: 'date selection' },
  XADIS_DATE_INVALID: { kind: 'validation', es: 'La fecha no es válida (aaaa-mm-dd).', en: 'The date is not valid (yyyy-mm-dd).' },
  XADIS_DATE_OUT_OF_RANGE: {
    kind: 'validation',
    es: 'Elige fechas de los últimos 365 días, sin fechas futuras.',
    en: 'Pick dates within the last 365 days, no future dates.',
  },
  XADIS_RANGE_ORDER: { kind: 'validation', es: 'La fecha final es anterior a la inicial.', en: 'The end date is before the start date.' },
  XADIS_QUANTITY_INVALID: {
    kind: 'validation',
    es: 'La cantidad de cajas debe ser un número entero de 0 o más.',
    en: 'The box quantity must be a whole number, 0 or more.',
  },
  XADIS_UNKNOWN_PRODUCT: {
    kind: 'validation',
    es: 'El producto {sku} no está en la equivalencia de envase vacío.',
    en: 'Product {sku} is not in the empty-container equivalence.',
  },
  XADIS_TOTALS_DIFFER: {
    kind: 'validation',
    es: 'El total de cajas no coincide con el total del ERP (diferencia {difference}).',
    en: 'The box total does not match the ERP total (difference {difference}).',
  },
  XADIS_REPORT_CLOSED: { kind: 'conflict', es: 'El reporte de esta ventana ya se envió.', en: "This window's report was already sent." },
  XADIS_REPORT_CHANGED: {
    kind: 'conflict',
    es: 'Otra persona cambió el reporte; vuelve a cargarlo.',
    en: 'Someone else changed the report; reload it.',
  },
  XADIS_SHIPPING_DATE_REQUIRED: { kind: 'validation', es: 'Elige la fecha de envío.', en: 'Pick the shipping date.' },
  XADIS_TRANSMISSION_RUNNING: {
    kind: 'conflict',
    es: 'Ya hay un envío de información en curso.',
    en: 'A transmission is already running.',
  },
  XADIS_TRANSMISSION_NOT_FOUND: { kind: 'notFound', es: 'No existe el envío {id}.', en: 'There is no transmission {id}.' },
  XADIS_EMAIL_INVALID: { kind: 'validation', es: 'Formato de correo incorrecto', en: 'Email incorrect Format' },
  XADIS_RECIPIENTS_REQUIRED: { kind: 'validation', es: 'Indica al menos un destinatario.', en: 'Enter at least one recipient.' },
} as const satisfies Record<string, CatalogueEntry>;
