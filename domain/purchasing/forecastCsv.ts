import { z } from 'zod';
import { readCsv } from '../common/csv';

/**
 * A forecast CSV sent in parts (the CLI and the Forecast screen): the API's JSON bodies stop at
 * 2 MB and a forecast file of 200,000 rows is about 9 MB, so a file goes as parts of whole rows,
 * each with the header, under one import id. The server validates and writes each part on its own
 * (idempotent per date-item-store: a part sent again writes the same days) and lists the file as
 * one import whose rows add up as the parts arrive.
 */
export const FORECAST_IMPORT_PART_ROWS = 20_000;
/** Well under the 2 MB body limit, whatever the length of the rows. */
export const FORECAST_IMPORT_PART_BYTES = 1_000_000;
export const MAX_FORECAST_IMPORT_PARTS = 1_000;

export interface ForecastCsvPart {
  /** The header line and this part's rows. */
  csv: string;
  /** Line of the file (1-based) of the part's first row, so the server's messages name the file's lines. */
  firstLine: number;
  rows: number;
}

/**
 * Splits a CSV text into parts of whole rows, each starting with the file's header (blank rows
 * dropped). Rows are read with papaparse (domain/common/csv.ts), so a quoted cell with a line
 * break stays in its row and goes as written.
 */
export function forecastCsvParts(text: string, limits: { rows?: number; bytes?: number } = {}): ForecastCsvPart[] {
  const maxRows = limits.rows ?? FORECAST_IMPORT_PART_ROWS;
  const maxBytes = limits.bytes ?? FORECAST_IMPORT_PART_BYTES;
  const [headerRecord, ...records] = readCsv(text);
  if (!headerRecord) return [];
  const header = headerRecord.raw;
  const parts: ForecastCsvPart[] = [];
  let rows: string[] = [];
  let bytes = 0;
  let firstLine = 0;
  const flush = () => {
    if (rows.length > 0) parts.push({ csv: [header, ...rows].join('\n'), firstLine, rows: rows.length });
    rows = [];
    bytes = 0;
  };
  for (const record of records) {
    // Characters outside ASCII are up to 3 bytes in UTF-8 (and in the JSON body).
    const size = record.raw.length * (/^[\x20-\x7e]*$/.test(record.raw) ? 1 : 3) + 1;
    if (rows.length > 0 && (rows.length >= maxRows || bytes + size > maxBytes)) flush();
    if (rows.length === 0) firstLine = record.line;
    rows.push(record.raw);
    bytes += size;
  }
  flush();
  if (parts.length === 0) parts.push({ csv: header, firstLine: headerRecord.line + 1, rows: 0 });
  return parts;
}

/** The part of an import a request carries: the client's import id, its number (1-based) of how many, and where it starts in the file. */
export const forecastImportPartSchema = z
  .object({
    importId: z.string().regex(/^import-[A-Za-z0-9-]{8,64}$/, 'FORECAST_IMPORT_PART_INVALID'),
    part: z.number().int().min(1, 'FORECAST_IMPORT_PART_INVALID'),
    parts: z.number().int().min(1, 'FORECAST_IMPORT_PART_INVALID').max(MAX_FORECAST_IMPORT_PARTS, 'FORECAST_IMPORT_PART_INVALID'),
    firstLine: z.number().int().min(2, 'FORECAST_IMPORT_PART_INVALID').default(2),
  })
  .refine((value) => value.part <= value.parts, { message: 'FORECAST_IMPORT_PART_INVALID', path: ['part'] });
export type ForecastImportPart = z.output<typeof forecastImportPartSchema>;
