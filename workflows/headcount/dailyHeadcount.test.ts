import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { AttendantModel } from '../../db/models/access/attendant';
import { HeadcountReportModel, HeadcountVacantLogModel } from '../../db/models/headcount';
import { WorkflowEventModel, WorkflowRunModel, WorkflowScheduleModel } from '../../db/models/workflows/workflowRun';
import { createActivities } from '../../workers/activities';
import { TestClock } from '../../workers/embedded/clock';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import { syncHeadcountSchedule } from '../../workers/schedules/headcount';
import { dailyHeadcountProgressQuery, type DailyHeadcountResult } from './dailyHeadcount';
import { seedHeadcountFixture } from './testing';

let database: TestDatabase;
let workflows: EmbeddedWorkflows;
let clock: TestClock;

beforeAll(async () => {
  database = await startTestDatabase();
  await seedHeadcountFixture('2026-11-20');
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await Promise.all([WorkflowRunModel.deleteMany({}), WorkflowEventModel.deleteMany({}), WorkflowScheduleModel.deleteMany({})]);
  clock = new TestClock(Date.parse('2026-11-21T12:00:00Z'));
  workflows = await startEmbeddedWorkflows({ clock, activities: createActivities() });
});
afterEach(async () => {
  await workflows.close();
});

async function run(input: object, workflowId: string): Promise<DailyHeadcountResult> {
  await workflows.gateway.start('dailyHeadcount', input, { workflowId });
  return clock.runUntil(workflows.gateway.result<DailyHeadcountResult>(workflowId));
}

describe('daily headcount process on the embedded runtime', () => {
  it('computes every typed store for the day asked, and a second run of the day replaces its logs', async () => {
    const result = await run({ calculationDate: '2026-11-20' }, 'hc-1');
    // 30 stores of type _10, two of them still without a store type.
    expect(result.calculationDate).toBe('2026-11-20');
    expect(result.stores).toHaveLength(28);
    expect(await workflows.gateway.query('hc-1', dailyHeadcountProgressQuery)).toMatchObject({ state: 'done', total: 28, processed: 28 });
    const store = result.stores.find((line) => line.warehouseId === 'CO101')!;
    expect(store.required).toBe(12);
    expect(store.vacancies).toBe(Math.max(0, store.required - store.assigned) || store.vacancies);
    const logsBefore = await HeadcountVacantLogModel.countDocuments({ calculationDate: '2026-11-20' });
    expect(logsBefore).toBe(28);

    // A cashier of CO101 leaves: the second run of the day has one more vacancy and still one log per store.
    const cashier = await AttendantModel.findOne({ 'warehouse.warehouseId': 'CO101', 'position.positionId': 'attendant', active: true });
    await AttendantModel.updateOne({ attendantId: cashier!.attendantId }, { $set: { active: false } });
    const again = await run({ calculationDate: '2026-11-20' }, 'hc-2');
    expect(again.stores.find((line) => line.warehouseId === 'CO101')).toMatchObject({ assigned: store.assigned - 1 });
    expect(await HeadcountVacantLogModel.countDocuments({ calculationDate: '2026-11-20' })).toBe(28);
    expect(await HeadcountReportModel.findOne({ reportId: 'CO101' }).lean()).toMatchObject({ calculationDate: '2026-11-20', assigned: store.assigned - 1 });
  });

  it('runs every morning at 05:00 Mexico City for the day that just closed', async () => {
    expect(await syncHeadcountSchedule(workflows.gateway)).toBe(1);
    expect(await syncHeadcountSchedule(workflows.gateway)).toBe(0);
    // 2026-11-22 05:00 in Mexico City is 11:00 UTC.
    await clock.advance(Date.parse('2026-11-22T11:00:30Z') - clock.now());
    const runs = await workflows.gateway.list({ workflowType: 'dailyHeadcount' });
    expect(runs).toHaveLength(1);
    const result = await clock.runUntil(workflows.gateway.result<DailyHeadcountResult>(runs[0].workflowId));
    expect(result.calculationDate).toBe('2026-11-21');
  });

  it('fails a run asked for a day that is not a date, without retrying', async () => {
    await workflows.gateway.start('dailyHeadcount', { calculationDate: '2026-13-45' }, { workflowId: 'hc-bad' });
    await expect(clock.runUntil(workflows.gateway.result('hc-bad'))).rejects.toThrow();
  });
});
