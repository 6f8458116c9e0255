import { subDays } from 'date-fns';
import { inStoreZone, storeDate } from '../../../../domain/common/time';
import { DATE_RANGE_DAYS_BACK } from '../../../../domain/xadis/window';
import { intlLocaleOf } from '../../ui/utils/dates';

/** The pickers' bounds (yyyy-mm-dd): today and 365 days back in the stores' calendar, as the server checks them (spec 001 section 9). */
export function pickerBounds(nowMs = Date.now()): { min: string; max: string } {
  return { min: storeDate(subDays(inStoreZone(nowMs), DATE_RANGE_DAYS_BACK).getTime()), max: storeDate(nowMs) };
}

export function formatTime(epochMs: number | null | undefined, language: string): string {
  if (!epochMs) return '';
  return new Date(epochMs).toLocaleString(intlLocaleOf(language), { timeZone: 'America/Mexico_City', dateStyle: 'short', timeStyle: 'short' });
}

/** A recipient list as the settings' text area shows it: one address per line. */
export function recipientText(recipients: readonly string[]): string {
  return recipients.join('\n');
}

/** The addresses typed in a text area (shared with the settings form's schema). */
export { recipientLines } from '../../../../domain/xadis/transmissions';
