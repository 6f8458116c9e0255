import { CommandError } from './errors';
import { asGeometry, distanceTo, geometriesAt, isNumber, noGeoIndex, readPoint, withinDistance, type NearSpec } from './geo';
import { isPlainObject } from './values';

/** A document (as query.ts names it; not imported from there, to keep the module graph acyclic). */
type Document = Record<string, unknown>;

/** What the `$geoNear` stage needs of a collection. */
export interface GeoSource {
  namespace: string;
  geoPaths(): string[];
  find(filter: Document | undefined): Document[];
}

const geoNearOptions = new Set([
  'near',
  'distanceField',
  'spherical',
  'maxDistance',
  'minDistance',
  'query',
  'key',
  'includeLocs',
  'distanceMultiplier',
  'num',
  'limit',
  'uniqueDocs',
]);

function setPath(document: Document, path: string, value: unknown): void {
  const parts = path.split('.');
  let target = document;
  for (const part of parts.slice(0, -1)) {
    if (!isPlainObject(target[part])) target[part] = {};
    target = target[part] as Document;
  }
  target[parts[parts.length - 1]] = value;
}

/**
 * The `$geoNear` stage (first in a pipeline): the documents matching `query` within the distance
 * limits, nearest first, each with its distance in `distanceField` (times `distanceMultiplier`)
 * and, with `includeLocs`, the location it was measured to. `copy` gives a writable copy.
 */
export function geoNearStage(source: GeoSource | undefined, raw: unknown, copy: (document: Document) => Document): Document[] {
  if (!isPlainObject(raw)) throw new CommandError('BadValue', '$geoNear argument must be an object');
  for (const option of Object.keys(raw)) {
    if (!geoNearOptions.has(option)) throw new CommandError('BadValue', `unknown argument to $geoNear: ${option}`);
  }
  if (raw.near === undefined) throw new CommandError('BadValue', "$geoNear requires a 'near' option as an Array");
  if (typeof raw.distanceField !== 'string' || raw.distanceField === '')
    throw new CommandError('BadValue', "$geoNear requires a 'distanceField' option as a String");
  const point = readPoint(raw.near, '$geoNear');
  for (const name of ['maxDistance', 'minDistance', 'distanceMultiplier']) {
    if (raw[name] !== undefined && (!isNumber(raw[name]) || (raw[name] as number) < 0))
      throw new CommandError('BadValue', `${name} must be a non-negative number`);
  }
  if (raw.query !== undefined && !isPlainObject(raw.query)) throw new CommandError('TypeMismatch', '$geoNear query must be an object');
  if (raw.key !== undefined && (typeof raw.key !== 'string' || raw.key === ''))
    throw new CommandError('BadValue', "$geoNear parameter 'key' must be of type string but found type: " + typeof raw.key);
  if (!source) return [];
  const paths = source.geoPaths();
  let path: string;
  if (raw.key !== undefined) {
    if (!paths.includes(raw.key as string)) throw new CommandError('BadValue', `no geo indices for geoNear on key ${String(raw.key)}`);
    path = raw.key as string;
  } else {
    if (paths.length === 0) throw noGeoIndex(source.namespace);
    if (paths.length > 1)
      throw new CommandError('IndexNotFound', `There is more than one 2dsphere index on ${source.namespace}; unsure which to use for $geoNear`);
    path = paths[0];
  }
  const spec: NearSpec = { point, min: raw.minDistance as number | undefined, max: raw.maxDistance as number | undefined };
  const multiplier = (raw.distanceMultiplier as number | undefined) ?? 1;
  const results: Array<{ document: Document; distance: number; location: unknown }> = [];
  for (const document of source.find(raw.query as Document | undefined)) {
    let best: { distance: number; location: unknown } | null = null;
    for (const value of geometriesAt(document, path)) {
      const geometry = asGeometry(value);
      if (!geometry) continue;
      const d = distanceTo(point, geometry);
      if (!best || d < best.distance) best = { distance: d, location: value };
    }
    if (best && withinDistance(spec, best.distance)) results.push({ document, ...best });
  }
  results.sort((a, b) => a.distance - b.distance);
  return results.map(({ document, distance, location }) => {
    const output = copy(document);
    setPath(output, raw.distanceField as string, distance * multiplier);
    if (typeof raw.includeLocs === 'string') setPath(output, raw.includeLocs, location);
    return output;
  });
}
