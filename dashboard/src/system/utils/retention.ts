/** The collections the dashboard names in words (db/retention's list); any other shows its own name. */
export const knownCollections = [
  'workflowRuns',
  'workflowEvents',
  'mailOutbox',
  'smsOutbox',
  'mailSinkMessages',
  'erpRequests',
  'erpAnswerChunks',
  'partnerBatches',
  'verificationCodes',
  'rateLimits',
  'changeHistory',
] as const;
export type KnownCollection = (typeof knownCollections)[number];

export function isKnownCollection(name: string): name is KnownCollection {
  return (knownCollections as readonly string[]).includes(name);
}

export type RetentionUnit = 'years' | 'days' | 'hours' | 'minutes' | 'seconds';

/** A year is 366 days, as db/retention counts a setting in years (never removed a day early). */
const unitSeconds: Record<Exclude<RetentionUnit, 'seconds'>, number> = { years: 366 * 86_400, days: 86_400, hours: 3_600, minutes: 60 };

/**
 * A retention in the unit its setting names (RETENTION_..._HOURS in hours), or else in the
 * largest unit that states it exactly (5400 s is 90 minutes); null for 0 (removed once finished).
 */
export function retentionInUnits(seconds: number, setting = ''): { count: number; unit: RetentionUnit } | null {
  if (seconds <= 0) return null;
  const named = /_(YEARS|DAYS|HOURS|MINUTES|SECONDS)$/.exec(setting)?.[1].toLowerCase() as RetentionUnit | undefined;
  const candidates: RetentionUnit[] = named ? [named, 'days', 'hours', 'minutes'] : ['days', 'hours', 'minutes'];
  for (const unit of candidates) {
    if (unit === 'seconds') break;
    if (seconds % unitSeconds[unit] === 0) return { count: seconds / unitSeconds[unit], unit };
  }
  return { count: seconds, unit: 'seconds' };
}

const byteUnits = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** Bytes in the caller's language, in steps of 1024: "512 B", "12.3 kB", "1,5 GB". */
export function formatBytes(bytes: number, language: string): string {
  let value = Math.max(0, bytes);
  if (value < 1024) return `${formatCount(Math.round(value), language)} B`;
  let unit = 0;
  while (value >= 1024 && unit < byteUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, { style: 'unit', unit: byteUnits[unit], unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

export function formatCount(count: number, language: string): string {
  return new Intl.NumberFormat(language).format(count);
}

/** ok, warning or critical as the API gives it; anything else reads as ok. */
export type HeapLevel = 'ok' | 'warning' | 'critical';

export function heapLevelOf(level: string): HeapLevel {
  return level === 'warning' || level === 'critical' ? level : 'ok';
}
