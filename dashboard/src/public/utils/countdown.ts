/**
 * The landing countdown's target: about 1 August 2020 per spec 000 section 2, midnight in
 * central Mexico (UTC-5 under 2020 summer time). Once passed the page announces the season.
 */
export const defaultCountdownTarget = new Date('2020-08-01T00:00:00-05:00');

/**
 * The target a build was configured with (VITE_LANDING_COUNTDOWN_TARGET, any date Date can read,
 * e.g. 2026-12-01T00:00:00-06:00), or the spec's date when unset or unreadable.
 */
export function countdownTargetFrom(configured: string | undefined): Date {
  if (!configured) return defaultCountdownTarget;
  const date = new Date(configured);
  return Number.isNaN(date.getTime()) ? defaultCountdownTarget : date;
}

export const landingCountdownTarget = countdownTargetFrom(import.meta.env.VITE_LANDING_COUNTDOWN_TARGET as string | undefined);

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the target has been reached; all parts are then zero. */
  reached: boolean;
}

/** Whole days, hours, minutes and seconds left from `now` until `target`. */
export function countdownParts(target: Date, now: Date): CountdownParts {
  const remaining = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(remaining / 86_400),
    hours: Math.floor((remaining % 86_400) / 3600),
    minutes: Math.floor((remaining % 3600) / 60),
    seconds: remaining % 60,
    reached: remaining === 0,
  };
}
