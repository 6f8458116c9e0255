/**
 * The official postal-code catalogue (SEPOMEX, "CPdescarga.txt"): a notice line, then a header
 * `d_codigo|d_asenta|d_tipo_asenta|D_mnpio|d_estado|...`, then one pipe-separated row per
 * settlement. The product keeps c_cp, d_asenta, d_estado and d_mnpio (spec 000 section 3).
 * It is not CSV: fields are never quoted and a `"` is part of a name, so it is read line by line and split on `|`
 * (a CSV reader would take a name opening with a quote as a quoted field and join rows). Every CSV the product
 * takes in goes through `readCsv` (domain/common/csv.ts, papaparse).
 */
export interface PostalCodeRow {
  c_cp: string;
  d_asenta: string;
  d_estado: string;
  d_mnpio: string;
}

/** Why a row was not read: a code (and the value at fault) each screen or command words itself. */
export type PostalCodeRejection = { line: number; reason: 'postalCode'; value: string } | { line: number; reason: 'missingFields' };

export interface ParsedPostalCodes {
  rows: PostalCodeRow[];
  /** Rows that could not be read, by 1-based line number. */
  rejected: PostalCodeRejection[];
}

/** A file that is not the catalogue at all: no header line, or a column missing from it. */
export class PostalCodeCatalogueError extends Error {
  constructor(
    readonly reason: 'noHeader' | 'noColumn',
    readonly column?: string,
  ) {
    super(reason === 'noHeader' ? 'no header line with d_codigo (or c_cp), d_asenta, d_estado and d_mnpio' : `the header has no ${column} column`);
    this.name = 'PostalCodeCatalogueError';
  }
}

const columnNames: Record<keyof PostalCodeRow, string[]> = {
  c_cp: ['d_codigo', 'c_cp', 'd_cp'],
  d_asenta: ['d_asenta'],
  d_estado: ['d_estado'],
  d_mnpio: ['d_mnpio'],
};

export function parsePostalCodeCatalogue(text: string): ParsedPostalCodes {
  const lines = text.split(/\r?\n/);
  const headerIndex = lines.findIndex((line) => line.includes('|') && /(^|\|)(d_codigo|c_cp)(\||$)/i.test(line));
  if (headerIndex < 0) throw new PostalCodeCatalogueError('noHeader');
  const header = lines[headerIndex].split('|').map((name) => name.trim().toLowerCase());
  const positions = Object.fromEntries(
    Object.entries(columnNames).map(([field, names]) => {
      const position = header.findIndex((name) => names.includes(name));
      if (position < 0) throw new PostalCodeCatalogueError('noColumn', names[0]);
      return [field, position];
    }),
  ) as Record<keyof PostalCodeRow, number>;
  const rows: PostalCodeRow[] = [];
  const rejected: ParsedPostalCodes['rejected'] = [];
  const seen = new Set<string>();
  for (let index = headerIndex + 1; index < lines.length; index += 1) {
    const line = lines[index];
    if (!line.trim()) continue;
    const cells = line.split('|').map((cell) => cell.trim());
    const row: PostalCodeRow = {
      c_cp: cells[positions.c_cp] ?? '',
      d_asenta: cells[positions.d_asenta] ?? '',
      d_estado: cells[positions.d_estado] ?? '',
      d_mnpio: cells[positions.d_mnpio] ?? '',
    };
    if (!/^\d{5}$/.test(row.c_cp)) rejected.push({ line: index + 1, reason: 'postalCode', value: row.c_cp.slice(0, 20) });
    else if (!row.d_asenta || !row.d_estado || !row.d_mnpio) rejected.push({ line: index + 1, reason: 'missingFields' });
    else {
      const key = `${row.c_cp}|${row.d_asenta}|${row.d_mnpio}`;
      if (!seen.has(key)) rows.push(row);
      seen.add(key);
    }
  }
  return { rows, rejected };
}

/** The extra neighbourhoods of Coatzacoalcos, Veracruz, kept locally (spec 000 section 3). */
export const localVeracruzNeighbourhoods: PostalCodeRow[] = [
  ['96400', 'Centro'],
  ['96410', 'Puerto México'],
  ['96420', 'María de la Piedad'],
  ['96430', 'Petrolera'],
  ['96440', 'Esfuerzo de los Hermanos del Trabajo'],
  ['96450', 'Benito Juárez Norte'],
  ['96460', 'Fertimex'],
  ['96470', 'Lomas de Barrillas'],
  ['96480', 'Playa Sol'],
  ['96490', 'Las Gaviotas'],
  ['96500', 'Ciudad Olmeca'],
  ['96510', 'Rancho Alegre'],
  ['96520', 'Guadalupe Victoria'],
  ['96523', 'Santa Isabel'],
  ['96530', 'Palma Sola'],
  ['96536', 'Frutos de la Revolución'],
  ['96538', 'Nueva Calzadas'],
  ['96540', 'Miguel Hidalgo'],
  ['96550', 'Tierra y Libertad'],
  ['96558', 'Puerto Esmeralda'],
  ['96560', 'Allende'],
  ['96570', 'Villas del Sol'],
].map(([c_cp, d_asenta]) => ({ c_cp, d_asenta, d_estado: 'Veracruz de Ignacio de la Llave', d_mnpio: 'Coatzacoalcos' }));
