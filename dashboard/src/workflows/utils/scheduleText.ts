import cronstrue from 'cronstrue';
import 'cronstrue/locales/es';
import { intlLocaleOf } from '../../ui/utils/dates';
import { toLanguage, type Language } from '../../ui/utils/languages';

/** A schedule's calendar as the platform stores it (workers/embedded/types.ts ScheduleSpec; Temporal's spec alike). */
export interface ScheduleCalendar {
  cronExpressions?: readonly string[] | null;
  intervals?: readonly { everyMs: number; offsetMs?: number | null }[] | null;
  timezone?: string | null;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "cada 15 minutos" / "every 15 minutes": the interval in its largest whole unit. */
function intervalText(everyMs: number, language: Language): string {
  const [amount, unit] =
    everyMs % DAY === 0
      ? [everyMs / DAY, 'day']
      : everyMs % HOUR === 0
        ? [everyMs / HOUR, 'hour']
        : everyMs % MINUTE === 0
          ? [everyMs / MINUTE, 'minute']
          : [everyMs / 1000, 'second'];
  const duration = new Intl.NumberFormat(intlLocaleOf(language), { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
  return language === 'es' ? `cada ${duration}` : `every ${duration}`;
}

/**
 * A schedule's calendar in the reader's words ("A las 05:00 (America/Mexico_City)"): each cron
 * expression through cronstrue (24-hour clock), each interval in its unit, the time zone after. A
 * calendar it cannot word (an expression cronstrue refuses) is shown as it is stored.
 */
export function scheduleText(calendar: ScheduleCalendar | null | undefined, language: string): string {
  if (!calendar) return '';
  const lang = toLanguage(language);
  const parts: string[] = [];
  for (const expression of calendar.cronExpressions ?? []) {
    try {
      parts.push(cronstrue.toString(expression, { locale: lang, use24HourTimeFormat: true, throwExceptionOnParseError: true }));
    } catch {
      parts.push(expression);
    }
  }
  for (const interval of calendar.intervals ?? []) parts.push(intervalText(interval.everyMs, lang));
  const text = parts.join('; ');
  return calendar.timezone && (calendar.cronExpressions?.length ?? 0) > 0 ? `${text} (${calendar.timezone})` : text;
}
