import { MockActivityEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { AttendantModel } from '../../db/models/access/attendant';
import { HeadcountVacantLogModel } from '../../db/models/headcount';
import { seedHeadcountFixture } from '../../workflows/headcount/testing';
import { createHeadcountActivities } from './headcount';

let database: TestDatabase;
const environment = new MockActivityEnvironment();
const activities = createHeadcountActivities({ now: () => Date.parse('2026-11-21T12:00:00Z') });
const run = <Args extends unknown[], Result>(activity: (...args: Args) => Promise<Result>, ...args: Args): Promise<Result> =>
  environment.run(activity, ...args) as Promise<Result>;

beforeAll(async () => {
  database = await startTestDatabase();
  await seedHeadcountFixture('2026-11-20');
});
afterAll(async () => {
  await database.close();
});

describe('headcount activities', () => {
  it('plans the closed store day (Mexico City) and every typed active store', async () => {
    // 02:00 UTC on the 22nd is still the 21st in Mexico City: the closed day is the 20th.
    const plan = await run(activities.planHeadcountRun, { startedAt: Date.parse('2026-11-22T02:00:00Z') });
    expect(plan.calculationDate).toBe('2026-11-20');
    expect(plan.warehouseIds).toContain('CO101');
    expect(plan.warehouseIds).not.toContain('CO119');
    expect(plan.warehouseIds).not.toContain('CO129');
    await expect(run(activities.planHeadcountRun, { calculationDate: 'mañana', startedAt: 0 })).rejects.toMatchObject({
      type: 'HEADCOUNT_DATE_INVALID',
      nonRetryable: true,
    });
  });

  it("a retried batch writes the same log once, keeps the incidents of the day and HR's choices", async () => {
    const member = await AttendantModel.findOne({ 'warehouse.warehouseId': 'CO102', active: true, attendantId: /^HC-/ });
    await AttendantModel.updateOne(
      { attendantId: member!.attendantId },
      {
        $push: { incidents: { incidentId: 'T-1', datetime: 1, day: '2026-11-19', warehouseId: 'CO102', description: 'Falta sin aviso', headcountCount: true } },
      },
    );
    const first = await run(activities.calculateHeadcountBatch, { calculationDate: '2026-11-19', warehouseIds: ['CO102'] });
    await HeadcountVacantLogModel.updateOne({ reportId: 'CO102', calculationDate: '2026-11-19' }, { $set: { incidentObservationId: 'OBS-AUS-FAL' } });
    const second = await run(activities.calculateHeadcountBatch, { calculationDate: '2026-11-19', warehouseIds: ['CO102'] });
    expect(second).toEqual(first);
    const logs = await HeadcountVacantLogModel.find({ reportId: 'CO102', calculationDate: '2026-11-19' }).lean();
    expect(logs).toHaveLength(1);
    expect(logs[0].incidentObservationId).toBe('OBS-AUS-FAL');
    expect(logs[0].incidents.map((incident) => incident.incidentId)).toContain('T-1');
  });
});
