import { type IconName, type IconPaths, Icons, IconSize } from '@blueprintjs/icons';

/** Set by dashboard/vite.config.ts: where the build serves each icon's paths. */
declare const __BLUEPRINT_ICONS_BASE__: string;

/**
 * Blueprint icons load one at a time, on first use: each icon's paths are a tiny module of
 * their own (/assets/icons/<version>/<size>/<name>.js, written by the build), instead of
 * Blueprint's default loader, which fetches every icon of a size (about 300 KB) the first time
 * any icon shows.
 */
async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const pixels = size === IconSize.STANDARD ? 16 : 20;
  const module = (await import(/* @vite-ignore */ `${__BLUEPRINT_ICONS_BASE__}/${pixels}/${name}.js`)) as { default: IconPaths };
  return module.default;
}

export function setupIcons(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
}
