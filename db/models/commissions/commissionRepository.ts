import { randomUUID } from 'node:crypto';
import type { AnyBulkWriteOperation } from 'mongoose';
import {
  CommissionAreaModel,
  CommissionEmployeeModel,
  CommissionReportModel,
  VariableCommissionModel,
  type CommissionArea,
  type CommissionEmployee,
  type CommissionReport,
  type VariableCommission,
} from './index';
import { loadCalculationInput } from '../../commissions/calculationInput';

/**
 * What the commission calculation's activities (workers/activities/commissions.ts) read and write:
 * the commission, its area and employees, what its formula names, and the period's reports. The
 * activities receive it, so a test may give another; `mongoCommissionRepository` is the database's.
 */
export interface CommissionRepository {
  findCommission(variableCommissionId: string): Promise<VariableCommission | null>;
  /** Whether the commission has any report of the period starting on `startDate`. */
  hasReport(variableCommissionId: string, startDate: string): Promise<boolean>;
  /** The ids of the area's employees, in id order. */
  employeeIdsOfArea(areaId: string): Promise<string[]>;
  /** Removes the period's reports of employees not in `employeeIds` (they left the area). */
  removeOtherReports(variableCommissionId: string, startDate: string, employeeIds: readonly string[]): Promise<void>;
  findArea(areaId: string): Promise<Pick<CommissionArea, 'name'> | null>;
  findEmployees(employeeIds: readonly string[]): Promise<CommissionEmployee[]>;
  /** What the calculation reads for these employees and the period (db/commissions/calculationInput.ts). */
  loadCalculationInput: typeof loadCalculationInput;
  /** Upserts each report by (commission, employee, period start): a retried batch replaces, never duplicates. */
  saveReports(reports: readonly Omit<CommissionReport, 'id'>[]): Promise<void>;
}

export const mongoCommissionRepository: CommissionRepository = {
  findCommission: (variableCommissionId) => VariableCommissionModel.findOne({ id: variableCommissionId }).lean<VariableCommission>(),
  async hasReport(variableCommissionId, startDate) {
    return Boolean(await CommissionReportModel.exists({ variableCommissionId, startDate }));
  },
  async employeeIdsOfArea(areaId) {
    const employees = await CommissionEmployeeModel.find({ areaId }, { id: 1 }).sort({ id: 1 }).lean();
    return employees.map((employee) => employee.id);
  },
  async removeOtherReports(variableCommissionId, startDate, employeeIds) {
    await CommissionReportModel.deleteMany({ variableCommissionId, startDate, employeeId: { $nin: employeeIds } });
  },
  findArea: (areaId) => CommissionAreaModel.findOne({ id: areaId }).lean<CommissionArea>(),
  findEmployees: (employeeIds) => CommissionEmployeeModel.find({ id: { $in: employeeIds } }).lean<CommissionEmployee[]>(),
  loadCalculationInput,
  async saveReports(reports) {
    const operations: AnyBulkWriteOperation<CommissionReport>[] = reports.map(({ variableCommissionId, employeeId, startDate, ...fields }) => ({
      updateOne: {
        filter: { variableCommissionId, employeeId, startDate },
        update: { $set: fields, $setOnInsert: { id: randomUUID() } },
        upsert: true,
      },
    }));
    if (operations.length > 0) await CommissionReportModel.bulkWrite(operations, { ordered: false });
  },
};
