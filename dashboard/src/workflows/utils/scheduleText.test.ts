import { describe, expect, it } from 'vitest';
import { scheduleText, type ScheduleCalendar } from './scheduleText';

describe('a schedule calendar in words', () => {
  const cases: [ScheduleCalendar | null, string, string][] = [
    [{ cronExpressions: ['0 5 * * *'], timezone: 'America/Mexico_City' }, 'es', 'A las 05:00 (America/Mexico_City)'],
    [{ cronExpressions: ['0 5 * * *'], timezone: 'America/Mexico_City' }, 'en', 'At 05:00 (America/Mexico_City)'],
    [{ cronExpressions: ['30 6 1 * *'] }, 'en', 'At 06:30, on day 1 of the month'],
    [{ cronExpressions: ['0 5 * * *', '0 17 * * *'] }, 'en', 'At 05:00; At 17:00'],
    [{ intervals: [{ everyMs: 15 * 60_000 }] }, 'es', 'cada 15 minutos'],
    [{ intervals: [{ everyMs: 2 * 3_600_000 }] }, 'en', 'every 2 hours'],
    [{ intervals: [{ everyMs: 86_400_000 }] }, 'es', 'cada 1 día'],
    [{ cronExpressions: ['not a cron'] }, 'es', 'not a cron'],
    [null, 'es', ''],
  ];
  it.each(cases)('%j in %s reads "%s"', (calendar, language, expected) => {
    expect(scheduleText(calendar, language)).toBe(expected);
  });
});
