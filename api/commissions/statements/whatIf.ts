import { CommissionEmployeeModel, VariableCommissionModel, type CommissionStatement } from '../../../db/models/commissions';
import { loadCalculationInput } from '../../../db/commissions/calculationInput';
import { AppError } from '../../../domain/errors/catalogue';
import { whatIf, whatIfInputs, type WhatIfChange } from '../../../domain/commissions/whatIf';
import type { EvaluationLogEntry } from '../../../domain/commissions/calculation';

/** The what-if of a statement's commission line (issue 25): nothing is saved. */
async function calculationOf(statement: CommissionStatement, reportId: string) {
  const line = statement.lines.find((candidate) => candidate.reportId === reportId);
  if (!line) throw new AppError('COMMISSION_REPORT_NOT_FOUND', { id: reportId });
  const [commission, employee] = await Promise.all([
    VariableCommissionModel.findOne({ id: line.variableCommissionId }).lean(),
    CommissionEmployeeModel.findOne({ id: statement.employeeId }).lean(),
  ]);
  if (!commission) throw new AppError('VARIABLE_COMMISSION_NOT_FOUND', { id: line.variableCommissionId });
  if (!employee) throw new AppError('COMMISSION_EMPLOYEE_NOT_FOUND', { id: statement.employeeId });
  return loadCalculationInput(commission, [employee], { startDate: line.startDate, endDate: line.endDate });
}

const text = (value: number | null | undefined) => (value === null || value === undefined || !Number.isFinite(value) ? null : String(value));

export async function statementWhatIfInputs(statement: CommissionStatement, reportId: string) {
  return whatIfInputs(await calculationOf(statement, reportId), statement.employeeId).map((input) => ({ ...input, value: text(input.value) }));
}

export async function statementWhatIf(statement: CommissionStatement, reportId: string, change: WhatIfChange) {
  const input = await calculationOf(statement, reportId);
  const known = whatIfInputs(input, statement.employeeId).some(
    (candidate) => candidate.kind === change.kind && candidate.id === change.id && (change.kind === 'parameter' || candidate.tag === change.tag),
  );
  if (!known) throw new AppError('COMMISSION_STATEMENT_INVALID', { detail: change.id });
  const { before, after } = whatIf(input, statement.employeeId, change);
  const beforeByName = new Map(before.evaluationLog.map((entry) => [entry.details.name, entry.details.value]));
  const steps = (log: EvaluationLogEntry[]) =>
    log.map((entry) => ({ name: entry.details.name, value: text(entry.details.value), before: text(beforeByName.get(entry.details.name)) }));
  return {
    before: text(before.evaluationResult),
    after: text(after.evaluationResult),
    exceptionName: after.exception?.name ?? null,
    exceptionDetails: after.exception?.details ?? null,
    steps: steps(after.evaluationLog),
  };
}
