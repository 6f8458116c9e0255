import { randomUUID } from 'node:crypto';
import { localDate } from '../../../domain/commissions/period';
import { commissionPeriod, commissionRunDate, editedRunDate, type PeriodRequest } from '../../../domain/commissions/rules';
import { commissionSchedule, commissionScheduleId } from '../../../domain/commissions/schedule';
import { VariableCommissionModel, type CommissionArea, type VariableCommission } from '../../../db/models/commissions';
import type { WorkflowGateway } from '../../../workers/gateway';
import { applySchedule } from '../../../workers/gateway/schedules';
import { checkFormulaForSave, formulaOnEdit, type FormulaPayload } from '../formulas/service';
import { fieldsOf, found, LIST_LIMIT } from '../records';

/**
 * An active commission has exactly one schedule, built from its current run date and period; an
 * inactive or deleted one has none. The scheduling side keeps it (workers/gateway/schedules.ts),
 * the same way whichever runtime runs the processes.
 */
async function keepSchedule(gateway: WorkflowGateway | undefined, commissionId: string, commission: VariableCommission | null): Promise<void> {
  if (gateway) await applySchedule(gateway, commissionScheduleId(commissionId), commission && commissionSchedule(commission));
}

/** Commissions of a position. */
export function listCommissions(area: CommissionArea): Promise<VariableCommission[]> {
  return VariableCommissionModel.find({ areaId: area.id }).sort({ name: 1 }).limit(LIST_LIMIT).lean();
}

export function findCommission(id: string): Promise<VariableCommission> {
  return found(VariableCommissionModel.findOne({ id }).lean(), 'VARIABLE_COMMISSION_NOT_FOUND', id);
}

/** The company of a commission, or null once it is deleted. */
export async function commissionCompany(id: string): Promise<string | null> {
  return (await VariableCommissionModel.findOne({ id }, { organizationId: 1 }).lean())?.organizationId ?? null;
}

export interface CommissionInput {
  name: string;
  period: PeriodRequest;
  active: boolean;
  /** The first run date (tomorrow when none). */
  runDate?: string;
  formula: FormulaPayload;
}

/**
 * Creates a commission of a position: its run date not before today, its period stored as a
 * frequency and multiple, its formula using indicators, parameters, functions and previous steps
 * of its company. An active one gets its schedule.
 */
export async function createCommission(gateway: WorkflowGateway | undefined, area: CommissionArea, input: CommissionInput): Promise<VariableCommission> {
  const runDate = commissionRunDate(input.runDate, localDate(Date.now()));
  const period = commissionPeriod(input.period);
  const formula = await checkFormulaForSave(input.formula, 'commission', undefined, area.organizationId);
  const commission: VariableCommission = {
    id: randomUUID(),
    name: input.name,
    organizationId: area.organizationId,
    areaId: area.id,
    active: input.active,
    runDate,
    ...period,
    ...formula,
  };
  await VariableCommissionModel.create(commission);
  await keepSchedule(gateway, commission.id, commission);
  return commission;
}

/**
 * Edits a commission (what is not sent stays; `place` may move it to another position): its
 * schedule follows, and deactivating it deletes the schedule.
 */
export async function updateCommission(
  gateway: WorkflowGateway | undefined,
  commission: VariableCommission,
  changes: Partial<Omit<CommissionInput, 'formula'>> & { formula: FormulaPayload },
  place: { areaId: string; organizationId: string },
): Promise<VariableCommission> {
  const next: VariableCommission = {
    ...fieldsOf(commission),
    name: changes.name ?? commission.name,
    active: changes.active ?? commission.active,
    runDate: editedRunDate(changes.runDate, commission.runDate, localDate(Date.now())),
    ...(changes.period !== undefined ? commissionPeriod(changes.period, commission) : {}),
    ...place,
    ...(await formulaOnEdit(changes.formula, 'commission', commission, place.organizationId)),
  };
  await VariableCommissionModel.updateOne({ id: commission.id }, next);
  await keepSchedule(gateway, next.id, next);
  return next;
}

/** The schedule goes first: if removing it fails the commission stays, still whole. */
export async function deleteCommission(gateway: WorkflowGateway | undefined, commission: VariableCommission): Promise<void> {
  await keepSchedule(gateway, commission.id, null);
  await VariableCommissionModel.deleteOne({ id: commission.id });
}
