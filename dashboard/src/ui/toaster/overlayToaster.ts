import { OverlayToaster, type Toaster, type ToasterPosition } from '@blueprintjs/core';

/**
 * Blueprint's toaster and its overlay code, loaded by ./toaster.ts on the first toast: the public
 * pages draw their first paint without it.
 */
export function createToaster(position: ToasterPosition): Promise<Toaster> {
  return OverlayToaster.create({ position, maxToasts: 5 });
}
