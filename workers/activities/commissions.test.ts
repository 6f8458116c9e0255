import { MockActivityEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { CommissionReportModel, IndicatorModel, ParameterModel, VariableCommissionModel, VariableModel } from '../../db/models/commissions';
import { encodeExpression } from '../../domain/commissions/language';
import { DEMO_COMMISSION_ID } from '../../db/seed/commissions/demo';
import { clearCommissionData, seedCommissionDemo } from '../../db/seed/commissions/seed';
import { createCommissionActivities } from './commissions';

let database: TestDatabase;
const environment = new MockActivityEnvironment();
const activities = createCommissionActivities({ now: () => Date.UTC(2026, 0, 10) });
const run = <Args extends unknown[], Result>(activity: (...args: Args) => Promise<Result>, ...args: Args): Promise<Result> =>
  environment.run(activity, ...args) as Promise<Result>;
const at = (date: string) => Date.parse(`${date}T12:00:00Z`);

beforeAll(async () => {
  database = await startTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await clearCommissionData();
  await seedCommissionDemo({ employees: 20, today: '2026-01-05' });
});

describe('commission calculation activities (Temporal mock activity environment)', () => {
  it('plans the period that just closed for a scheduled run, and nothing before run_date, while inactive or for a missing commission', async () => {
    expect(await run(activities.planCommissionRun, { variableCommissionId: DEMO_COMMISSION_ID, startedAt: at('2026-02-01') })).toMatchObject({
      status: 'ready',
      startDate: '2026-01-01',
      endDate: '2026-02-01',
      employeeIds: expect.arrayContaining(['01-000001']),
    });
    expect(await run(activities.planCommissionRun, { variableCommissionId: DEMO_COMMISSION_ID, startedAt: at('2025-12-31') })).toEqual({
      status: 'notDue',
      startDate: null,
    });
    await VariableCommissionModel.updateOne({ id: DEMO_COMMISSION_ID }, { active: false });
    expect(await run(activities.planCommissionRun, { variableCommissionId: DEMO_COMMISSION_ID, startedAt: at('2026-02-01') })).toEqual({
      status: 'inactive',
      startDate: null,
    });
    // A requested run does not depend on the schedule's state.
    expect(
      await run(activities.planCommissionRun, { variableCommissionId: DEMO_COMMISSION_ID, startDate: '2025-12-01', startedAt: at('2026-02-01') }),
    ).toMatchObject({ status: 'ready' });
    expect(await run(activities.planCommissionRun, { variableCommissionId: 'gone', startedAt: at('2026-02-01') })).toEqual({
      status: 'missing',
      startDate: null,
    });
  });

  it('plans mensual periods from run_date: only a period ending today, or a missed one, and always the same period for the same day', async () => {
    await VariableCommissionModel.updateOne({ id: DEMO_COMMISSION_ID }, { runDate: '2026-01-31', multiple: 1 });
    const plan = (day: string) => run(activities.planCommissionRun, { variableCommissionId: DEMO_COMMISSION_ID, startedAt: at(day) });
    expect(await plan('2026-02-28')).toMatchObject({ status: 'ready', startDate: '2026-01-31', endDate: '2026-02-28' });
    expect(await plan('2026-03-31')).toMatchObject({ status: 'ready', startDate: '2026-02-28', endDate: '2026-03-31' });
    // March 30 ends no period; the one that closed on February 28 was never calculated: it is now.
    expect(await plan('2026-03-30')).toMatchObject({ status: 'ready', startDate: '2026-01-31', endDate: '2026-02-28' });
    await CommissionReportModel.create({
      id: 'r-feb',
      variableCommissionId: DEMO_COMMISSION_ID,
      employeeId: '01-000001',
      employeeName: 'x',
      organizationId: '01',
      areaId: 'a',
      areaName: 'a',
      variableCommissionName: 'x',
      startDate: '2026-01-31',
      endDate: '2026-02-28',
      evaluationResult: 1,
      warehouse: '',
      exception: null,
      details: { htmlReference: '-', evaluationLog: [] },
      runId: 'r',
      calculatedAt: new Date(),
    });
    expect(await plan('2026-03-30')).toEqual({ status: 'notDue', startDate: null });
    // A requested run from a clamped day follows the commission's day (the 31st).
    expect(
      await run(activities.planCommissionRun, { variableCommissionId: DEMO_COMMISSION_ID, startDate: '2026-04-30', startedAt: at('2026-06-01') }),
    ).toMatchObject({ startDate: '2026-04-30', endDate: '2026-05-31' });
  });

  it('removes reports of employees who left the position on a full run, and a repeated batch writes the same reports', async () => {
    const reportsBefore = await CommissionReportModel.countDocuments({ startDate: '2025-12-01' });
    await CommissionReportModel.updateOne({ startDate: '2025-12-01', employeeId: '01-000001' }, { employeeId: '01-777777' });
    const plan = await run(activities.planCommissionRun, { variableCommissionId: DEMO_COMMISSION_ID, startDate: '2025-12-01', startedAt: at('2026-01-10') });
    if (plan.status !== 'ready') throw new Error('expected a plan');
    expect(await CommissionReportModel.countDocuments({ employeeId: '01-777777' })).toBe(0);
    const batch = { runId: 'run-1', variableCommissionId: DEMO_COMMISSION_ID, startDate: plan.startDate, endDate: plan.endDate, employeeIds: plan.employeeIds };
    expect(await run(activities.calculateCommissionBatch, batch)).toEqual({ processed: plan.employeeIds.length, failed: 0 });
    const first = await CommissionReportModel.find({ startDate: '2025-12-01' }, { _id: 0, id: 1, employeeId: 1, evaluationResult: 1 })
      .sort({ employeeId: 1 })
      .lean();
    await run(activities.calculateCommissionBatch, batch);
    expect(
      await CommissionReportModel.find({ startDate: '2025-12-01' }, { _id: 0, id: 1, employeeId: 1, evaluationResult: 1 }).sort({ employeeId: 1 }).lean(),
    ).toEqual(first);
    expect(first).toHaveLength(reportsBefore);
  });

  it("does not use another company's indicators, parameters or variables at run time", async () => {
    // Records of company 02 whose ids a formula of company 01 names: for company 01 they do not exist.
    await IndicatorModel.create({
      id: 'other-ind',
      name: 'Ajeno',
      organizationId: '02',
      areaId: 'other-area',
      expression: encodeExpression('2'),
      htmlReference: '-',
    });
    await ParameterModel.create({
      id: 'other-param',
      name: 'Ajeno',
      organizationId: '02',
      areaId: 'other-area',
      values: [{ uploadedAt: '2020-01-01', value: 5 }],
    });
    await VariableModel.create({ id: 'other-var', name: 'Ajena', organizationId: '02', dataSourceId: 'other-ds', tags: ['mensual'] });
    const outcome = async (expression: string, indicatorExpression?: string) => {
      await VariableCommissionModel.updateOne({ id: DEMO_COMMISSION_ID }, { expression: encodeExpression(expression), htmlReference: '-' });
      if (indicatorExpression) await IndicatorModel.updateOne({ id: 'demo-ind-net-sales' }, { expression: encodeExpression(indicatorExpression) });
      await run(activities.calculateCommissionBatch, {
        runId: 'run-x',
        variableCommissionId: DEMO_COMMISSION_ID,
        startDate: '2025-12-01',
        endDate: '2026-01-01',
        employeeIds: ['01-000001'],
      });
      return (await CommissionReportModel.findOne({ variableCommissionId: DEMO_COMMISSION_ID, startDate: '2025-12-01', employeeId: '01-000001' }).lean())
        ?.exception?.name;
    };
    expect(await outcome('parameter("demo-param-rate") * 2')).toBeUndefined();
    expect(await outcome('indicator("other-ind") * 2')).toBe('IndicatorRidNotFound');
    expect(await outcome('parameter("other-param") * 2')).toBe('DictionaryIndexNotFound');
    expect(await outcome('indicator("demo-ind-net-sales")', 'variable("other-var", "mensual")')).toBe('InvalidIndicatorVariableKey');
  });
});
