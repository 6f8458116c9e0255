import { toStored } from '../../db/models/common';
import { calculateCommission } from '../../domain/commissions/calculation';
import { mongoCommissionRepository, type CommissionRepository } from '../../db/models/commissions/commissionRepository';
import { mongoStatementRepository, type StatementRepository } from '../../db/models/commissions/commissionStatementRepository';
import { closedPeriodOn, localDate, periodEnd } from '../../domain/commissions/period';
import type {
  BatchOutcome,
  CalculateBatchInput,
  CommissionActivities,
  CommissionRunPlan,
  PlanCommissionRunInput,
  StatementActivities,
} from '../../workflows/commissions/activities';
import type { Mailer } from '../../integrations/mail';
import { createStatementActivities } from './commissionStatements';

/**
 * Side effects of the commission calculation process (its contract:
 * workflows/commissions/activities.ts): which employees and which period a run covers, and the
 * evaluation of a batch of employees with its reports.
 * Both are idempotent: a report is upserted by (commission, employee, period start), so a retried
 * batch or a second run of the same period replaces reports and never duplicates them.
 */
export interface CommissionActivityDependencies {
  now?: () => number;
  /** The calculation's reads and writes (the database's by default). */
  repository?: CommissionRepository;
  /** The statements' reads and writes (the database's by default). */
  statements?: StatementRepository;
  /** For the statements' review reminders (workers/activities/commissionStatements.ts). */
  mailer?: Mailer;
  publicUrl?: string;
}

export function createCommissionActivities(dependencies: CommissionActivityDependencies = {}): CommissionActivities & StatementActivities {
  const calculation = createCalculationActivities(dependencies);
  return {
    ...calculation,
    ...createStatementActivities({
      mailer: dependencies.mailer,
      publicUrl: dependencies.publicUrl,
      calculate: calculation.calculateCommissionBatch,
      repository: dependencies.statements ?? mongoStatementRepository,
    }),
  };
}

function createCalculationActivities(dependencies: CommissionActivityDependencies): CommissionActivities {
  const now = dependencies.now ?? Date.now;
  const repository = dependencies.repository ?? mongoCommissionRepository;
  return {
    async planCommissionRun(input: PlanCommissionRunInput): Promise<CommissionRunPlan> {
      const commission = await repository.findCommission(input.variableCommissionId);
      if (!commission) return { status: 'missing', startDate: null };
      let startDate = input.startDate;
      let endDate: string;
      if (startDate) {
        endDate = periodEnd(startDate, commission.frequency, commission.multiple, Number(commission.runDate.slice(8, 10)));
      } else {
        // A scheduled run: nothing before run_date, and only while the commission is active. The
        // period is the latest one closed, counted from run_date (never from the previous run).
        if (!commission.active) return { status: 'inactive', startDate: null };
        const period = closedPeriodOn(commission.runDate, localDate(input.startedAt), commission.frequency, commission.multiple);
        if (!period) return { status: 'notDue', startDate: null };
        // The mensual schedule also fires on days that end no period (every month for a multiple,
        // the 28th to 31st for a late run_date): it calculates only a period ending today, or one
        // that was missed (no report at all: the product was down at its end).
        if (period.endDate !== localDate(input.startedAt) && (await repository.hasReport(commission.id, period.startDate))) {
          return { status: 'notDue', startDate: null };
        }
        startDate = period.startDate;
        endDate = period.endDate;
      }
      let employeeIds = await repository.employeeIdsOfArea(commission.areaId);
      if (input.employeeId) {
        if (!employeeIds.includes(input.employeeId)) return { status: 'employeeNotInArea', startDate };
        employeeIds = [input.employeeId];
      } else {
        // A full run owns the period: reports of employees who left the area are removed.
        await repository.removeOtherReports(commission.id, startDate, employeeIds);
      }
      return { status: 'ready', startDate, endDate, employeeIds, variableCommissionName: commission.name };
    },

    async calculateCommissionBatch(input: CalculateBatchInput): Promise<BatchOutcome> {
      const commission = await repository.findCommission(input.variableCommissionId);
      if (!commission) return { processed: 0, failed: 0 };
      const area = await repository.findArea(commission.areaId);
      const employees = await repository.findEmployees(input.employeeIds);
      const byId = new Map(employees.map((employee) => [employee.id, employee]));
      const ordered = input.employeeIds.flatMap((id) => {
        const employee = byId.get(id);
        return employee ? [employee] : [];
      });

      const calculation = await repository.loadCalculationInput(commission, ordered, { startDate: input.startDate, endDate: input.endDate });
      const outcomes = calculateCommission(calculation);
      const calculatedAt = new Date(now());
      await repository.saveReports(
        outcomes.map((outcome) => ({
          variableCommissionId: commission.id,
          employeeId: outcome.employeeId,
          startDate: input.startDate,
          employeeName: outcome.employeeName,
          organizationId: commission.organizationId,
          areaId: commission.areaId,
          areaName: area?.name ?? '',
          variableCommissionName: commission.name,
          endDate: input.endDate,
          // The commission's result is money: a Decimal128 rounded half-up to 4 decimals by the money module (docs/money.md).
          evaluationResult: outcome.evaluationResult === null ? null : toStored(outcome.evaluationResult),
          warehouse: outcome.warehouse,
          exception: outcome.exception,
          details: { htmlReference: commission.htmlReference, evaluationLog: outcome.evaluationLog },
          runId: input.runId,
          calculatedAt,
        })),
      );
      return { processed: outcomes.length, failed: outcomes.filter((outcome) => outcome.exception).length };
    },
  };
}
