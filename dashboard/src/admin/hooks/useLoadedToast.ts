import { useEffect, useRef } from 'react';
import { showToast } from '../../ui/toaster';

/** Spec 003 section 8.2: "{count} ... Loaded" (5 s) when a screen's list first arrives. */
export function useLoadedToast(count: number | undefined, message: (count: number) => string) {
  const shown = useRef(false);
  useEffect(() => {
    if (count === undefined || shown.current) return;
    shown.current = true;
    void showToast({ message: message(count), intent: 'primary', icon: 'database' });
  }, [count, message]);
}
