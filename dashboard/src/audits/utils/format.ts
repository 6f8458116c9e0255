/** Epoch seconds as a local date and time, or a dash. */
export function formatEpoch(seconds: number | null | undefined, language: string): string {
  if (!seconds) return '—';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(seconds * 1000));
}

/** The risk bar's share: ranking (0 to 10) x 10 is the percentage; the bar takes 0 to 1. */
export function riskShare(ranking: number): number {
  return Math.min(1, Math.max(0, (ranking * 10) / 100));
}
