import { STORE_TIME_ZONE, storeDate } from '../../domain/common/time';
import { ErpOperationError } from './backend';

/**
 * The ERP's calendar: dates travel as dd/MM/yyyy and days are the stores' (Mexico City, through
 * domain/common/time.ts and @date-fns/tz). A day is handled as its UTC-midnight epoch so that
 * arithmetic never crosses an offset change; reading and writing a day is plain calendar
 * arithmetic (no zone), kept off date-fns' parser for the simulator's long day lists.
 */
export const ERP_TIME_ZONE = STORE_TIME_ZONE;
const dayMs = 86_400_000;

export function parseErpDate(text: string): number {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) throw new ErpOperationError(`invalid date ${text}, expected dd/MM/yyyy`);
  const [, day, month, year] = match;
  const epoch = Date.UTC(Number(year), Number(month) - 1, Number(day));
  const check = new Date(epoch);
  if (check.getUTCDate() !== Number(day) || check.getUTCMonth() !== Number(month) - 1) {
    throw new ErpOperationError(`invalid date ${text}`);
  }
  return epoch;
}

export function formatErpDate(epochDay: number): string {
  const date = new Date(epochDay);
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${date.getUTCFullYear()}`;
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
