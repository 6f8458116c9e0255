import { format, isValid, parse } from 'date-fns';
import { toLanguage } from './languages';

/**
 * Days as people type them (DateField, ui/components/DateField.tsx): dd/MM/yyyy in Spanish, MM/dd/yyyy
 * in English, and a screen's own pattern where the spec names one; kept as ISO yyyy-MM-dd.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day pattern (date-fns tokens) of an interface language. */
export function dayPatternOf(language: string | undefined): string {
  return toLanguage(language) === 'en' ? 'MM/dd/yyyy' : 'dd/MM/yyyy';
}

/** A real calendar day written yyyy-MM-dd (not 2026-02-30). */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.getFullYear() === Number(match[1]) && date.getMonth() === Number(match[2]) - 1 && date.getDate() === Number(match[3]);
}

/** The local midnight of a yyyy-MM-dd day (null when it is not one). */
export function dateOfIsoDay(value: string | null | undefined): Date | null {
  if (!isIsoDay(value)) return null;
  const [year, month, day] = value.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** A date as yyyy-MM-dd in local time. */
export function isoDayOf(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** A date written in a pattern. */
export function formatDay(date: Date, pattern: string): string {
  return format(date, pattern);
}

/**
 * Reads a typed day in a pattern: every part present and nothing after it, a real day (not 31/02),
 * a four-digit year (so 1/2/26 is not the year 26; 1/2/2026 is fine). Null for anything else.
 */
export function parseDay(text: string, pattern: string): Date | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const date = parse(trimmed, pattern, new Date(2000, 0, 1));
  if (!isValid(date) || date.getFullYear() < 1000 || date.getFullYear() > 9999) return null;
  return date;
}

/** The placeholder of a pattern in the user's letters ('dd/mm/aaaa'): `letters` name day, month and year. */
export function dayPlaceholderOf(pattern: string, letters: { day: string; month: string; year: string }): string {
  return pattern.replace('yyyy', letters.year).replace('MM', letters.month).replace('dd', letters.day);
}
