import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { CommissionReportModel, VariableCommissionModel, VariableValueModel } from '../../db/models/commissions';
import { WorkflowEventModel, WorkflowRunModel, WorkflowScheduleModel } from '../../db/models/workflows/workflowRun';
import { DEMO_COMMISSION_ID } from '../../db/seed/commissions/demo';
import { clearCommissionData, seedCommissionDemo } from '../../db/seed/commissions/seed';
import { commissionScheduleId, commissionScheduleSpec } from '../../domain/commissions/schedule';
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
  await seedCommissionDemo({ employees: 40 });
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
    expect(await workflows.gateway.query('calc-1', commissionCalculationProgressQuery)).toEqual({ state: 'done', total: SELLERS, processed: SELLERS, failed: 0 });
    const first = await CommissionReportModel.find({}).sort({ employeeId: 1 }).lean();
    expect(first).toHaveLength(SELLERS);
    expect(first[0]).toMatchObject({ variableCommissionId: DEMO_COMMISSION_ID, startDate: '2025-12-01', endDate: '2026-01-01', runId: 'calc-1', exception: null });

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
    expect(await run({ variableCommissionId: DEMO_COMMISSION_ID, startDate: '2025-12-01', employeeId: '01-999999' }, 'calc-stranger')).toMatchObject({ status: 'employeeNotInArea' });
  });

  it('runs a monthly commission on the calendar (cron on the run date\'s day, Mexico City)', async () => {
    await VariableCommissionModel.updateOne({ id: DEMO_COMMISSION_ID }, { runDate: '2026-02-01' });
    await workflows.gateway.createSchedule({
      scheduleId: commissionScheduleId(DEMO_COMMISSION_ID),
      workflowType: 'commissionCalculation',
      input: { variableCommissionId: DEMO_COMMISSION_ID },
      spec: commissionScheduleSpec('2026-02-01', 'mensual', 1),
    });
    // From 2026-01-05 15:00 UTC to 2026-02-01 05:59 UTC (still January 31 in Mexico City): no run.
    await clock.advance(Date.parse('2026-02-01T05:59:00Z') - clock.now());
    expect(await workflows.gateway.list({ workflowType: 'commissionCalculation' })).toHaveLength(0);
    await clock.advance(2 * 60_000);
    const [scheduled] = await workflows.gateway.list({ workflowType: 'commissionCalculation' });
    // January has no values in the demo: every employee gets DictionaryIndexNotFound, none is skipped.
    expect(await clock.runUntil(workflows.gateway.result(scheduled!.workflowId))).toMatchObject({ status: 'completed', startDate: '2026-01-01', endDate: '2026-02-01', employees: SELLERS, failed: SELLERS });
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
});
