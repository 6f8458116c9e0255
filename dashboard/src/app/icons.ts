import { type IconName, type IconPaths, Icons, IconSize } from '@blueprintjs/icons';

/** Set by dashboard/vite.config.ts: where the build serves each icon's paths. */
declare const __BLUEPRINT_ICONS_BASE__: string;

/** Pauses between attempts while the connection is lost: about half a minute in all. */
const retryPauses = [500, 1_000, 2_000, 4_000, 8_000, 16_000];

/**
 * Blueprint icons load one at a time, on first use: each icon's paths are a tiny module of
 * their own (/assets/icons/<version>/<size>/<name>.js, written by the build), instead of
 * Blueprint's default loader, which fetches every icon of a size (about 300 KB) the first time
 * any icon shows. An icon first shown while the connection is lost is fetched again (a new URL,
 * as a failed module import may be remembered) until it comes back, so it appears then instead
 * of staying blank.
 */
async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const pixels = size === IconSize.STANDARD ? 16 : 20;
  const url = `${__BLUEPRINT_ICONS_BASE__}/${pixels}/${name}.js`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const module = (await import(/* @vite-ignore */ attempt === 0 ? url : `${url}?attempt=${attempt}`)) as { default: IconPaths };
      return module.default;
    } catch (error) {
      const pause = retryPauses[attempt];
      if (pause === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

export function setupIcons(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
}
