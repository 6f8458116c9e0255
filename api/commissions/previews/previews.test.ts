import { roundHalfUp } from '../../../domain/common/money';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../../db/testing';
import { PermissionProfileModel } from '../../../db/models/access/permissionProfile';
import { DEMO_SELLERS_AREA_ID } from '../../../db/seed/commissions/demo';
import { clearCommissionData, seedCommissionDemo } from '../../../db/seed/commissions/seed';
import { createApp } from '../../app';
import { listen, type RunningServer } from '../../server';
import { testDeps } from '../../testing/deps';
import type { Principal } from '../../context';
import { CommissionEmployeeModel, VariableValueModel } from '../../../db/models/commissions';
import { COMMISSIONS_API_BASE, createCommissionsRouter } from '../routes';
import { answerProblems } from '../testing';

let database: TestDatabase;
let server: RunningServer;
let employeeId: string;

const modules = ['Business', 'Reports', 'Employees', 'Parameters', 'Indicators', 'DataSources', 'Functions', 'VariableCommissions', 'Variables'];
const staff = (positionId: string): Principal => ({
  kind: 'staff',
  id: positionId,
  userName: positionId,
  fullName: positionId,
  positionId,
  permissions: new Set(),
});

beforeAll(async () => {
  database = await startTestDatabase();
  await clearCommissionData();
  await seedCommissionDemo({ employees: 12, today: '2026-01-05' });
  await PermissionProfileModel.deleteMany({ positionId: { $in: ['pv-reader', 'pv-elsewhere'] } });
  await PermissionProfileModel.create([
    {
      positionId: 'pv-reader',
      menuAccess: 'all',
      pathPermissions: modules.map((name) => ({ id: name, name, read: true, write: false })),
      organizations: ['01'],
    },
    {
      positionId: 'pv-elsewhere',
      menuAccess: 'all',
      pathPermissions: modules.map((name) => ({ id: name, name, read: true, write: true })),
      organizations: ['02'],
    },
  ]);
  employeeId = ((await CommissionEmployeeModel.findOne({ areaId: DEMO_SELLERS_AREA_ID }).sort({ id: 1 }).lean()) as { id: string }).id;
  const deps = testDeps();
  const withTestStaff = express.Router();
  withTestStaff.use((req, _res, next) => {
    const position = req.headers['x-test-position'];
    if (typeof position === 'string' && !req.principal) req.principal = staff(position);
    next();
  });
  withTestStaff.use(createCommissionsRouter(deps));
  server = await listen(createApp(deps, { routers: { [COMMISSIONS_API_BASE]: withTestStaff }, dashboardDir: '/nonexistent' }), '127.0.0.1', 0);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function preview(body: Record<string, unknown>, as = 'pv-reader'): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server.url}${COMMISSIONS_API_BASE}/preview`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'es', 'x-test-position': as },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  // A success answer is what the route's response schema says (domain/commissions/answers.ts).
  if (response.ok) expect(answerProblems('POST', '/preview', answer)).toEqual([]);
  return { status: response.status, body: answer };
}

const element = (kind: string, value: Record<string, unknown>, functionArguments?: unknown[][]) => ({
  type: 'element',
  value: { kind, value },
  ...(functionArguments ? { functionArguments } : {}),
});
const op = (value: string) => ({ type: 'operator', value });
const sales = element('variable', { id: 'demo-var-sales', tag: 'mensual' });
const goal = element('parameter', { id: 'demo-param-goal' });
const base = () => ({ type: 'indicator', hierarchical_node_id: DEMO_SELLERS_AREA_ID, employee_id: employeeId, start_date: '2025-12-01' });

describe('POST /api/commissions/preview: a formula being edited, through the calculation engine', () => {
  it('gives every step of an indicator for one employee and month, with the log a run writes', async () => {
    const steps = [
      [sales, op('division'), goal],
      [{ type: 'stepResult', name: 'Resultado_Paso_1' }, op('multiplication'), element('constant', { id: '', number: 100 })],
    ];
    const { status, body } = await preview({ ...base(), html_reference: JSON.stringify(steps) });
    expect(status).toBe(200);
    const value = await VariableValueModel.findOne({ variableId: 'demo-var-sales', date: { $gte: '2025-12-01', $lt: '2026-01-01' } }).lean();
    const sold = value?.values.find((entry) => entry.employeeId === employeeId)?.value as number;
    expect(body.data).toMatchObject({ valid: true, startDate: '2025-12-01', endDate: '2026-01-01', exception: null, employee: { id: employeeId } });
    expect(body.data.steps).toEqual([
      { name: 'Resultado_Paso_1', value: sold / 140_000 },
      { name: 'Resultado_Paso_2', value: (sold / 140_000) * 100 },
    ]);
    expect(body.data.result).toBeCloseTo((sold / 140_000) * 100, 9);
    expect(body.data.log[0].details.name).toBe('Ventas [mensual]');
  });

  it('evaluates a commission with its indicators and built-ins', async () => {
    const steps = [
      [element('areaIndicators', { id: 'demo-ind-goal-attainment' }), op('multiplication'), goal],
      [element('builtin', { id: 'round' }, [[{ type: 'stepResult', name: 'Resultado_Paso_1' }], [element('constant', { id: '', number: 2 })]])],
    ];
    const { body } = await preview({ ...base(), type: 'commission', html_reference: JSON.stringify(steps) });
    expect(body.data.valid).toBe(true);
    expect(body.data.steps).toHaveLength(2);
    expect(body.data.result).toBe(roundHalfUp(body.data.steps[0].value as number, 2));
  });

  it('points a division by zero and a missing value at the step and item', async () => {
    const zero = [
      [sales, op('addition'), goal],
      [{ type: 'stepResult', name: 'Resultado_Paso_1' }, op('division'), element('constant', { id: '', number: 0 })],
    ];
    const divided = await preview({ ...base(), html_reference: JSON.stringify(zero) });
    expect(divided.body.data).toMatchObject({ valid: true, result: null, exception: { name: 'ZeroDivision', at: { step: 2, item: 3 } } });
    const missing = [[goal, op('addition'), sales]];
    const early = await preview({ ...base(), start_date: '2024-01-01', html_reference: JSON.stringify(missing) });
    expect(early.body.data).toMatchObject({ exception: { name: 'DictionaryIndexNotFound', at: { step: 1, item: 1 } } });
  });

  it('refuses a construction the editor rules refuse, naming the step', async () => {
    const { status, body } = await preview({ ...base(), html_reference: JSON.stringify([[sales, op('addition')], [goal]]) });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ valid: false, error: { reason: 'stepTooShort', step: 1 } });
    const kinds = await preview({ ...base(), type: 'commission', html_reference: JSON.stringify([[sales, op('addition'), goal]]) });
    expect(kinds.body.data).toMatchObject({ valid: false, error: { reason: 'notAllowedHere', step: 1 } });
  });

  it('answers bad input, unknown employees and other companies with the catalogue', async () => {
    expect((await preview({ ...base(), start_date: '2025-13-01', html_reference: '[]' })).status).toBe(422);
    expect((await preview({ ...base(), employee_id: 'nobody', html_reference: JSON.stringify([[sales]]) })).status).toBe(404);
    const elsewhere = await preview({ ...base(), html_reference: JSON.stringify([[sales]]) }, 'pv-elsewhere');
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.error.code).toBe('COMMISSION_ORGANIZATION_FORBIDDEN');
  });
});
