/**
 * A calendar day (yyyy-mm-dd) as a chart shows it, in the interface language: "28 nov" on an
 * axis, "28/11/2026" (or "11/28/2026" in English) in a table and a tooltip. The day is a calendar
 * day, not an instant: it is read and written in UTC so no zone moves it.
 */
export function formatChartDay(day: string, locale: string, style: 'axis' | 'full' = 'full'): string {
  const instant = Date.parse(`${day}T00:00:00Z`);
  if (!Number.isFinite(instant)) return day;
  const options: Intl.DateTimeFormatOptions =
    style === 'axis' ? { day: 'numeric', month: 'short', timeZone: 'UTC' } : { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options).format(instant);
}

/** A count in the interface language's digits ("1,234" / "1,234"; "—" when there is none). */
export function formatChartCount(value: number | null | undefined, locale: string): string {
  return value === null || value === undefined ? '—' : value.toLocaleString(locale, { maximumFractionDigits: 2 });
}
