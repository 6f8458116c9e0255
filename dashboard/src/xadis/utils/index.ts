import { subDays, format } from 'date-fns';

/** The pickers' bounds (yyyy-mm-dd): today and 365 days back (spec 001 section 9). */
export function pickerBounds(now = new Date()): { min: string; max: string } {
  return { min: format(subDays(now, 365), 'yyyy-MM-dd'), max: format(now, 'yyyy-MM-dd') };
}

export function formatTime(epochMs: number | null | undefined, language: string): string {
  if (!epochMs) return '';
  return new Date(epochMs).toLocaleString(language === 'en' ? 'en-US' : 'es-MX', { timeZone: 'America/Mexico_City', dateStyle: 'short', timeStyle: 'short' });
}
