import { addDays } from '../../../../../domain/purchasing/dates';
import { storeDate } from '../../../../../domain/common/time';
import { intlLocaleOf } from '../../../ui/utils/dates';

/** Today in the stores' calendar (yyyy-mm-dd), as the server counts days. */
export function todayIso(): string {
  return storeDate(Date.now());
}

/** The accuracy panel's default range: the 8 whole weeks before today. */
export function defaultAccuracyRange(today = todayIso()): { from: string; to: string } {
  return { from: addDays(today, -56), to: addDays(today, -1) };
}

export function formatPercent(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined) return '—';
  return new Intl.NumberFormat(intlLocaleOf(language), { style: 'percent', maximumFractionDigits: 1 }).format(value);
}

export function formatNumber(value: number | null | undefined, language: string, digits = 2): string {
  if (value === null || value === undefined) return '—';
  return new Intl.NumberFormat(intlLocaleOf(language), { maximumFractionDigits: digits }).format(value);
}

/** Blueprint intent of a run status or a calibration. */
export function statusIntent(status: string | null | undefined): 'success' | 'danger' | 'primary' | 'warning' | 'none' {
  switch (status) {
    case 'done':
    case 'calibrated':
      return 'success';
    case 'failed':
      return 'danger';
    case 'running':
      return 'primary';
    case 'narrow':
    case 'wide':
      return 'warning';
    default:
      return 'none';
  }
}

/** A new import id (import-<32 hex>): crypto.getRandomValues works on a page served over plain http too, unlike randomUUID. */
export function newImportId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `import-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
