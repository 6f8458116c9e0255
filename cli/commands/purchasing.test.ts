import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ForecastModel, PurchaseOrderLineModel } from '../../db/models/purchasing';
import { MailOutboxModel } from '../../db/models/mail/mailOutbox';
import { storeDate } from '../../domain/common/time';
import { addDays } from '../../domain/purchasing/dates';
import { suggestedPackages } from '../../domain/purchasing/rules';
import { TEST_OPERATOR_TOKEN } from '../../api/testing/deps';
import { usePurchasingTestApi } from '../../api/purchasing/testing';
import { apiArguments, runCliCaptured } from '../testing';

/**
 * The purchasing CLI against the API on the demo data of three stores: `purchases plan` prints the
 * grid's rows with the quantities the rule gives, `purchases send` verifies and sends as the screen
 * does and prints the folio, `forecasts import` counts a good file's rows, names a bad row and
 * changes nothing on a second import.
 */
const api = usePurchasingTestApi({ moreWarehouses: ['CO129'], shutdownGraceMs: 200 });
const dir = mkdtempSync(path.join(os.tmpdir(), 'prometheus-cli-purchases-'));
const today = storeDate(Date.now());

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const cli = (args: string[]) => runCliCaptured([...apiArguments(api.url, TEST_OPERATOR_TOKEN, 'es'), ...args], { columns: 200 });

interface PlanRow {
  storeId: string;
  sku: string;
  packages: number;
  piecesPerPackage: number;
  p10: number;
  p50: number;
  p90: number;
  stock: number;
  minProduct: number;
}

describe('purchasing CLI commands', () => {
  it('purchases plan --json: one row per chosen store and product, packages as the rule gives for the projection', async () => {
    for (const projection of [0, 3]) {
      const { code, out, err } = await cli([
        'purchases',
        'plan',
        '--company',
        '1',
        '--provider',
        'PRV001',
        '--from',
        today,
        '--stores',
        'co101,CO102',
        '--projection',
        String(projection),
        '--json',
      ]);
      expect(err).toBe('');
      expect(code).toBe(0);
      const grid = JSON.parse(out) as { stores: number; products: number; rows: PlanRow[] };
      expect(grid.stores).toBe(2);
      expect(grid.rows).toHaveLength(2 * grid.products);
      expect(new Set(grid.rows.map((row) => row.storeId))).toEqual(new Set(['CO101', 'CO102']));
      for (const row of grid.rows) {
        expect(row.packages).toBe(
          suggestedPackages({
            projectionIndex: projection as 0 | 3,
            quantiles: row,
            stock: row.stock,
            minProduct: row.minProduct,
            piecesPerPackage: row.piecesPerPackage,
          }),
        );
      }
      expect(grid.rows.some((row) => row.packages > 0)).toBe(true);
    }
  }, 60_000);

  it('purchases plan refuses a bad date and a bad projection, exit non-zero', async () => {
    const date = await cli(['purchases', 'plan', '--company', '01', '--provider', 'PRV001', '--from', '2026-13-40']);
    expect(date.code).not.toBe(0);
    expect(date.err).toContain('2026-13-40');
    const projection = await cli(['purchases', 'plan', '--company', '01', '--provider', 'PRV001', '--from', today, '--projection', '7']);
    expect(projection.code).not.toBe(0);
  });

  it('purchases send --consolidated --json: verifies, follows the process to the end and prints the folio', async () => {
    const { code, out, err } = await cli([
      'purchases',
      'send',
      '--company',
      '01',
      '--provider',
      'PRV001',
      '--from',
      today,
      '--stores',
      'CO101',
      '--consolidated',
      '--json',
    ]);
    expect(err).toBe('');
    expect(code).toBe(0);
    const sent = JSON.parse(out) as { folio: number; lines: number; total: number; step: string };
    expect(sent.step).toBe('done');
    expect(sent.folio).toBeGreaterThan(1000);
    expect(sent.lines).toBeGreaterThan(0);
    const erp = await api.simulator.readPurchaseOrder(1, sent.folio);
    expect(erp.orders).toHaveLength(1);
    expect(erp.lines).toHaveLength(sent.lines);
    expect(await PurchaseOrderLineModel.countDocuments({ folio: sent.folio })).toBe(sent.lines);
    expect(await MailOutboxModel.countDocuments({ idempotencyKey: `purchaseOrder:1:${sent.folio}:email` })).toBe(1);
  }, 90_000);

  it('forecasts import: a good file counted, a bad row named, the same file again changes nothing', async () => {
    const day = addDays(today, 20);
    const good = path.join(dir, 'pronostico.csv');
    writeFileSync(
      good,
      ['date,item,store,p10,p50,p90', `${day},10001,CO110,1,2,3`, `${addDays(day, 1)},10001,CO110,1.5,2.5,4`, `${day},10002,CO110,0,1,2`].join('\n'),
    );
    const first = await cli(['forecasts', 'import', '--file', good, '--json']);
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    expect(JSON.parse(first.out)).toMatchObject({ rows: 3, pairs: 2 });
    const before = await ForecastModel.findOne({ store: 'CO110', item: '10001' }).lean();
    const again = await cli(['forecasts', 'import', '--file', good, '--json']);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.out)).toMatchObject({ rows: 3, pairs: 2 });
    const after = await ForecastModel.findOne({ store: 'CO110', item: '10001' }).lean();
    expect([after!.firstDay, after!.p10, after!.p50, after!.p90]).toEqual([before!.firstDay, before!.p10, before!.p50, before!.p90]);
    expect(await ForecastModel.countDocuments({ store: 'CO110', item: { $in: ['10001', '10002'] } })).toBe(2);

    const bad = path.join(dir, 'malo.csv');
    writeFileSync(bad, ['date,item,store,p10,p50,p90', `${day},10001,CO110,1,2,3`, `${day},10002,CO110,5,3,9`].join('\n'));
    const refused = await cli(['forecasts', 'import', '--file', bad]);
    expect(refused.code).not.toBe(0);
    expect(refused.err).toContain('El archivo de pronóstico no es válido: en la línea 3, p10, p50 y p90 deben cumplir p10 ≤ p50 ≤ p90.');
    const missing = await cli(['forecasts', 'import', '--file', path.join(dir, 'no-existe.csv')]);
    expect(missing.code).not.toBe(0);
    expect(missing.err).toContain('no-existe.csv');
  }, 60_000);
});
