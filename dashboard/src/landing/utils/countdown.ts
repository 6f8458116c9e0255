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
