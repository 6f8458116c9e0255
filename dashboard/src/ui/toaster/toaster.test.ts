import type { ToastProps } from '@blueprintjs/core';
import { describe, expect, it, vi } from 'vitest';

const shown: (ToastProps & { key: string })[] = [];
vi.mock('./overlayToaster', () => ({
  createToaster: () =>
    Promise.resolve({
      show: (props: ToastProps) => {
        const key = `toast-${shown.length}`;
        shown.push({ ...props, key });
        return key;
      },
      dismiss: (key: string) => shown.find((toast) => toast.key === key)?.onDismiss?.(false),
    }),
}));

const { showToast } = await import('./toaster');

describe('the toast stack (spec 003 section 9: no duplicates)', () => {
  it('shows the same message and intent once while it is on screen, and again once it closed', async () => {
    const [first, again] = await Promise.all([
      showToast({ message: 'Se creó correctamente', intent: 'success' }),
      showToast({ message: 'Se creó correctamente', intent: 'success' }),
    ]);
    expect(again).toBe(first);
    expect(shown).toHaveLength(1);
    // Another intent or another message is another toast; so is another placement.
    await showToast({ message: 'Se creó correctamente', intent: 'danger' });
    await showToast({ message: 'Se eliminó correctamente', intent: 'success' });
    await showToast({ message: 'Se creó correctamente', intent: 'success', placement: 'bottom-left' });
    expect(shown).toHaveLength(4);
    shown[0].onDismiss?.(true);
    const later = await showToast({ message: 'Se creó correctamente', intent: 'success' });
    expect(later).not.toBe(first);
    expect(shown).toHaveLength(5);
  });
});
