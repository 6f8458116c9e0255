import { useEffect, useRef } from 'react';
import { showToast } from '../../ui/toaster';

/** Spec 003 section 8.2: "{count} ... Loaded" once a list arrives (5 s), again after each refetch. */
export function useLoadedToast(count: number | undefined, updatedAt: number, message: (count: number) => string) {
  const shownFor = useRef(0);
  useEffect(() => {
    if (count === undefined || updatedAt === 0 || shownFor.current === updatedAt) return;
    shownFor.current = updatedAt;
    void showToast({ message: message(count), intent: 'primary', icon: 'database' });
  }, [count, updatedAt, message]);
}
