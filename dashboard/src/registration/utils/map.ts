export interface MapPosition {
  lat: number;
  lng: number;
}

/** A store's [lat, lng] as the map draws it (the API sends the pair as a list). */
export function storeLatLng(store: { coordinates: readonly number[] }): [number, number] {
  return [store.coordinates[0] ?? 0, store.coordinates[1] ?? 0];
}

/** OpenStreetMap's public tiles: the default when the build does not name another server. */
export const OPENSTREETMAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OPENSTREETMAP_ATTRIBUTION = '© OpenStreetMap contributors';

export interface MapTileSource {
  /** A Leaflet URL template ({z}/{x}/{y}, optionally {s}). */
  url: string;
  attribution: string;
}

/**
 * The tile server from the build-time `VITE_MAP_TILE_URL`: unset means OpenStreetMap, an empty
 * (or blank) value means no tiles at all — the map then shows stores and position on a plain
 * background. Only http(s) templates with {x}, {y} and {z} are taken; anything else means no tiles.
 */
export function mapTileSourceFrom(configured: string | undefined): MapTileSource | null {
  if (configured === undefined) return { url: OPENSTREETMAP_TILE_URL, attribution: OPENSTREETMAP_ATTRIBUTION };
  const url = configured.trim();
  if (!/^https?:\/\//i.test(url) || !['{x}', '{y}', '{z}'].every((part) => url.includes(part))) return null;
  // Tile servers other than OpenStreetMap's almost always serve its data, which must be credited.
  return { url, attribution: OPENSTREETMAP_ATTRIBUTION };
}

/** A position rounded to 5 decimals (about 1 m), as the map places it. */
export function roundedPosition(position: MapPosition): MapPosition {
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  return { lat: round(position.lat), lng: round(position.lng) };
}

/** Half the span, in degrees, that the first view shows around the default centre: Coatzacoalcos to Minatitlán. */
export const DEFAULT_MAP_HALF_SPAN = { lat: 0.14, lng: 0.19 } as const;
