import { useEffect } from 'react';
import { isGraphqlRequestError } from '../../graphql';
import { showErrorToast } from '../toaster';

/**
 * Shows each new error of a query as a 5 s toast with the server's localised message. A missing
 * permission is left to the screen's own "no permission" state instead of flashing a toast.
 */
export function useErrorToast(error: unknown) {
  useEffect(() => {
    if (!error) return;
    if (isGraphqlRequestError(error, 'FORBIDDEN')) return;
    void showErrorToast(error);
  }, [error]);
}
