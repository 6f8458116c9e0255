import { describe, expect, it } from 'vitest';
import { storeDate } from '../../domain/common/time';
import { defaultEndDate } from '../../domain/purchasing/dates';
import { TEST_OPERATOR_TOKEN } from '../testing/deps';
import { forecastCsvParts } from '../../domain/purchasing/forecastCsv';
import { ForecastModel, ForecastRunModel } from '../../db/models/purchasing';
import { PURCHASING_TEST_STORES, usePurchasingTestApi } from './testing';

const api = usePurchasingTestApi({ moreWarehouses: ['CO129', 'CO123'] });
const { gql } = api;

const today = storeDate(Date.now());
const STORES = PURCHASING_TEST_STORES;

describe('forecast import over HTTP', () => {
  const IMPORT = 'mutation ($csv: String!) { importForecasts(csv: $csv, fileName: "f.csv") { rows pairs } }';
  it('refuses a file with a bad row, and imports a good one idempotently into the grid', async () => {
    const bad = await gql(IMPORT, { csv: 'date,item,store,p10,p50,p90\n2026-12-01,10001,CO101,5,3,9\n' }, TEST_OPERATOR_TOKEN, 'en');
    expect(bad.errors![0]!.message).toBe('The forecast file is not valid: on line 2, p10, p50 and p90 must satisfy p10 ≤ p50 ≤ p90.');
    const value = await gql(IMPORT, { csv: 'date,item,store,p10,p50,p90\n2026-12-01,10001,CO101,1,2,3\n2026-13-01,10001,CO101,1,2,3\n' });
    expect(value.errors![0]!.message).toContain('en la línea 3, la columna date no es válida');
    const columns = await gql(IMPORT, { csv: 'date,item,p10,p50,p90\n2026-12-01,10001,1,2,3\n' }, TEST_OPERATOR_TOKEN, 'en');
    expect(columns.errors![0]!.message).toBe('The forecast file lacks columns: store (header date,item,store,p10,p50,p90).');
    const csv = [
      'date,item,store,p10,p50,p90',
      ...Array.from({ length: 8 }, (_, day) => `${defaultEndDate(today).slice(0, 8)}${String(day + 1).padStart(2, '0')},10001,CO110,1,2,3`),
    ].join('\n');
    const first = await gql<{ importForecasts: { rows: number; pairs: number } }>(IMPORT, { csv });
    expect(first.errors).toBeUndefined();
    expect(first.data!.importForecasts).toEqual({ rows: 8, pairs: 1 });
    const again = await gql<{ importForecasts: { rows: number } }>(IMPORT, { csv });
    expect(again.errors).toBeUndefined();
    const doc = await ForecastModel.findOne({ store: 'CO110', item: '10001' }).lean();
    expect(doc!.p50.split(',').filter((value) => value === '2').length).toBeGreaterThanOrEqual(8);
  });

  it('imports a file whose quoted cells hold line breaks whole, also in parts, and names the file line of a bad row after them', async () => {
    const month = defaultEndDate(today).slice(0, 8);
    const csv = `date,item,store,p10,p50,p90,note\r\n${month}01,10002,CO110,1,2,3,"temporada\r\nalta, ""fin de mes"""\r\n${month}02,10002,CO110,1,2,3,"otra\nnota"\r\n${month}03,10002,CO110,1,2,3,\r\n`;
    const whole = await gql<{ importForecasts: { rows: number; pairs: number } }>(IMPORT, { csv });
    expect(whole.errors).toBeUndefined();
    expect(whole.data!.importForecasts).toEqual({ rows: 3, pairs: 1 });
    const PARTS =
      'mutation ($csv: String!, $importId: String, $part: Int, $parts: Int, $firstLine: Int) { importForecasts(csv: $csv, fileName: "notas.csv", importId: $importId, part: $part, parts: $parts, firstLine: $firstLine) { rows importedRows } }';
    const parts = forecastCsvParts(csv, { rows: 1 });
    expect(parts.map((part) => part.firstLine)).toEqual([2, 4, 6]);
    for (const [index, part] of parts.entries()) {
      const answer = await gql<{ importForecasts: { rows: number; importedRows: number } }>(PARTS, {
        csv: part.csv,
        importId: 'import-test-quoted-notes',
        part: index + 1,
        parts: parts.length,
        firstLine: part.firstLine,
      });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.importForecasts).toEqual({ rows: 1, importedRows: index + 1 });
    }
    const bad = await gql(IMPORT, { csv: `${csv}${month}04,10002,CO110,3,2,1,"y\r\nmás"\r\n` }, TEST_OPERATOR_TOKEN, 'en');
    expect(bad.errors![0]!.message).toBe('The forecast file is not valid: on line 7, p10, p50 and p90 must satisfy p10 ≤ p50 ≤ p90.');
  });

  it("refuses articles not in the catalogue of their store's company and unknown stores, in the caller language", async () => {
    const day = defaultEndDate(today);
    // 10001 is company 01's; ZZ-404 is nobody's.
    const items = await gql(IMPORT, { csv: `date,item,store,p10,p50,p90\n${day},10001,CO101,1,2,3\n${day},ZZ-404,CO101,1,2,3\n` }, TEST_OPERATOR_TOKEN, 'en');
    expect(items.errors![0]!.message).toBe("Articles of the forecast file that are not in the catalogue of their store's company (1 article): ZZ-404.");
    const es = await gql(IMPORT, { csv: `date,item,store,p10,p50,p90\n${day},ZZ-404,CO101,1,2,3\n` });
    expect(es.errors![0]!.message).toBe('Artículos del archivo de pronóstico que no están en el catálogo de la empresa de su tienda (1 artículo): ZZ-404.');
    const stores = await gql(IMPORT, { csv: `date,item,store,p10,p50,p90\n${day},10001,CO999,1,2,3\n` }, TEST_OPERATOR_TOKEN, 'en');
    expect(stores.errors![0]!.message).toBe('The forecast file names stores that do not exist: CO999.');
  });

  it('imports a file above the 2 MB body limit in parts under one import id: one import listed, a part sent again counted once', async () => {
    const PARTS =
      'mutation ($csv: String!, $importId: String, $part: Int, $parts: Int, $firstLine: Int) { importForecasts(csv: $csv, fileName: "grande.csv", importId: $importId, part: $part, parts: $parts, firstLine: $firstLine) { runId rows part parts importedRows } }';
    // 3 stores x 11 articles x 1,200 days = 39,600 rows with long quantiles: about 2.3 MB, refused whole.
    const items = ['10001', '10002', '10003', '10004', '10005', '10006', '10007', '10008', '10009', '10010', '10011'];
    const lines = ['date,item,store,p10,p50,p90'];
    const first = Date.parse('2028-01-01T00:00:00Z');
    for (let day = 0; day < 1200; day += 1) {
      const date = new Date(first + day * 86_400_000).toISOString().slice(0, 10);
      for (const store of STORES) for (const item of items) lines.push(`${date},${item},${store},1.123456789,2.123456789,3.123456789`);
    }
    const csv = lines.join('\n');
    expect(csv.length).toBeGreaterThan(2 * 1024 * 1024);
    const whole = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
      body: JSON.stringify({ query: IMPORT, variables: { csv } }),
    });
    expect(whole.ok).toBe(false); // the body limit refuses it whole
    const parts = forecastCsvParts(csv);
    expect(parts.length).toBeGreaterThanOrEqual(3);
    expect(parts.reduce((sum, part) => sum + part.rows, 0)).toBe(39_600);
    const importId = 'import-test-large-file';
    type Answer = { importForecasts: { runId: string; rows: number; part: number; parts: number; importedRows: number } };
    let imported = 0;
    for (const [index, part] of parts.entries()) {
      const answer = await gql<Answer>(PARTS, { csv: part.csv, importId, part: index + 1, parts: parts.length, firstLine: part.firstLine });
      expect(answer.errors).toBeUndefined();
      imported += part.rows;
      expect(answer.data!.importForecasts).toMatchObject({ runId: importId, part: index + 1, parts: parts.length, importedRows: imported });
      if (index === 0) {
        expect(await ForecastRunModel.findOne({ runId: importId }).lean()).toMatchObject({ status: 'running', kind: 'imported', done: 1, total: parts.length });
        // Sent again (a retry): counted once.
        const again = await gql<Answer>(PARTS, { csv: part.csv, importId, part: 1, parts: parts.length, firstLine: part.firstLine });
        expect(again.data!.importForecasts.importedRows).toBe(imported);
      }
    }
    expect(await ForecastRunModel.countDocuments({ runId: importId })).toBe(1);
    expect(await ForecastRunModel.findOne({ runId: importId }).lean()).toMatchObject({
      status: 'done',
      rows: 39_600,
      done: parts.length,
      total: parts.length,
      fileName: 'grande.csv',
      start: '2028-01-01',
    });
    const doc = await ForecastModel.findOne({ store: 'CO110', item: '10011' }).lean();
    expect(doc!.p90.split(',').filter((value) => value === '3.123456789').length).toBe(1200);
    // A bad row in a later part names its line in the file, and the import is listed as failed.
    const broken = forecastCsvParts(`date,item,store,p10,p50,p90\n2028-01-01,10001,CO101,1,2,3\n2028-01-02,10001,CO101,1,2,3\n2028-01-03,10001,CO101,5,2,3\n`, {
      rows: 2,
    });
    const okPart = await gql<Answer>(PARTS, { csv: broken[0]!.csv, importId: 'import-test-broken-file', part: 1, parts: 2, firstLine: broken[0]!.firstLine });
    expect(okPart.errors).toBeUndefined();
    const badPart = await gql(
      PARTS,
      { csv: broken[1]!.csv, importId: 'import-test-broken-file', part: 2, parts: 2, firstLine: broken[1]!.firstLine },
      TEST_OPERATOR_TOKEN,
      'en',
    );
    expect(badPart.errors![0]!.message).toBe('The forecast file is not valid: on line 4, p10, p50 and p90 must satisfy p10 ≤ p50 ≤ p90.');
    expect(await ForecastRunModel.findOne({ runId: 'import-test-broken-file' }).lean()).toMatchObject({ status: 'failed', rows: 2 });
    const badId = await gql(PARTS, { csv: broken[0]!.csv, importId: 'x', part: 1, parts: 1 }, TEST_OPERATOR_TOKEN, 'en');
    expect(badId.errors![0]!.message).toContain('part of the forecast file is not valid');
  }, 120_000);
});
