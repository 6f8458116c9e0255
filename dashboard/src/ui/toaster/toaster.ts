import { type Intent, type Toaster, type ToasterPosition, type ToastProps } from '@blueprintjs/core';

/** Toast durations of spec 000 sections 8 and 9. */
export const toastDurations = {
  standard: 5000,
  subscription: 3000,
} as const;

/** Where a toast appears: most at the top; the landing subscription answers bottom-left. */
export type ToastPlacement = 'top' | 'bottom-left';

export interface ShowToastOptions {
  /** Text shown to the user, already translated. */
  message: string;
  /** Colour and meaning; errors use "danger". */
  intent?: Intent;
  /** Milliseconds before it closes by itself; 5000 unless the spec says otherwise. */
  timeout?: number;
  placement?: ToastPlacement;
  icon?: ToastProps['icon'];
}

const placements: Record<ToastPlacement, ToasterPosition> = {
  top: 'top',
  'bottom-left': 'bottom-left',
};

// One toaster per placement, created on first use so pages without toasts mount nothing (and
// download nothing: Blueprint's toaster and overlay code load with the first toast).
const toasters = new Map<ToastPlacement, Promise<Toaster>>();

function toasterAt(placement: ToastPlacement): Promise<Toaster> {
  let toaster = toasters.get(placement);
  if (!toaster) {
    toaster = import('./overlayToaster').then(({ createToaster }) => createToaster(placements[placement]));
    toasters.set(placement, toaster);
  }
  return toaster;
}

// The toasts on screen by placement, intent and message: the stack shows each one once (spec 003
// section 9, "notification stack prevents duplicates"). Kept here rather than read back from the
// toaster, whose list changes a render later: two calls in the same tick still show one toast.
const onScreen = new Map<string, string>();

/**
 * Shows a toast and returns its key (for dismissing it early). The same message with the same
 * intent already on screen at that placement is not stacked again: its key is returned.
 */
export async function showToast({ message, intent = 'none', timeout = toastDurations.standard, placement = 'top', icon }: ShowToastOptions): Promise<string> {
  const toaster = await toasterAt(placement);
  const id = `${placement}\u0000${intent}\u0000${message}`;
  const shown = onScreen.get(id);
  if (shown !== undefined) return shown;
  const key = toaster.show({ message, intent, timeout, icon, onDismiss: () => onScreen.delete(id) });
  onScreen.set(id, key);
  return key;
}

/** Shows an error toast with the error's own message (the server's, already localised). */
export function showErrorToast(error: unknown, options: Omit<ShowToastOptions, 'message' | 'intent'> = {}) {
  const message = error instanceof Error ? error.message : String(error);
  return showToast({ icon: 'error', ...options, message, intent: 'danger' });
}
