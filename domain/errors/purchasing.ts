import type { CatalogueEntry } from './entry';

/** Purchasing: forecasts and purchase orders (spec 002). */
export const purchasingErrors = {
  PURCHASING_COMPANY_NOT_FOUND: {
    kind: 'notFound',
    es: 'No se encontró la empresa {id}.',
    en: 'No company {id} was found.',
  },
  PURCHASING_PROVIDER_NOT_FOUND: {
    kind: 'notFound',
    es: 'No se encontró el proveedor {id} en la empresa.',
    en: 'No provider {id} was found in the company.',
  },
  PURCHASING_DAY_INVALID: {
    kind: 'validation',
    es: 'Escribe una fecha válida.',
    en: 'Enter a valid date.',
  },
  PURCHASING_RANGE_INVALID: {
    kind: 'validation',
    es: 'La fecha final debe ser igual o posterior a la inicial y el rango no puede pasar de 62 días.',
    en: 'The end date must be on or after the start date and the range cannot exceed 62 days.',
  },
  PURCHASING_PAGE_INVALID: {
    kind: 'validation',
    es: 'La página de la tabla debe empezar en una fila 0 o mayor y tener de 1 a 20,000 filas.',
    en: 'A page of the grid must start at row 0 or later and hold 1 to 20,000 rows.',
  },
  PURCHASING_NO_LINES: {
    kind: 'validation',
    es: 'Ninguna fila tiene piezas por pedir: captura al menos una.',
    en: 'No row has packages to order: enter at least one.',
  },
  PURCHASING_LINE_UNKNOWN: {
    kind: 'validation',
    es: 'El artículo {sku} de la tienda {store} no pertenece a la selección.',
    en: 'Article {sku} at store {store} is not part of the selection.',
  },
  PURCHASING_PACKAGES_INVALID: {
    kind: 'validation',
    es: 'Las piezas deben ser un número entero entre 0 y 999999.',
    en: 'Packages must be a whole number from 0 to 999999.',
  },
  PURCHASING_ORDER_TOO_MANY_LINES: {
    kind: 'validation',
    es: 'La orden tiene {lines} renglones con piezas y el ERP acepta hasta {max} por orden: elige menos tiendas y envíala en varias órdenes.',
    en: 'The order has {lines} lines with packages and the ERP takes at most {max} per order: choose fewer stores and send it as several orders.',
  },
  PURCHASING_ORDER_TOO_MANY_STORES: {
    kind: 'validation',
    es: 'La orden por tienda tiene {stores} tiendas y el ERP acepta hasta {max} por orden: consolídala o elige menos tiendas.',
    en: 'The per-store order has {stores} stores and the ERP takes at most {max} per order: consolidate it or choose fewer stores.',
  },
  PURCHASING_ORDER_NOT_FOUND: {
    kind: 'notFound',
    es: 'No se encontró la orden de compra {folio}.',
    en: 'No purchase order {folio} was found.',
  },
  PURCHASING_ORDER_ALREADY_SENT: {
    kind: 'conflict',
    es: 'La orden de compra {folio} ya fue enviada.',
    en: 'Purchase order {folio} was already sent.',
  },
  FORECAST_CSV_COLUMNS: {
    kind: 'validation',
    es: 'Al archivo de pronóstico le faltan columnas: {columns} (encabezado date,item,store,p10,p50,p90).',
    en: 'The forecast file lacks columns: {columns} (header date,item,store,p10,p50,p90).',
  },
  FORECAST_CSV_ROWS: {
    kind: 'validation',
    es: 'El archivo de pronóstico debe traer de 1 a {max} filas; trae {rows}.',
    en: 'The forecast file must carry 1 to {max} rows; it carries {rows}.',
  },
  FORECAST_CSV_ROW_VALUE: {
    kind: 'validation',
    es: 'El archivo de pronóstico no es válido: en la línea {line}, la columna {field} no es válida (fecha aaaa-mm-dd, artículo y tienda como en el catálogo, cantidades no negativas).',
    en: 'The forecast file is not valid: on line {line}, column {field} is not valid (date yyyy-mm-dd, article and store as in the catalogue, non-negative quantities).',
  },
  FORECAST_CSV_ROW_ORDER: {
    kind: 'validation',
    es: 'El archivo de pronóstico no es válido: en la línea {line}, p10, p50 y p90 deben cumplir p10 ≤ p50 ≤ p90.',
    en: 'The forecast file is not valid: on line {line}, p10, p50 and p90 must satisfy p10 ≤ p50 ≤ p90.',
  },
  FORECAST_CSV_UNKNOWN_STORES: {
    kind: 'validation',
    es: 'El archivo de pronóstico trae tiendas que no existen: {stores}.',
    en: 'The forecast file names stores that do not exist: {stores}.',
  },
  FORECAST_CSV_UNKNOWN_ITEMS: {
    kind: 'validation',
    es: 'Artículos del archivo de pronóstico que no están en el catálogo de la empresa de su tienda ({count}): {items}.',
    en: "Articles of the forecast file that are not in the catalogue of their store's company ({count}): {items}.",
    counts: { count: 'article' },
  },
  FORECAST_IMPORT_PART_INVALID: {
    kind: 'validation',
    es: 'La parte del archivo de pronóstico no es válida (identificador de importación, número de parte o línea).',
    en: 'The part of the forecast file is not valid (import id, part number or line).',
  },
  FORECAST_QUANTILES_ORDER: {
    kind: 'validation',
    es: 'p10, p50 y p90 deben ser números no negativos con p10 ≤ p50 ≤ p90.',
    en: 'p10, p50 and p90 must be non-negative numbers with p10 ≤ p50 ≤ p90.',
  },
  FORECAST_NO_PRODUCTS: {
    kind: 'validation',
    es: 'El proveedor no tiene productos vendibles y comprables en esas tiendas.',
    en: 'The provider has no sellable and purchasable products at those stores.',
  },
  FORECAST_COMPANY_REQUIRED: {
    kind: 'validation',
    es: 'Elige la empresa.',
    en: 'Choose the company.',
  },
  FORECAST_PROVIDER_REQUIRED: {
    kind: 'validation',
    es: 'Elige el proveedor.',
    en: 'Choose the provider.',
  },
  FORECAST_HORIZON_INVALID: {
    kind: 'validation',
    es: 'El horizonte debe ser un número entero de días entre 1 y 31.',
    en: 'The horizon must be a whole number of days from 1 to 31.',
  },
  FORECAST_ACCURACY_RANGE_INVALID: {
    kind: 'validation',
    es: 'El periodo de exactitud debe durar entre 7 y 183 días, con la fecha final después de la inicial.',
    en: 'The accuracy period must last from 7 to 183 days, with the end date after the start date.',
  },
  FORECAST_RUN_NOT_FOUND: {
    kind: 'notFound',
    es: 'No se encontró el cálculo de pronóstico {id}.',
    en: 'No forecast run {id} was found.',
  },
  FORECAST_RUN_NOT_RUNNING: {
    kind: 'conflict',
    es: 'El cálculo de pronóstico {id} ya no está en curso; no se puede cancelar.',
    en: 'Forecast run {id} is no longer running; it cannot be cancelled.',
  },
} as const satisfies Record<string, CatalogueEntry>;
