import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../testing';
import { generateDemoData } from '../demo';
import { AttendantModel } from '../../models/access/attendant';
import { PositionModel } from '../../models/access/position';
import { HeadcountReportModel, HeadcountVacantLogModel, WorkTeamTemplateModel } from '../../models/headcount';
import { WarehouseModel } from '../../models/stores/warehouse';
import { calculateHeadcount, headcountStoreIds } from '../../models/headcount/calculation';
import { HEADCOUNT_HISTORY_DAYS, seedHeadcountDemo } from './seed';

/** The headcount demo meets issue 13's "Done when": templates with positions and rules on the stores, staff with incidents, weeks of history. */
let database: TestDatabase;

beforeAll(async () => {
  database = await startTestDatabase();
  const data = generateDemoData(1);
  await WarehouseModel.insertMany(data.warehouses);
  await PositionModel.insertMany(data.positions);
  await AttendantModel.insertMany(data.attendants.map(({ password: _password, pin: _pin, ...attendant }) => attendant));
  await seedHeadcountDemo({ today: '2026-11-25' });
}, 120_000);
afterAll(async () => {
  await database?.close();
});

describe('headcount demo data', () => {
  it('gives the demo stores templates with team positions and status rules', async () => {
    const templates = await WorkTeamTemplateModel.find({ active: true }).lean();
    expect(templates.length).toBeGreaterThanOrEqual(3);
    for (const template of templates) {
      expect(template.positions.length).toBeGreaterThan(0);
      expect(template.statuses.map((rule) => rule.statusName)).toEqual(['high', 'medium', 'low']);
    }
    expect(await WarehouseModel.countDocuments({ workTeamTemplateId: { $in: templates.map((template) => template.workTeamTemplateId) } })).toBeGreaterThan(20);
  });

  it('has four weeks of history per store ending with the real calculation of yesterday, incidents in the logs, and a mix of status levels', async () => {
    const reports = await HeadcountReportModel.find({}).lean();
    expect(reports.length).toBeGreaterThan(20);
    expect(new Set(reports.map((report) => report.calculationDate))).toEqual(new Set(['2026-11-24']));
    const logs = await HeadcountVacantLogModel.find({ reportId: reports[0].reportId }).lean();
    expect(logs.length).toBe(HEADCOUNT_HISTORY_DAYS + 1);
    expect(await HeadcountVacantLogModel.countDocuments({ 'incidents.0': { $exists: true } })).toBeGreaterThan(5);
    expect(await AttendantModel.countDocuments({ attendantId: { $regex: '^HC-' }, 'incidents.0': { $exists: true } })).toBeGreaterThan(5);
    // Yesterday continues the run of vacancies of the history, so some stores are above Bajo.
    expect(reports.filter((report) => report.vacants > 0 && report.sinceDate < '2026-11-24').length).toBeGreaterThan(0);
    const aboveLow = reports.filter((report) => report.statusName !== 'low').map((report) => report.reportId);
    expect(aboveLow.length).toBeGreaterThan(0);
    // 'Calcular ahora' for the same day again keeps each store's run of vacancies (and so its level).
    await calculateHeadcount('2026-11-24', await headcountStoreIds());
    const again = await HeadcountReportModel.find({ reportId: { $in: aboveLow } }).lean();
    expect(
      again
        .filter((report) => report.statusName !== 'low')
        .map((report) => report.reportId)
        .sort(),
    ).toEqual([...aboveLow].sort());
  });
});
