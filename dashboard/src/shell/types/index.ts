import { type IconName } from '@blueprintjs/core';

/** Keys of the side-navigation entries; each has its label under `shell:navigation.<key>`. */
export type NavigationKey = 'home' | 'chat' | 'support';

export interface NavigationEntry {
  key: NavigationKey;
  /** Absolute path under /prometheus. */
  path: string;
  icon: IconName;
}
