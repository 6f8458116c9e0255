import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../testing';
import { CommissionEmployeeModel, CommissionReportModel, VariableCommissionModel, VariableValueModel } from '../../models/commissions';
import { DEMO_COMMISSION_ID } from './demo';
import { seedCommissionDemo } from './seed';

let database: TestDatabase;
beforeAll(async () => {
  database = await startTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('commissions demo data', () => {
  it('loads about 200 employees with subordinates and computed reports, quickly and idempotently', async () => {
    const first = await seedCommissionDemo({ today: '2026-01-05' });
    expect(first.durationMs).toBeLessThan(5000);
    expect(await CommissionEmployeeModel.countDocuments({})).toBe(200);
    expect(await CommissionEmployeeModel.countDocuments({ 'subordinates.0': { $exists: true } })).toBe(20);
    // October to December 2025 (closed, with reports) and January 2026 (the month of the seeding day).
    expect(await VariableValueModel.countDocuments({})).toBe(12);
    expect(await VariableCommissionModel.findOne({ id: DEMO_COMMISSION_ID }, { runDate: 1 }).lean()).toMatchObject({ runDate: '2026-02-01' });
    const reports = await CommissionReportModel.countDocuments({ variableCommissionId: DEMO_COMMISSION_ID });
    expect(reports).toBe(170 * 3);
    const sample = await CommissionReportModel.findOne({ startDate: '2025-12-01' }).lean();
    expect(sample).toMatchObject({ exception: null, endDate: '2026-01-01', areaName: 'Vendedor de piso' });
    expect(sample!.evaluationResult).toBeGreaterThan(0);
    expect(sample!.details.evaluationLog.map((entry) => entry.details.name)).toContain('Resultado_Paso_5');

    const second = await seedCommissionDemo({ today: '2026-01-28' });
    expect(second.written).toBe(0);
    expect(await CommissionReportModel.countDocuments({})).toBe(reports);
  });
});
