import { commissionSchedule } from '../../domain/commissions/schedule';
import { VariableCommissionModel } from '../../db/models/commissions';
import { syncSchedules } from '../gateway/schedules';
import type { WorkflowGateway } from '../gateway/types';

/**
 * At start: every active commission gets its schedule if it lacks one (demo data, a restore), or
 * if its schedule was built by an older rule (a mensual cron month list, before calendar periods).
 * Saving a commission keeps its schedule in step the rest of the time (the commissions API's
 * service, through workers/gateway/schedules.ts). Answers how many schedules were created.
 */
export async function syncCommissionSchedules(gateway: WorkflowGateway): Promise<number> {
  const active = await VariableCommissionModel.find({ active: true }).lean();
  return syncSchedules(
    gateway,
    active.flatMap((commission) => commissionSchedule(commission) ?? []),
  );
}
