import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { ForecastRunModel } from '../../db/models/purchasing';
import { startCustomersTestApp, type CustomersTestApp } from '../../api/customers/testing';
import { purchasingModule } from '../../api/purchasing/graphql';
import { forecastsModule } from '../../api/purchasing/forecasts/graphql';
import { createActivities } from '../../workers/activities';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import { seedForecastFixture } from '../../workflows/purchasing/testing';
import { apiArguments, runCliCaptured } from '../testing';

let database: TestDatabase;
let app: CustomersTestApp;
let workflows: EmbeddedWorkflows;

beforeAll(async () => {
  database = await startTestDatabase();
  await seedForecastFixture();
  workflows = await startEmbeddedWorkflows({ activities: createActivities(), shutdownGraceMs: 200 });
  app = await startCustomersTestApp({}, workflows, [purchasingModule, forecastsModule]);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await workflows?.close();
  await database?.close();
});

const cli = (args: string[]) => runCliCaptured([...apiArguments(app.url, app.operatorToken, 'es'), ...args], { columns: 200 });

describe('forecasts CLI commands', () => {
  it('forecasts compute runs the computation for the chosen stores with progress and prints the run', async () => {
    const json = await cli([
      'forecasts',
      'compute',
      '--company',
      '1',
      '--provider',
      'PRV001',
      '--stores',
      'co101,CO102',
      '--start',
      '2026-11-25',
      '--horizon',
      '7',
      '--json',
    ]);
    expect(json.err).toBe('');
    expect(json.code).toBe(0);
    const result = JSON.parse(json.out) as { runId: string; status: string; stores: number; rows: number; companyId: string; storeIds: string[] };
    expect(result).toMatchObject({ status: 'done', stores: 2, companyId: '01', storeIds: ['CO101', 'CO102'] });
    expect(result.rows).toBeGreaterThan(0);
    expect(await ForecastRunModel.findOne({ runId: result.runId }).lean()).toMatchObject({ status: 'done', kind: 'computed', horizonDays: 7 });

    const text = await cli(['forecasts', 'compute', '--company', '01', '--provider', 'PRV002', '--stores', 'CO110', '--start', '2026-11-25']);
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/corrida run-[\w-]+ terminada: \d+ filas para 1 tiendas desde 2026-11-25 \(8 días\)/);
  }, 60_000);

  it('exits non-zero with the reason: an unknown provider, a horizon of 40 days, a bad date', async () => {
    const unknown = await cli(['forecasts', 'compute', '--company', '01', '--provider', 'PRV999']);
    expect(unknown.code).not.toBe(0);
    expect(unknown.err).toContain('PRV999');
    const horizon = await cli(['forecasts', 'compute', '--company', '01', '--provider', 'PRV001', '--horizon', '40']);
    expect(horizon.code).not.toBe(0);
    expect(horizon.err).toContain('entre 1 y 31');
    const date = await cli(['forecasts', 'compute', '--company', '01', '--provider', 'PRV001', '--start', '2026-02-30']);
    expect(date.code).not.toBe(0);
  });

  it('forecasts import sends the CSV through the API, once per date-item-store', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'forecasts-cli-')), 'pronostico.csv');
    writeFileSync(file, 'date,item,store,p10,p50,p90\n2027-01-04,10001,CO101,1,2,3\n2027-01-05,10001,CO101,1,2,4\n');
    const first = await cli(['forecasts', 'import', '--file', file]);
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/2 filas importadas \(1 artículo-tienda; /);
    expect(first.out).toMatch(/partes enviadas: 1\), corrida import-[\w-]+/);
    const missing = await cli(['forecasts', 'import', '--file', '/nonexistent/pronostico.csv']);
    expect(missing.code).not.toBe(0);
    expect(missing.err).toContain('no se pudo leer');
  });

  it('forecasts import sends a file in parts under one import, with its progress, and names the part and line that failed', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'forecasts-cli-'));
    const rows = Array.from({ length: 7 }, (_, day) => `2027-02-${String(day + 1).padStart(2, '0')},10002,CO102,1,2,3`);
    const file = path.join(dir, 'partes.csv');
    writeFileSync(file, ['date,item,store,p10,p50,p90', ...rows].join('\n'));
    const json = await cli(['forecasts', 'import', '--file', file, '--part-rows', '3', '--json']);
    expect(json.err).toBe('');
    expect(json.code).toBe(0);
    const result = JSON.parse(json.out) as { runId: string; rows: number; parts: number };
    expect(result).toMatchObject({ rows: 7, parts: 3 });
    expect(await ForecastRunModel.find({ runId: result.runId }).lean()).toMatchObject([
      { kind: 'imported', status: 'done', rows: 7, done: 3, total: 3, fileName: 'partes.csv' },
    ]);
    const text = await cli(['forecasts', 'import', '--file', file, '--part-rows', '3']);
    expect(text.code).toBe(0);
    expect(text.err).toContain('parte 3 de 3 enviada: 7 filas importadas');
    expect(text.out).not.toContain('parte 3 de 3');
    expect(text.out).toMatch(/7 filas importadas \(\d+ artículo-tienda; partes enviadas: 3\)/);

    const bad = path.join(dir, 'mala.csv');
    writeFileSync(bad, ['date,item,store,p10,p50,p90', ...rows.slice(0, 4), '2027-02-09,NOEXISTE,CO102,1,2,3'].join('\n'));
    const failed = await cli(['forecasts', 'import', '--file', bad, '--part-rows', '3']);
    expect(failed.code).not.toBe(0);
    expect(failed.err).toContain(
      'la parte 2 de 2 (desde la línea 5) no se importó: Artículos del archivo de pronóstico que no están en el catálogo de la empresa de su tienda (1 artículo)',
    );
    const partRows = await cli(['forecasts', 'import', '--file', bad, '--part-rows', '0']);
    expect(partRows.code).not.toBe(0);
    expect(partRows.err).toContain('entre 1 y 20000');
  });
});
