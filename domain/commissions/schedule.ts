import { dayNumber, MEXICO_CITY_OFFSET_MS, type Frequency } from './period';

const DAY_MS = 86_400_000;
export const COMMISSION_TIME_ZONE = 'America/Mexico_City';

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
 * When an active commission runs: at midnight (Mexico City) of run_date and every period after.
 * Fixed-length periods are intervals aligned to run_date; mensual follows the calendar (a cron on
 * run_date's day, at most the 28th so every month has it, every `multiple` months). A run that
 * fires before run_date does nothing (the process checks), so the alignment is all that matters.
 */
export function commissionScheduleSpec(runDate: string, frequency: Frequency, multiple: number): CommissionScheduleSpec {
  if (frequency === 'mensual') {
    const [, month, day] = runDate.split('-').map(Number) as [number, number, number];
    const months = Array.from({ length: 12 }, (_, index) => index + 1).filter((candidate) => (((candidate - month) % multiple) + multiple) % multiple === 0);
    return { cronExpressions: [`0 0 ${Math.min(day, 28)} ${months.join(',')} *`], timezone: COMMISSION_TIME_ZONE };
  }
  const days = { diario: 1, semana: 7, quincenal: 15 }[frequency] * multiple;
  const everyMs = days * DAY_MS;
  const firstRun = dayNumber(runDate) * DAY_MS - MEXICO_CITY_OFFSET_MS;
  return { intervals: [{ everyMs, offsetMs: ((firstRun % everyMs) + everyMs) % everyMs }] };
}
