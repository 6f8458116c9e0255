import { type IconName } from '@blueprintjs/core';

/** Keys of the side-navigation entries; each has its label under `shell:navigation.<key>`. */
export type NavigationKey = 'home' | 'chat' | 'support' | 'outbox' | 'workflows' | 'systemStatus' | 'graphiql';

/** Keys of the navigation groups; a titled group has its title under `shell:navigation.groups.<key>`. */
export type NavigationGroupKey = 'main' | 'system';

/**
 * Who sees an entry: everyone signed in, or holders of at least one of the listed permissions
 * (the same names the API checks; "*" in the user's list grants all).
 */
export type NavigationRequirement = { signedIn: true } | { anyOf: readonly string[] };

export interface NavigationEntry {
  key: NavigationKey;
  /** Absolute path under /prometheus. */
  path: string;
  icon: IconName;
  requires: NavigationRequirement;
}

export interface NavigationGroup {
  key: NavigationGroupKey;
  /** Whether the group shows a title above its entries. */
  titled: boolean;
  /** Who sees the group at all (its entries then filter on their own requirement). */
  requires: NavigationRequirement;
  entries: readonly NavigationEntry[];
}
