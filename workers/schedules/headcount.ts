import { STORE_TIME_ZONE } from '../../domain/common/time';
import { DAILY_HEADCOUNT_WORKFLOW } from '../../workflows/headcount/dailyHeadcount';
import { syncSchedules } from '../gateway/schedules';
import type { WorkflowGateway } from '../gateway/types';

export const HEADCOUNT_SCHEDULE_ID = 'headcount-daily';

/**
 * The daily headcount calculation runs every morning at 05:00 in the stores' zone, for the store
 * day that just closed (no input: the process plans yesterday). Missed by up to 6 hours (a restart
 * in the night), it still runs. Answers how many schedules were created (0 when it already exists).
 */
export async function syncHeadcountSchedule(gateway: WorkflowGateway): Promise<number> {
  return syncSchedules(gateway, [
    {
      scheduleId: HEADCOUNT_SCHEDULE_ID,
      workflowType: DAILY_HEADCOUNT_WORKFLOW,
      spec: { cronExpressions: ['0 5 * * *'], timezone: STORE_TIME_ZONE },
      catchupWindowMs: 6 * 3_600_000,
    },
  ]);
}
