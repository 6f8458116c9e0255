import { useEffect, useState } from 'react';
import { countdownParts, type CountdownParts } from '../utils/countdown';

/** The countdown to `target`, re-rendered every second until it is reached. */
export function useCountdown(target: Date): CountdownParts {
  const [now, setNow] = useState(() => new Date());
  const parts = countdownParts(target, now);
  useEffect(() => {
    if (parts.reached) return undefined;
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, [parts.reached]);
  return parts;
}
