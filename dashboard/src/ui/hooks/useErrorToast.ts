import { useEffect, useRef } from 'react';
import { isGraphqlRequestError } from '../../graphql';
import { showErrorToast } from '../toaster';

/**
 * Shows a query's error as a 5 s toast with the server's localised message. A screen that keeps
 * polling through the same failure toasts it once, until the query recovers or fails otherwise.
 * A missing permission is left to the screen's own "no permission" state.
 */
export function useErrorToast(error: unknown) {
  const lastShown = useRef<string | null>(null);
  useEffect(() => {
    if (!error) {
      lastShown.current = null;
      return;
    }
    if (isGraphqlRequestError(error, 'FORBIDDEN')) return;
    const message = error instanceof Error ? error.message : String(error);
    if (message === lastShown.current) return;
    lastShown.current = message;
    void showErrorToast(error);
  }, [error]);
}
