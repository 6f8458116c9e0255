import { toLanguage } from './languages';

/** Locale of each interface language for dates and numbers (Mexican Spanish for "es"). */
export function intlLocaleOf(language: string | undefined): string {
  return toLanguage(language) === 'en' ? 'en-US' : 'es-MX';
}

/**
 * An ISO timestamp from the API as a local date and time in the interface language, e.g.
 * "21/11/2026, 17:42:05"; an empty or unreadable value becomes "—".
 */
export function formatDateTime(iso: string | null | undefined, language: string, timeZone?: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(intlLocaleOf(language), { dateStyle: 'short', timeStyle: 'medium', timeZone }).format(date);
}

/** Milliseconds between two ISO timestamps as "1 h 2 min", "3.4 s" or "120 ms"; "—" when open or unreadable. */
export function formatDuration(startIso: string | null | undefined, endIso: string | null | undefined): string {
  if (!startIso || !endIso) return '—';
  const ms = new Date(endIso).getTime() - new Date(startIso).getTime();
  if (!Number.isFinite(ms) || ms < 0) return '—';
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${minutes} min ${Math.round((ms % 60_000) / 1000)} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
