import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { CommissionReportModel, VariableValueModel } from '../../db/models/commissions';
import { WorkflowEventModel, WorkflowRunModel, WorkflowScheduleModel } from '../../db/models/workflows/workflowRun';
import { DEMO_COMMISSION_ID } from '../../db/seed/commissions/demo';
import { clearCommissionData, seedCommissionDemo } from '../../db/seed/commissions/seed';
import { createApp } from '../../api/app';
import { listen, type RunningServer } from '../../api/server';
import { testDeps, TEST_OPERATOR_TOKEN } from '../../api/testing/deps';
import { COMMISSIONS_API_BASE, createCommissionsRouter } from '../../api/commissions/routes';
import { createActivities } from '../../workers/activities';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import { apiArguments, runCliCaptured } from '../testing';
import { valuesFromCsv } from './commissions';
import { translator } from '../i18n';

let database: TestDatabase;
let server: RunningServer;
let workflows: EmbeddedWorkflows;
let directory: string;

beforeAll(async () => {
  database = await startTestDatabase();
  await clearCommissionData();
  await Promise.all([WorkflowRunModel.deleteMany({}), WorkflowEventModel.deleteMany({}), WorkflowScheduleModel.deleteMany({})]);
  await seedCommissionDemo({ employees: 40, today: '2026-01-05' });
  workflows = await startEmbeddedWorkflows({ activities: createActivities() });
  const deps = testDeps({ services: { workflows: workflows.gateway } });
  server = await listen(createApp(deps, { routers: { [COMMISSIONS_API_BASE]: createCommissionsRouter(deps) }, dashboardDir: '/nonexistent' }), '127.0.0.1', 0);
  directory = mkdtempSync(path.join(os.tmpdir(), 'commissions-cli-'));
}, 60_000);

afterAll(async () => {
  await server?.close();
  await workflows?.close();
  await database?.close();
  rmSync(directory, { recursive: true, force: true });
});

const cli = (args: string[]) => runCliCaptured([...apiArguments(server.url, TEST_OPERATOR_TOKEN), ...args], { columns: 160 });

describe('commissions CLI', () => {
  it('groups CSV rows by tag and date and refuses malformed lines', () => {
    const csv = 'tag,date,employee,value\nmensual,2026-01-31,01-000001,10\nmensual,2026-01-31,01-000002,2.5\nmensual,2026-02-28,01-000001,3';
    expect(valuesFromCsv(csv, translator('es'))).toEqual({
      rows: 3,
      variable_values: [
        { tag: 'mensual', date: '2026-01-31', values: { '01-000001': 10, '01-000002': 2.5 } },
        { tag: 'mensual', date: '2026-02-28', values: { '01-000001': 3 } },
      ],
    });
    expect(() => valuesFromCsv('mensual,31/01/2026,01-000001,10', translator('es'))).toThrow(/^La línea 1 del archivo no es/);
    expect(() => valuesFromCsv('mensual,31/01/2026,01-000001,10', translator('en'))).toThrow(/^Line 1 of the file is not/);
  });

  it('imports values and reports unknown employees with exit code 3 (done in part)', async () => {
    const file = path.join(directory, 'values.csv');
    writeFileSync(file, 'tag,date,employee,value\nmensual,2026-01-31,01-000001,1500\nmensual,2026-01-31,99-000404,7\n');
    const result = await cli(['--json', 'commissions', 'import-values', '--variable', 'demo-var-sales', '--file', file]);
    expect(result.code).toBe(3);
    expect(JSON.parse(result.out)).toMatchObject({
      rows: 2,
      processed_items: [{ tag: 'mensual', date: '2026-01-31', values: 1 }],
      unprocessed_items: { employees_not_found: ['99-000404'] },
    });
    expect(await VariableValueModel.countDocuments({ variableId: 'demo-var-sales', date: '2026-01-31' })).toBe(1);
    const table = await cli(['commissions', 'import-values', '--variable', 'demo-var-sales', '--file', file]);
    expect(table.out).toMatch(/etiqueta\s+fecha\s+valores cargados/);
    expect(table.out).toMatch(/Empleado desconocido \(1\): 99-000404/);
    expect((await cli(['--lang', 'en', 'commissions', 'import-values', '--variable', 'demo-var-sales', '--file', file])).out).toMatch(
      /Unknown employee \(1\): 99-000404/,
    );
    expect((await cli(['commissions', 'import-values', '--variable', 'nope', '--file', file])).err).toMatch(/^error: No se encontró la variable nope\./);
  });

  it('runs a commission with a progress bar until the run is done', async () => {
    const result = await cli(['commissions', 'run', '--commission', DEMO_COMMISSION_ID, '--from', '2025-11-01']);
    expect(result.code, result.err).toBe(0);
    // The progress goes to stderr, so `cmd > file` keeps only the summary.
    expect(result.err).toMatch(/34\/34/);
    expect(result.out).not.toMatch(/34\/34/);
    expect(result.out).toMatch(/34 empleados calculados para 2025-11-01 – 2025-12-01, 0 con excepción/);
    const english = await cli(['--lang', 'en', 'commissions', 'run', '--commission', DEMO_COMMISSION_ID, '--from', '2025-11-01']);
    expect(english.out).toMatch(/34 employees calculated for 2025-11-01 – 2025-12-01, 0 with an exception/);
    expect(await cli(['commissions', 'run', '--commission', DEMO_COMMISSION_ID, '--from', '01/11/2025'])).toMatchObject({
      code: 2,
      err: 'error: --from debe ser una fecha yyyy-MM-dd\n',
    });
    const retry = await cli(['--json', 'commissions', 'run', '--commission', DEMO_COMMISSION_ID, '--from', '2025-11-01', '--employee', '01-000002']);
    expect(JSON.parse(retry.out)).toMatchObject({ status: 'completed', employees: 1, failed: 0 });
  });

  it('lists reports as a table, JSON or CSV', async () => {
    const table = await cli(['commissions', 'reports', '--organization', '01', '--from', '2025-12-01', '--to', '2025-12-31']);
    expect(table.code).toBe(0);
    expect(table.out).toMatch(/empleado\s+nombre\s+puesto\s+comisión\s+inicio\s+resultado\s+tienda/);
    expect(table.out).toMatch(/34 reportes/);
    expect((await cli(['--lang', 'en', 'commissions', 'reports', '--organization', '01', '--from', '2025-12-01', '--to', '2025-12-31'])).out).toMatch(
      /employee\s+name\s+position[\s\S]*34 reports/,
    );
    const json = await cli(['--json', 'commissions', 'reports', '--organization', '01', '--from', '2025-10-01', '--to', '2025-11-30']);
    expect(JSON.parse(json.out)).toHaveLength(68);
    const csv = await cli(['commissions', 'reports', '--organization', '01', '--from', '2025-12-01', '--to', '2025-12-31', '--csv']);
    const lines = csv.out.trim().split('\r\n');
    expect(lines[0]).toBe('report,employee,name,position,commission,start,end,result,store');
    expect(lines).toHaveLength(35);
  });

  it('writes no formula into the reports CSV (a name is data, never a spreadsheet formula)', async () => {
    const report = await CommissionReportModel.findOne({ organizationId: '01', startDate: '2025-12-01' }).lean();
    await CommissionReportModel.updateOne({ id: report!.id }, { $set: { employeeName: '=HYPERLINK("http://x","y")', warehouse: '+52 921' } });
    const csv = await cli(['commissions', 'reports', '--organization', '01', '--from', '2025-12-01', '--to', '2025-12-31', '--csv']);
    expect(csv.code, csv.err).toBe(0);
    expect(csv.out).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csv.out).toContain(`"'+52 921"`);
    expect(csv.out).not.toMatch(/(^|,)[=+]/m);
    // --json keeps the data as it is: escaping belongs to the spreadsheet format only.
    const json = await cli(['--json', 'commissions', 'reports', '--organization', '01', '--from', '2025-12-01', '--to', '2025-12-31']);
    expect(JSON.parse(json.out).map((row: { employee_name: string }) => row.employee_name)).toContain('=HYPERLINK("http://x","y")');
  });
});
