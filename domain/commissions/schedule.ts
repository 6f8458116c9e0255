import { STORE_TIME_ZONE, storeDayStart } from '../common/time';
import { type Frequency } from './period';

const DAY_MS = 86_400_000;
/** Commissions follow the stores' calendar. */
export const COMMISSION_TIME_ZONE = STORE_TIME_ZONE;

/** The schedule id of an active commission (one per commission). */
export function commissionScheduleId(variableCommissionId: string): string {
  return `variable-commission:${variableCommissionId}`;
}

export interface CommissionScheduleSpec {
  intervals?: { everyMs: number; offsetMs: number }[];
  cronExpressions?: string[];
  timezone?: string;
}

/**
 * When an active commission runs: at midnight (Mexico City) of run_date and at the end of every
 * period after. Fixed-length periods are intervals aligned to run_date. Mensual periods follow
 * the calendar from run_date (domain/commissions/period.ts periodBoundary), which no cron month
 * list can express for every multiple (x5 from March would be months 3 and 8, then March again):
 * the schedule fires every month on run_date's day — on the 28th to 31st when run_date is on the
 * 29th to 31st, so the clamped last day of a short month is included — and the run itself
 * (planCommissionRun) calculates only when the day ends a period (or a period has been missed).
 */
export function commissionScheduleSpec(runDate: string, frequency: Frequency, multiple: number): CommissionScheduleSpec {
  if (frequency === 'mensual') {
    const day = Number(runDate.slice(8, 10));
    return { cronExpressions: [`0 0 ${day <= 28 ? String(day) : '28-31'} * *`], timezone: COMMISSION_TIME_ZONE };
  }
  const days = { diario: 1, semana: 7, quincenal: 15 }[frequency] * multiple;
  const everyMs = days * DAY_MS;
  // Midnight of run_date in the stores' zone; fixed intervals stay aligned to it (the zone has kept one offset since 2022).
  const firstRun = storeDayStart(runDate);
  return { intervals: [{ everyMs, offsetMs: ((firstRun % everyMs) + everyMs) % everyMs }] };
}

/**
 * The schedule an active commission runs on (none when inactive): the commissionCalculation
 * process at each period boundary, a run skipped while the previous one still runs, and a run
 * missed by up to a day of downtime made up.
 */
export function commissionSchedule(commission: { id: string; active: boolean; runDate: string; frequency: Frequency; multiple: number }) {
  if (!commission.active) return null;
  return {
    scheduleId: commissionScheduleId(commission.id),
    workflowType: 'commissionCalculation',
    input: { variableCommissionId: commission.id },
    spec: commissionScheduleSpec(commission.runDate, commission.frequency, commission.multiple),
    overlap: 'skip' as const,
    catchupWindowMs: DAY_MS,
  };
}
