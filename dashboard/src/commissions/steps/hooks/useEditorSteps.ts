import { type Dispatch, type SetStateAction, useCallback, useState } from 'react';
import type { Steps } from '../../../../../domain/commissions/steps';

/** Steps that reset the test on every edit: Save needs a test of what is on screen (spec 003 section 4). */
export function useEditorSteps(initial: Steps) {
  const [steps, setStepsState] = useState<Steps>(initial);
  const [tested, setTested] = useState(false);
  const setSteps: Dispatch<SetStateAction<Steps>> = useCallback((update) => {
    setStepsState(update);
    setTested(false);
  }, []);
  return { steps, setSteps, tested, setTested, reset: (next: Steps) => (setStepsState(next), setTested(false)) };
}
