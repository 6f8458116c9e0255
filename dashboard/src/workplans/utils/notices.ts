import { showToast } from '../../ui/toaster';

/** A failed save: the spec's message, then the server's reason (a stale version, a rule). */
export function notifySaveFailed(message: string, error: unknown) {
  const reason = error instanceof Error ? error.message : String(error);
  void showToast({
    message: `${message} ${reason}`,
    intent: 'danger',
    icon: 'error',
    timeout: 10_000,
  });
}

/** A save that went through. */
export function notifySaved(message: string) {
  void showToast({ message, intent: 'success', icon: 'tick' });
}

/** A save's outcome: the success toast and `done`, or the failure toast and the error passed on (the form shows it under its field). */
export function noticeSave(save: Promise<unknown>, saved: string, failed: string, done: () => void): Promise<void> {
  return save.then(
    () => {
      notifySaved(saved);
      done();
    },
    (error: unknown) => {
      notifySaveFailed(failed, error);
      throw error;
    },
  );
}
