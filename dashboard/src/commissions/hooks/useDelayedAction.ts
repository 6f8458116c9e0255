import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Spec 003 section 9: a table's edit and delete actions run about 1 s after the click, 600 ms in
 * the variable, parameter and data-source lists. The clicked button shows it is working for that
 * time (a spinner) and every action of the table waits, so a double click opens one dialog.
 */
export const TABLE_ACTION_DELAY_MS = 1000;
export const VALUE_TABLE_ACTION_DELAY_MS = 600;

/** One delayed table action at a time: `pending` names the action running (for its spinner). */
export function useDelayedAction(delayMs: number) {
  const [pending, setPending] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const run = useCallback(
    (key: string, action: () => void) => {
      if (timer.current !== undefined) return;
      setPending(key);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        setPending(null);
        action();
      }, delayMs);
    },
    [delayMs],
  );
  /** Props of an action button: its spinner while it waits, every other action disabled meanwhile. */
  const button = (key: string, action: () => void) => ({
    loading: pending === key,
    disabled: pending !== null && pending !== key,
    onClick: () => run(key, action),
  });
  return { pending, run, button };
}
