import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { CommissionStatementModel } from '../../db/models/commissions';
import { DEMO_ORGANIZATION_ID } from '../../db/seed/commissions/demo';
import { clearCommissionData, seedCommissionDemo } from '../../db/seed/commissions/seed';
import { createApp } from '../../api/app';
import { listen, type RunningServer } from '../../api/server';
import { testDeps, TEST_OPERATOR_TOKEN } from '../../api/testing/deps';
import { statementsModule } from '../../api/commissions/statements/graphql';
import { createActivities } from '../../workers/activities';
import { apiArguments, runCliCaptured } from '../testing';

let database: TestDatabase;
let server: RunningServer;
let directory: string;
const period = ['--organization', DEMO_ORGANIZATION_ID, '--from', '2025-12-01', '--to', '2026-01-01'];

beforeAll(async () => {
  database = await startTestDatabase();
  await clearCommissionData();
  await seedCommissionDemo({ employees: 40, today: '2026-01-05' });
  await createActivities().generateStatements({
    batchId: 'cli-statements',
    organizationId: DEMO_ORGANIZATION_ID,
    periodStart: '2025-12-01',
    periodEnd: '2026-01-01',
    now: Date.now(),
  });
  server = await listen(createApp(testDeps(), { modules: [statementsModule], routers: {}, dashboardDir: '/nonexistent' }), '127.0.0.1', 0);
  directory = mkdtempSync(path.join(os.tmpdir(), 'statements-cli-'));
}, 60_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
  rmSync(directory, { recursive: true, force: true });
});

const cli = (args: string[]) => runCliCaptured([...apiArguments(server.url, TEST_OPERATOR_TOKEN), ...args], { columns: 160 });

describe('commissions statements CLI', () => {
  it('lists, approves with progress and exports the payroll CSV to a file; the same statements are then exported and locked', async () => {
    const statements = await CommissionStatementModel.countDocuments({ organizationId: DEMO_ORGANIZATION_ID });
    const listed = await cli(['commissions', 'statements', 'list', ...period]);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain('en revisión');
    expect(listed.out).toContain(`(${statements} estados de cuenta)`);

    const json = await cli(['--json', 'commissions', 'statements', 'list', ...period, '--state', 'inReview']);
    expect(JSON.parse(json.out)).toMatchObject({
      total: statements,
      summary: expect.arrayContaining([{ state: 'inReview', count: statements, total: expect.stringMatching(/^\d+\.\d{4}$/) }]),
    });

    const approved = await cli(['--json', 'commissions', 'statements', 'approve', ...period, '--reason', 'Revisado por nómina']);
    expect(approved.code).toBe(0);
    expect(JSON.parse(approved.out)).toMatchObject({ asked: statements, approved: statements, skipped: 0 });

    const preview = await cli(['commissions', 'statements', 'export', ...period, '--preview']);
    expect(preview.out).toContain('company,employee_id,payroll_number');
    const file = path.join(directory, 'nomina.csv');
    const exported = await cli(['--lang', 'en', 'commissions', 'statements', 'export', ...period, '--out', file]);
    expect(exported.code).toBe(0);
    expect(exported.out).toContain(`Exported ${statements} statements`);
    const rows = readFileSync(file, 'utf8').trim().split('\r\n');
    expect(rows).toHaveLength(statements + 1);
    expect(await CommissionStatementModel.countDocuments({ state: 'exported' })).toBe(statements);

    const again = await cli(['commissions', 'statements', 'export', ...period]);
    expect(again.code).toBe(1);
    expect(again.err).toContain('No hay estados de cuenta aprobados');
  });

  it('refuses a malformed period or state before sending anything (exit 2)', async () => {
    expect((await cli(['commissions', 'statements', 'list', '--organization', '01', '--from', '2026-01-01', '--to', '2025-12-01'])).code).toBe(2);
    const state = await cli(['commissions', 'statements', 'list', ...period, '--state', 'pagado']);
    expect(state.code).toBe(2);
    expect(state.err).toContain('--state debe ser uno de');
  });
});
