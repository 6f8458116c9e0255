import type { AnyBulkWriteOperation, Model } from 'mongoose';
import {
  CommissionAreaModel,
  CommissionEmployeeModel,
  CommissionOrganizationModel,
  CommissionReportModel,
  commissionModels,
  StatementEventModel,
  DataSourceModel,
  HelperFunctionModel,
  IndicatorModel,
  ParameterModel,
  VariableCommissionModel,
  VariableModel,
  VariableValueModel,
} from '../../models/commissions';
import { localDate } from '../../../domain/commissions/period';
import { toStored } from '../../models/common';
import { closedDemoMonths, demoMonths, demoReports, generateCommissionDemo, type CommissionDemoData, type CommissionDemoOptions } from './demo';

export interface CommissionSeedResult {
  records: number;
  written: number;
  durationMs: number;
}

const targets: [keyof CommissionDemoData, Model<never>][] = [
  ['organizations', CommissionOrganizationModel as unknown as Model<never>],
  ['areas', CommissionAreaModel as unknown as Model<never>],
  ['employees', CommissionEmployeeModel as unknown as Model<never>],
  ['dataSources', DataSourceModel as unknown as Model<never>],
  ['variables', VariableModel as unknown as Model<never>],
  ['variableValues', VariableValueModel as unknown as Model<never>],
  ['parameters', ParameterModel as unknown as Model<never>],
  ['indicators', IndicatorModel as unknown as Model<never>],
  ['functions', HelperFunctionModel as unknown as Model<never>],
  ['commissions', VariableCommissionModel as unknown as Model<never>],
];

/**
 * Loads the commissions demo for the seeding day (`today`, see generateCommissionDemo).
 * Idempotent: records are upserted by id (a reseed restores edited demo records and leaves the
 * user's own alone) and reports by (commission, employee, period), so a second run the same
 * month changes nothing and never duplicates; a run in a later month adds that month's data and
 * moves run_date (the product then replaces the commission's schedule at start).
 */
export async function seedCommissionDemo(options: CommissionDemoOptions & { calculatedAt?: Date } = {}): Promise<CommissionSeedResult> {
  const started = Date.now();
  const today = options.today ?? localDate(started);
  const data = generateCommissionDemo({ ...options, today });
  await Promise.all(commissionModels.map((model) => (model as unknown as Model<never>).createIndexes()));
  let records = 0;
  let written = 0;
  for (const [collection, model] of targets) {
    const rows = data[collection] as unknown as { id: string }[];
    records += rows.length;
    if (rows.length === 0) continue;
    const operations = rows.map((row) => ({
      replaceOne: { filter: { id: row.id }, replacement: row, upsert: true, timestamps: false },
    })) as unknown as AnyBulkWriteOperation<never>[];
    const result = await model.bulkWrite(operations, { ordered: false });
    written += result.upsertedCount + result.modifiedCount;
  }
  const reports = demoReports(data, closedDemoMonths(options.months ?? demoMonths(today), today), options.calculatedAt);
  records += reports.length;
  const reportResult = await CommissionReportModel.bulkWrite(
    reports.map((report) => ({
      updateOne: {
        filter: { variableCommissionId: report.variableCommissionId, employeeId: report.employeeId, startDate: report.startDate },
        // The result is money: a Decimal128 (4 decimals, half-up) like every stored amount.
        update: {
          $set: { ...report, evaluationResult: report.evaluationResult === null ? null : toStored(report.evaluationResult) },
          $setOnInsert: { id: `demo-report-${report.employeeId}-${report.startDate}` },
        },
        upsert: true,
        timestamps: false,
      },
    })),
    { ordered: false },
  );
  written += reportResult.upsertedCount + reportResult.modifiedCount;
  return { records, written, durationMs: Date.now() - started };
}

/** Removes every record of the commissions module (demo or not); the append-only statement events through the driver. */
export async function clearCommissionData(): Promise<void> {
  for (const model of commissionModels) {
    if (model === StatementEventModel) await StatementEventModel.collection.deleteMany({});
    else await (model as unknown as Model<never>).deleteMany({});
  }
}
