import { TZDate } from '@date-fns/tz';
import { format, isValid, parse } from 'date-fns';
import { STORE_TIME_ZONE, storeDate } from '../../domain/common/time';
import { ErpOperationError } from './backend';

/**
 * The ERP's calendar: dates travel as dd/MM/yyyy and days are the stores' (Mexico City, through
 * domain/common/time.ts). A day is handled as its UTC-midnight epoch so that arithmetic never
 * crosses an offset change.
 */
export const ERP_TIME_ZONE = STORE_TIME_ZONE;
const dayMs = 86_400_000;

export function parseErpDate(text: string): number {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(text)) throw new ErpOperationError(`invalid date ${text}, expected dd/MM/yyyy`);
  // A UTC reference date makes date-fns build the day at UTC midnight, whatever the machine's zone.
  const date = parse(text, 'dd/MM/yyyy', new TZDate(0, 'UTC'));
  if (!isValid(date)) throw new ErpOperationError(`invalid date ${text}`);
  return date.getTime();
}

export function formatErpDate(epochDay: number): string {
  return format(new TZDate(epochDay, 'UTC'), 'dd/MM/yyyy');
}

/** Today's date in the stores' zone as a UTC-midnight epoch. */
export function erpToday(now: number): number {
  return Date.parse(`${storeDate(now)}T00:00:00Z`);
}

/** Every day from `from` to `to`, both included. */
export function erpDays(from: string, to: string): number[] {
  const start = parseErpDate(from);
  const end = parseErpDate(to);
  if (start > end) throw new ErpOperationError(`the range starts after it ends (${from} > ${to})`);
  const days: number[] = [];
  for (let day = start; day <= end; day += dayMs) days.push(day);
  return days;
}

export const ERP_DAY_MS = dayMs;
