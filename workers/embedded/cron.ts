/**
 * Five-field cron expressions (minute hour day-of-month month day-of-week) evaluated in an IANA
 * time zone, the subset Temporal schedules and crontab share: numbers, `*`, lists, ranges and
 * steps, plus @hourly, @daily, @weekly, @monthly and @yearly. As in crontab, when both
 * day-of-month and day-of-week are restricted a day matching either one fires.
 */
export interface CronExpression {
  minutes: Set<number>;
  hours: Set<number>;
  daysOfMonth: Set<number>;
  months: Set<number>;
  daysOfWeek: Set<number>;
  dayOfMonthRestricted: boolean;
  dayOfWeekRestricted: boolean;
}

const macros: Record<string, string> = {
  '@hourly': '0 * * * *',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@weekly': '0 0 * * 0',
  '@monthly': '0 0 1 * *',
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
};

function parseField(text: string, min: number, max: number, name: string): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new Error(`Invalid cron ${name} "${part}"`);
    const step = match[4] ? Number(match[4]) : 1;
    let from = min;
    let to = max;
    if (match[1] !== '*') {
      from = Number(match[2]);
      to = match[3] !== undefined ? Number(match[3]) : match[4] ? max : from;
    }
    if (from < min || to > max || from > to || step < 1) throw new Error(`Invalid cron ${name} "${part}" (allowed ${min}-${max})`);
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return values;
}

export function parseCron(expression: string): CronExpression {
  const text = macros[expression.trim()] ?? expression.trim();
  const fields = text.split(/\s+/);
  if (fields.length !== 5) throw new Error(`Invalid cron expression "${expression}": expected 5 fields`);
  const daysOfWeek = parseField(fields[4], 0, 7, 'day of week');
  if (daysOfWeek.has(7)) {
    daysOfWeek.delete(7);
    daysOfWeek.add(0);
  }
  return {
    minutes: parseField(fields[0], 0, 59, 'minute'),
    hours: parseField(fields[1], 0, 23, 'hour'),
    daysOfMonth: parseField(fields[2], 1, 31, 'day of month'),
    months: parseField(fields[3], 1, 12, 'month'),
    daysOfWeek,
    dayOfMonthRestricted: fields[2] !== '*',
    dayOfWeekRestricted: fields[4] !== '*',
  };
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const weekdays: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

function zonedParts(time: number, timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(new Date(time))) parts[part.type] = part.value;
  return {
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: weekdays[parts.weekday],
  };
}

const MINUTE = 60_000;

/** The first time strictly after `after` that matches, within about two years (else undefined). */
export function nextCronTime(cron: CronExpression, after: number, timeZone = 'UTC'): number | undefined {
  let time = Math.floor(after / MINUTE) * MINUTE + MINUTE;
  const limit = after + 2 * 366 * 24 * 60 * MINUTE;
  while (time <= limit) {
    const parts = zonedParts(time, timeZone);
    const dayOfMonthMatches = cron.daysOfMonth.has(parts.day);
    const dayOfWeekMatches = cron.daysOfWeek.has(parts.weekday);
    const dayMatches =
      cron.dayOfMonthRestricted && cron.dayOfWeekRestricted ? dayOfMonthMatches || dayOfWeekMatches : dayOfMonthMatches && dayOfWeekMatches;
    if (!cron.months.has(parts.month) || !dayMatches) {
      time += ((23 - parts.hour) * 60 + (60 - parts.minute)) * MINUTE;
      continue;
    }
    if (!cron.hours.has(parts.hour)) {
      time += (60 - parts.minute) * MINUTE;
      continue;
    }
    if (!cron.minutes.has(parts.minute)) {
      time += MINUTE;
      continue;
    }
    return time;
  }
  return undefined;
}
