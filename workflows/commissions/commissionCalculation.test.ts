import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { CommissionReportModel, VariableCommissionModel, VariableValueModel } from '../../db/models/commissions';
import { WorkflowEventModel, WorkflowRunModel, WorkflowScheduleModel } from '../../db/models/workflows/workflowRun';
import { DEMO_COMMISSION_ID } from '../../db/seed/commissions/demo';
import { clearCommissionData, seedCommissionDemo } from '../../db/seed/commissions/seed';
import { commissionScheduleId, commissionScheduleSpec } from '../../domain/commissions/schedule';
import { syncCommissionSchedules } from '../../workers/schedules/commissions';
import { createActivities } from '../../workers/activities';
import { TestClock } from '../../workers/embedded/clock';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import { commissionCalculationProgressQuery, type CommissionCalculationResult } from './commissionCalculation';

let database: TestDatabase;
let workflows: EmbeddedWorkflows;
let clock: TestClock;
// 40 employees: 34 sellers in the commission's area.
const SELLERS = 34;

beforeAll(async () => {
  database = await startTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await clearCommissionData();
  await Promise.all([WorkflowRunModel.deleteMany({}), WorkflowEventModel.deleteMany({}), WorkflowScheduleModel.deleteMany({})]);
  await seedCommissionDemo({ employees: 40, today: '2026-01-05' });
  await CommissionReportModel.deleteMany({});
  clock = new TestClock();
  workflows = await startEmbeddedWorkflows({ clock, activities: createActivities({ commissions: { now: () => clock.now() } }) });
});
afterEach(async () => {
  await workflows.close();
});

async function run(input: object, workflowId: string): Promise<CommissionCalculationResult> {
  await workflows.gateway.start('commissionCalculation', input, { workflowId });
  return clock.runUntil(workflows.gateway.result<CommissionCalculationResult>(workflowId));
}

describe('commission calculation process on the embedded runtime', () => {
  it('stores one report per employee of the area, and a second run of the period replaces them', async () => {
    const result = await run({ variableCommissionId: DEMO_COMMISSION_ID, startDate: '2025-12-01' }, 'calc-1');
    expect(result).toEqual({ status: 'completed', startDate: '2025-12-01', endDate: '2026-01-01', employees: SELLERS, failed: 0 });
    expect(await workflows.gateway.query('calc-1', commissionCalculationProgressQuery)).toEqual({
      state: 'done',
      total: SELLERS,
      processed: SELLERS,
      failed: 0,
    });
    const first = await CommissionReportModel.find({}).sort({ employeeId: 1 }).lean();
    expect(first).toHaveLength(SELLERS);
    expect(first[0]).toMatchObject({
      variableCommissionId: DEMO_COMMISSION_ID,
      startDate: '2025-12-01',
      endDate: '2026-01-01',
      runId: 'calc-1',
      exception: null,
    });

    await run({ variableCommissionId: DEMO_COMMISSION_ID, startDate: '2025-12-01' }, 'calc-2');
    const second = await CommissionReportModel.find({}).sort({ employeeId: 1 }).lean();
    expect(second).toHaveLength(SELLERS);
    expect(second.map((report) => report.id)).toEqual(first.map((report) => report.id));
    expect(new Set(second.map((report) => report.runId))).toEqual(new Set(['calc-2']));
  });

  it('retries one employee: only that report changes, and a failure stays with its employee', async () => {
    await run({ variableCommissionId: DEMO_COMMISSION_ID, startDate: '2025-12-01' }, 'calc-all');
    // One employee loses the December sales value.
    await VariableValueModel.updateOne({ id: 'demo-var-sales-2025-12' }, { $pull: { values: { employeeId: '01-000001' } } });
    const retried = await run({ variableCommissionId: DEMO_COMMISSION_ID, startDate: '2025-12-01', employeeId: '01-000001' }, 'calc-retry');
    expect(retried).toMatchObject({ status: 'completed', employees: 1, failed: 1 });
    const reports = await CommissionReportModel.find({}).lean();
    expect(reports).toHaveLength(SELLERS);
    const retriedReport = reports.find((report) => report.employeeId === '01-000001');
    expect(retriedReport).toMatchObject({ runId: 'calc-retry', evaluationResult: null, exception: { name: 'DictionaryIndexNotFound' } });
    expect(reports.filter((report) => report.runId === 'calc-all')).toHaveLength(SELLERS - 1);
    expect(await run({ variableCommissionId: DEMO_COMMISSION_ID, startDate: '2025-12-01', employeeId: '01-999999' }, 'calc-stranger')).toMatchObject({
      status: 'employeeNotInArea',
    });
  });

  it('runs a monthly commission on the calendar from a run_date on the 31st (Mexico City), one period after the other', async () => {
    await VariableCommissionModel.updateOne({ id: DEMO_COMMISSION_ID }, { runDate: '2026-01-31' });
    await workflows.gateway.createSchedule({
      scheduleId: commissionScheduleId(DEMO_COMMISSION_ID),
      workflowType: 'commissionCalculation',
      input: { variableCommissionId: DEMO_COMMISSION_ID },
      spec: commissionScheduleSpec('2026-01-31', 'mensual', 1),
    });
    const results = async () => {
      const runs = await workflows.gateway.list({ workflowType: 'commissionCalculation' });
      const all = await Promise.all(runs.map((candidate) => clock.runUntil(workflows.gateway.result<CommissionCalculationResult>(candidate.workflowId))));
      return all
        .filter((result) => result.status === 'completed')
        .map((result) => `${result.startDate}..${result.endDate}`)
        .sort();
    };
    // Six hours at a time, each day's runs finished before the next day's fire (as they are in
    // production, where a run takes seconds and the schedule skips a fire while one is running).
    const advanceTo = async (iso: string) => {
      while (clock.now() < Date.parse(iso)) {
        await clock.advance(Math.min(6 * 3_600_000, Date.parse(iso) - clock.now()));
        await results();
      }
    };
    // Until 2026-01-31 06:00 UTC it is still January 30 in Mexico City: the schedule fires on the
    // 28th to 30th (a shorter month's last day) but nothing is due before run_date.
    await advanceTo('2026-01-31T05:59:00Z');
    expect(await results()).toEqual([]);
    await advanceTo('2026-01-31T06:01:00Z');
    // The first run, on run_date: the month that ends there (December values: everyone calculated).
    expect(await results()).toEqual(['2025-12-31..2026-01-31']);
    expect(await CommissionReportModel.countDocuments({ startDate: '2025-12-31', exception: null })).toBe(SELLERS);
    // February ends on the 28th; March runs on the 31st again, not the 28th.
    await advanceTo('2026-04-01T07:00:00Z');
    expect(await results()).toEqual(['2025-12-31..2026-01-31', '2026-01-31..2026-02-28', '2026-02-28..2026-03-31']);
    expect(await CommissionReportModel.countDocuments({ startDate: '2026-02-28', endDate: '2026-03-31' })).toBe(SELLERS);
  });

  it('runs on the commission schedule from run_date, over the period that just closed, and not while inactive', async () => {
    // TestClock starts on 2026-01-05 15:00 UTC; weekly from 2026-01-06 (midnight in Mexico City).
    await VariableCommissionModel.updateOne({ id: DEMO_COMMISSION_ID }, { frequency: 'semana', multiple: 1, runDate: '2026-01-06' });
    await workflows.gateway.createSchedule({
      scheduleId: commissionScheduleId(DEMO_COMMISSION_ID),
      workflowType: 'commissionCalculation',
      input: { variableCommissionId: DEMO_COMMISSION_ID },
      spec: commissionScheduleSpec('2026-01-06', 'semana', 1),
    });
    await clock.advance(14 * 3_600_000);
    expect(await workflows.gateway.list({ workflowType: 'commissionCalculation' })).toHaveLength(0);
    await clock.advance(2 * 3_600_000);
    const [scheduled] = await workflows.gateway.list({ workflowType: 'commissionCalculation' });
    expect(scheduled).toBeDefined();
    const result = await clock.runUntil(workflows.gateway.result<CommissionCalculationResult>(scheduled!.workflowId));
    expect(result).toMatchObject({ status: 'completed', startDate: '2025-12-30', endDate: '2026-01-06', employees: SELLERS, failed: 0 });
    expect(await CommissionReportModel.countDocuments({ startDate: '2025-12-30' })).toBe(SELLERS);

    await VariableCommissionModel.updateOne({ id: DEMO_COMMISSION_ID }, { active: false });
    await clock.advance(7 * 86_400_000);
    const runs = await workflows.gateway.list({ workflowType: 'commissionCalculation' });
    expect(runs).toHaveLength(2);
    const latest = runs.find((candidate) => candidate.workflowId !== scheduled!.workflowId)!;
    expect(await clock.runUntil(workflows.gateway.result(latest.workflowId))).toMatchObject({ status: 'inactive' });
  });

  it('calculates everyone in the first scheduled run of freshly seeded demo data (values follow the seeding day)', async () => {
    // Seeded on 2026-11-21 (not the months the demo was written in): the schedule created at start
    // runs on 2026-12-01 over November, which has values for every seller.
    await clock.advance(Date.parse('2026-11-21T18:00:00Z') - clock.now());
    await clearCommissionData();
    await seedCommissionDemo({ employees: 40, today: '2026-11-21' });
    expect(await syncCommissionSchedules(workflows.gateway)).toBe(1);
    await clock.advance(Date.parse('2026-12-01T06:01:00Z') - clock.now());
    const runs = await workflows.gateway.list({ workflowType: 'commissionCalculation' });
    expect(runs).toHaveLength(1);
    expect(await clock.runUntil(workflows.gateway.result(runs[0]!.workflowId))).toEqual({
      status: 'completed',
      startDate: '2026-11-01',
      endDate: '2026-12-01',
      employees: SELLERS,
      failed: 0,
    });
    expect(await CommissionReportModel.countDocuments({ startDate: '2026-11-01', exception: null, evaluationResult: { $ne: null } })).toBe(SELLERS);
    // The three months before the seeding day were already computed by the seed.
    expect(await CommissionReportModel.distinct('startDate')).toEqual(['2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01']);
  });
});
