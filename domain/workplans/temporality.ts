import { Cron } from 'croner';

/**
 * An activity's temporality (spec 002 section 3: cron, frecuency, frecuencyType): when it repeats.
 * The cron expression is the precise schedule (5 fields: minute hour day-of-month month
 * day-of-week, or 6 with seconds), checked with croner; frecuency and frecuencyType say the same
 * in words for the people doing it ("every 2 weeks").
 */
export const frequencyTypes = ['once', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export type FrequencyType = (typeof frequencyTypes)[number];

/** True when croner accepts the expression and it fires at least once from now on. */
export function isValidCron(expression: string): boolean {
  const trimmed = expression.trim();
  const fields = trimmed.split(/\s+/).length;
  if (trimmed === '' || fields < 5 || fields > 6) return false;
  try {
    const cron = new Cron(trimmed, {
      paused: true,
      timezone: 'America/Mexico_City',
    });
    const next = cron.nextRun();
    cron.stop();
    return next !== null;
  } catch {
    return false;
  }
}

/** The next runs of a valid expression after a moment, in the stores' time zone (for the detail view). */
export function nextCronRuns(expression: string, count: number, from: Date = new Date()): Date[] {
  if (!isValidCron(expression)) return [];
  const cron = new Cron(expression.trim(), {
    paused: true,
    timezone: 'America/Mexico_City',
  });
  const runs = cron.nextRuns(count, from);
  cron.stop();
  return runs;
}
