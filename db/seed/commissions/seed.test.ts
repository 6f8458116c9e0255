import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../testing';
import {
  CommissionEmployeeModel,
  CommissionReportModel,
  HelperFunctionModel,
  IndicatorModel,
  VariableCommissionModel,
  VariableValueModel,
} from '../../models/commissions';
import { formulaForSave } from '../../../domain/commissions/compiler';
import { parseExpression } from '../../../domain/commissions/language';
import { formulaToSteps, parseHtmlReference } from '../../../domain/commissions/steps';
import { closedDemoMonths, DEMO_COMMISSION_ID, demoMonths, demoReports, generateCommissionDemo } from './demo';
import { seedCommissionDemo } from './seed';
import { fromStored } from '../../../domain/common/money';

let database: TestDatabase;
beforeAll(async () => {
  database = await startTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('commissions demo data', () => {
  it('loads about 200 employees with subordinates and computed reports, idempotently', async () => {
    const first = await seedCommissionDemo({ today: '2026-01-05' });
    expect(first.written).toBeGreaterThan(0);
    expect(await CommissionEmployeeModel.countDocuments({})).toBe(200);
    expect(await CommissionEmployeeModel.countDocuments({ 'subordinates.0': { $exists: true } })).toBe(20);
    // October to December 2025 (closed, with reports) and January 2026 (the month of the seeding day).
    expect(await VariableValueModel.countDocuments({})).toBe(12);
    expect(await VariableCommissionModel.findOne({ id: DEMO_COMMISSION_ID }, { runDate: 1 }).lean()).toMatchObject({ runDate: '2026-02-01' });
    const reports = await CommissionReportModel.countDocuments({ variableCommissionId: DEMO_COMMISSION_ID });
    expect(reports).toBe(170 * 3);
    const sample = await CommissionReportModel.findOne({ startDate: '2025-12-01' }).lean();
    expect(sample).toMatchObject({ exception: null, endDate: '2026-01-01', areaName: 'Vendedor de piso' });
    expect((sample!.evaluationResult as { _bsontype?: string })._bsontype).toBe('Decimal128');
    expect(fromStored(sample!.evaluationResult).isPositive()).toBe(true);
    expect(sample!.details.evaluationLog.map((entry) => entry.details.name)).toContain('Resultado_Paso_5');

    const second = await seedCommissionDemo({ today: '2026-01-28' });
    expect(second.written).toBe(0);
    expect(await CommissionReportModel.countDocuments({})).toBe(reports);
  });

  it("logs the demo commission's indicator steps and its helper function call, consistent with its steps", () => {
    const data = generateCommissionDemo({ employees: 20, today: '2026-01-05' });
    const report = demoReports(data, closedDemoMonths(demoMonths('2026-01-05'), '2026-01-05')).find((candidate) => candidate.exception === null);
    expect(report).toBeDefined();
    const log = new Map(report!.details.evaluationLog.map((entry) => [entry.details.name, entry.details]));
    const value = (name: string) => log.get(name)?.value as number;
    const sales = value('Ventas [mensual]');
    const returns = value('Devoluciones [mensual]');
    const goal = value('Meta mensual de venta');
    expect(value('Cumplimiento de meta › Resultado_Paso_1')).toBeCloseTo(sales - returns);
    expect(value('Cumplimiento de meta › Resultado_Paso_2')).toBeCloseTo((sales - returns) / goal);
    expect(value('Cumplimiento de meta › Resultado_Paso_3')).toBeCloseTo(value('Cumplimiento de meta'));
    const call = log.get('Bono con tope (#1)');
    expect(call?.arguments).toEqual({ bono: value('Resultado_Paso_3'), tope: 8000 });
    expect(call?.value).toBe(Math.min(value('Resultado_Paso_3'), 8000));
    expect(value('Resultado_Paso_4')).toBeCloseTo((call?.value as number) * 100);
    expect(value('Resultado_Paso_5')).toBe(report!.evaluationResult);
  });

  it('stores the demo formulas as editor steps (html_reference) that compile to their expressions, and reports carry them', async () => {
    await seedCommissionDemo({ employees: 20, today: '2026-01-05' });
    const records = [
      ...(await IndicatorModel.find({ id: /^demo-/ }).lean()).map((indicator) => ({ record: indicator, screen: 'indicator' as const, args: undefined })),
      ...(await HelperFunctionModel.find({ id: /^demo-/ }).lean()).map((helper) => ({ record: helper, screen: 'function' as const, args: helper.arguments })),
      ...(await VariableCommissionModel.find({ id: /^demo-/ }).lean()).map((commission) => ({
        record: commission,
        screen: 'commission' as const,
        args: undefined,
      })),
    ];
    expect(records).toHaveLength(4);
    for (const { record, screen, args } of records) {
      expect(record.htmlReference, record.id).not.toBe('-');
      const saved = formulaForSave({ htmlReference: record.htmlReference }, { screen, functionArguments: args });
      expect(saved.valid, record.id).toBe(true);
      expect(saved.expression, record.id).toBe(record.expression);
      expect(formulaToSteps(parseExpression(record.expression))).toEqual(parseHtmlReference(record.htmlReference));
    }
    const commission = records.find(({ screen }) => screen === 'commission')!.record;
    expect(parseHtmlReference(commission.htmlReference)).toHaveLength(5);
    const report = await CommissionReportModel.findOne({ variableCommissionId: DEMO_COMMISSION_ID }).lean();
    expect(report!.details.htmlReference).toBe(commission.htmlReference);
  });
});
