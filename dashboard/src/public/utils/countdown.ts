/**
 * The landing countdown's target: about 1 August 2020 per spec 000 section 2, midnight in
 * central Mexico (UTC-5 under 2020 summer time). Once passed the page announces the season.
 */
export const landingCountdownTarget = new Date('2020-08-01T00:00:00-05:00');

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
