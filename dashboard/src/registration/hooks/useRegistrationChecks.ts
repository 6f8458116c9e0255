import { useCallback, useState } from 'react';
import type * as Checks from '../utils/checks';

type RegistrationChecks = typeof Checks;
let checksModule: Promise<RegistrationChecks> | undefined;

/** The form's checks module (zod, the shared schemas, their texts), downloaded once on first use. */
export function loadRegistrationChecks(): Promise<RegistrationChecks> {
  return (checksModule ??= import('../utils/checks'));
}

/**
 * The form's checks, null until loaded, and a function that starts loading them: the screen calls
 * it when the visitor first focuses, clicks or types in the form, so the page's first paint does
 * not wait for (or download) the validation code.
 */
export function useRegistrationChecks(): [RegistrationChecks | null, () => void] {
  const [checks, setChecks] = useState<RegistrationChecks | null>(null);
  const load = useCallback(() => {
    if (checks) return;
    loadRegistrationChecks().then(setChecks, () => {
      // A failed download (connection lost) is asked again on the next interaction.
      checksModule = undefined;
    });
  }, [checks]);
  return [checks, load];
}
