import { booleanIntersects } from '@turf/boolean-intersects';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { distance as turfDistance } from '@turf/distance';
import type { Geometry, MultiPolygon, Polygon, Position } from 'geojson';
import { CommandError } from './errors';
import { isPlainObject } from './values';
/** A document (as query.ts names it; not imported from there, to keep the module graph acyclic). */
type Document = Record<string, unknown>;

/**
 * Geospatial queries as MongoDB 7 answers them on 2dsphere indexes: GeoJSON geometries and legacy
 * coordinate pairs, `$near`/`$nearSphere` (distance limits, nearest first), `$geoWithin`
 * (`$geometry`, `$centerSphere`, `$box`, `$polygon`, `$center`), `$geoIntersects` and the `$geoNear`
 * stage. Distances are great-circle distances on MongoDB's earth radius (6,378.1 km): metres for
 * GeoJSON points, radians for legacy pairs. The geometry itself is turf's.
 */

/** MongoDB's kRadiusOfEarthInMeters. */
export const earthRadiusMeters = 6378.1 * 1000;

const geometryTypes = new Set(['Point', 'LineString', 'Polygon', 'MultiPoint', 'MultiLineString', 'MultiPolygon', 'GeometryCollection']);

export function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A legacy coordinate pair: [x, y] or an object of two numbers ({ lng, lat } / { x, y }). */
export function legacyPair(value: unknown): Position | null {
  if (Array.isArray(value)) return value.length >= 2 && isNumber(value[0]) && isNumber(value[1]) ? [value[0], value[1]] : null;
  if (isPlainObject(value)) {
    const numbers = Object.values(value);
    return numbers.length >= 2 && isNumber(numbers[0]) && isNumber(numbers[1]) ? [numbers[0], numbers[1]] : null;
  }
  return null;
}

function validPosition(position: unknown): position is Position {
  return (
    Array.isArray(position) &&
    position.length >= 2 &&
    isNumber(position[0]) &&
    isNumber(position[1]) &&
    Math.abs(position[0]) <= 180 &&
    Math.abs(position[1]) <= 90
  );
}

function validRing(ring: unknown): boolean {
  if (!Array.isArray(ring) || ring.length < 4 || !ring.every(validPosition)) return false;
  const first = ring[0] as Position;
  const last = ring[ring.length - 1] as Position;
  return first[0] === last[0] && first[1] === last[1];
}

/** Why a GeoJSON geometry is invalid, or null when it is valid (coordinates in range, rings closed). */
function geometryProblem(value: unknown): string | null {
  if (!isPlainObject(value) || typeof value.type !== 'string' || !geometryTypes.has(value.type)) return 'unknown GeoJSON type';
  const coordinates = value.coordinates as unknown;
  const list = (check: (item: unknown) => boolean, min: number) => Array.isArray(coordinates) && coordinates.length >= min && coordinates.every(check);
  switch (value.type) {
    case 'Point':
      return validPosition(coordinates) ? null : 'longitude/latitude is out of bounds';
    case 'LineString':
      return list(validPosition, 2) ? null : 'GeoJSON LineString must have at least 2 vertices';
    case 'MultiPoint':
      return list(validPosition, 1) ? null : 'MultiPoint coordinates must be valid positions';
    case 'Polygon':
      return list(validRing, 1) ? null : 'Loop is not closed or has fewer than 4 positions, or a position is out of bounds';
    case 'MultiLineString':
      return list((line) => Array.isArray(line) && line.length >= 2 && line.every(validPosition), 1) ? null : 'MultiLineString coordinates must be lines';
    case 'MultiPolygon':
      return list((polygon) => Array.isArray(polygon) && polygon.length >= 1 && polygon.every(validRing), 1)
        ? null
        : 'MultiPolygon coordinates must be polygons';
    case 'GeometryCollection':
      return Array.isArray(value.geometries) && value.geometries.every((geometry) => geometryProblem(geometry) === null)
        ? null
        : 'GeometryCollection geometries must be valid';
  }
  return 'unknown GeoJSON type';
}

/** A stored value as a geometry: GeoJSON as it is, a legacy pair as a Point; null when neither. */
export function asGeometry(value: unknown): Geometry | null {
  if (isPlainObject(value) && typeof value.type === 'string') return geometryProblem(value) === null ? (value as unknown as Geometry) : null;
  const pair = legacyPair(value);
  return pair && validPosition(pair) ? { type: 'Point', coordinates: pair } : null;
}

/**
 * The geometries a document holds at a path (arrays along the way fanned out; an array of pairs or
 * of GeoJSON objects gives one geometry each, as a multikey 2dsphere index does).
 */
export function geometriesAt(document: unknown, path: string): unknown[] {
  const parts = path.split('.');
  const out: unknown[] = [];
  const walk = (value: unknown, index: number): void => {
    if (value === undefined || value === null) return;
    if (index === parts.length) {
      if (Array.isArray(value) && legacyPair(value) === null) for (const item of value) out.push(item);
      else out.push(value);
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value) walk(item, index);
      return;
    }
    if (isPlainObject(value)) walk(value[parts[index]], index + 1);
  };
  walk(document, 0);
  return out;
}

/**
 * Checks the geometries a document holds for a 2dsphere index; a malformed one is refused with
 * MongoDB's error (16755 "Can't extract geo keys"). Documents without the field are not indexed.
 */
export function checkGeoKeys(document: Document, path: string, indexName: string): void {
  for (const value of geometriesAt(document, path)) {
    const problem =
      isPlainObject(value) && typeof value.type === 'string'
        ? geometryProblem(value)
        : legacyPair(value) && validPosition(legacyPair(value))
          ? null
          : 'Point must only contain numeric elements';
    if (problem) {
      throw new CommandError('Location16755', `Can't extract geo keys: ${JSON.stringify(document._id)} ${indexName} ${problem}`);
    }
  }
}

/** A query point: GeoJSON (distances in metres) or a legacy pair (distances in radians). */
export interface NearPoint {
  position: Position;
  geoJson: boolean;
}

export function readPoint(value: unknown, context: string): NearPoint {
  if (isPlainObject(value) && value.type !== undefined) {
    if (value.type !== 'Point' || !validPosition(value.coordinates))
      throw new CommandError('BadValue', `invalid point in ${context}: ${JSON.stringify(value)}`);
    return { position: value.coordinates as Position, geoJson: true };
  }
  const pair = legacyPair(value);
  if (!pair) throw new CommandError('BadValue', `invalid point in ${context}: ${JSON.stringify(value)}`);
  return { position: pair, geoJson: false };
}

/** Great-circle distance between two positions, in radians. */
export function angularDistance(a: Position, b: Position): number {
  return turfDistance(a, b, { units: 'radians' });
}

/** Distance from a query point to a stored geometry (its nearest point for Points; its vertices otherwise). */
export function distanceTo(point: NearPoint, geometry: Geometry): number {
  const radians = Math.min(...positionsOf(geometry).map((position) => angularDistance(point.position, position)));
  return point.geoJson ? radians * earthRadiusMeters : radians;
}

function positionsOf(geometry: Geometry): Position[] {
  switch (geometry.type) {
    case 'Point':
      return [geometry.coordinates];
    case 'LineString':
    case 'MultiPoint':
      return geometry.coordinates;
    case 'Polygon':
    case 'MultiLineString':
      return geometry.coordinates.flat();
    case 'MultiPolygon':
      return geometry.coordinates.flat(2);
    case 'GeometryCollection':
      return geometry.geometries.flatMap(positionsOf);
  }
}

export interface NearSpec {
  point: NearPoint;
  min?: number;
  max?: number;
}

/** `$near`/`$nearSphere` operand: `{ $geometry, $maxDistance, $minDistance }` or a legacy pair. */
export function readNear(operator: string, operand: unknown, siblings: Document = {}): NearSpec {
  let point: NearPoint;
  let max: unknown = siblings.$maxDistance;
  let min: unknown = siblings.$minDistance;
  if (isPlainObject(operand) && '$geometry' in operand) {
    point = readPoint(operand.$geometry, `${operator} $geometry argument`);
    if (!point.geoJson) throw new CommandError('BadValue', `invalid point in ${operator} $geometry argument`);
    max = operand.$maxDistance ?? max;
    min = operand.$minDistance ?? min;
  } else {
    point = readPoint(operand, `${operator} query`);
  }
  for (const [name, value] of [
    ['$maxDistance', max],
    ['$minDistance', min],
  ] as const) {
    if (value !== undefined && (!isNumber(value) || value < 0)) throw new CommandError('BadValue', `${name} must be a non-negative number`);
  }
  return { point, min: min as number | undefined, max: max as number | undefined };
}

export function withinDistance(spec: NearSpec, distance: number): boolean {
  return (spec.min === undefined || distance >= spec.min) && (spec.max === undefined || distance <= spec.max);
}

/** The nearest distance from the spec's point to any geometry the document holds at the path, or null. */
export function nearestDistance(spec: NearSpec, document: Document, path: string): number | null {
  let best: number | null = null;
  for (const value of geometriesAt(document, path)) {
    const geometry = asGeometry(value);
    if (!geometry) continue;
    const d = distanceTo(spec.point, geometry);
    if (best === null || d < best) best = d;
  }
  return best;
}

function readGeometryOperand(operand: unknown, operator: string): Geometry {
  const geometry = isPlainObject(operand) ? operand.$geometry : undefined;
  const problem = geometryProblem(geometry);
  if (problem) throw new CommandError('BadValue', `${operator} $geometry: ${problem}`);
  return geometry as Geometry;
}

type ShapeTest = (geometry: Geometry) => boolean;

function everyPosition(test: (position: Position) => boolean): ShapeTest {
  return (geometry) => positionsOf(geometry).every(test);
}

/** `$geoWithin` operand to a test of a stored geometry. */
function readWithin(operand: unknown): ShapeTest {
  if (!isPlainObject(operand) || Object.keys(operand).length !== 1) throw new CommandError('BadValue', '$geoWithin needs exactly one shape');
  const [shape, value] = Object.entries(operand)[0];
  switch (shape) {
    case '$geometry': {
      const area = readGeometryOperand(operand, '$geoWithin');
      if (area.type !== 'Polygon' && area.type !== 'MultiPolygon') throw new CommandError('BadValue', '$geoWithin $geometry must be a Polygon or MultiPolygon');
      return everyPosition((position) => booleanPointInPolygon(position, area as Polygon | MultiPolygon));
    }
    case '$centerSphere': {
      const [centre, radius] = Array.isArray(value) ? value : [];
      const point = legacyPair(centre);
      if (!point || !isNumber(radius) || radius < 0) throw new CommandError('BadValue', '$centerSphere needs [ [x, y], radius in radians ]');
      return everyPosition((position) => angularDistance(point, position) <= radius);
    }
    case '$center': {
      const [centre, radius] = Array.isArray(value) ? value : [];
      const point = legacyPair(centre);
      if (!point || !isNumber(radius) || radius < 0) throw new CommandError('BadValue', '$center needs [ [x, y], radius ]');
      return everyPosition((position) => Math.hypot(position[0] - point[0], position[1] - point[1]) <= radius);
    }
    case '$box': {
      const corners = Array.isArray(value) ? value.map(legacyPair) : [];
      if (corners.length !== 2 || corners.some((corner) => corner === null))
        throw new CommandError('BadValue', '$box needs two corners [ [x1, y1], [x2, y2] ]');
      const [a, b] = corners as Position[];
      const [minX, maxX] = [Math.min(a[0], b[0]), Math.max(a[0], b[0])];
      const [minY, maxY] = [Math.min(a[1], b[1]), Math.max(a[1], b[1])];
      return everyPosition(([x, y]) => x >= minX && x <= maxX && y >= minY && y <= maxY);
    }
    case '$polygon': {
      const points = Array.isArray(value) ? value.map(legacyPair) : [];
      if (points.length < 3 || points.some((point) => point === null)) throw new CommandError('BadValue', '$polygon needs at least 3 points');
      const ring = [...(points as Position[]), (points as Position[])[0]];
      const polygon: Polygon = { type: 'Polygon', coordinates: [ring] };
      return everyPosition((position) => booleanPointInPolygon(position, polygon));
    }
  }
  throw new CommandError('BadValue', `unknown geo specifier: ${shape}`);
}

function anyGeometry(test: ShapeTest, selector: string) {
  return (document: unknown) =>
    geometriesAt(document, selector).some((value) => {
      const geometry = asGeometry(value);
      return geometry !== null && test(geometry);
    });
}

/** mingo query operators: `$geoWithin`, `$geoIntersects`, `$near`, `$nearSphere` (the distance limits). */
export const geoQueryOperators = {
  $geoWithin: (selector: string, operand: unknown) => anyGeometry(readWithin(operand), selector),
  $within: (selector: string, operand: unknown) => anyGeometry(readWithin(operand), selector),
  $geoIntersects: (selector: string, operand: unknown) => {
    const shape = readGeometryOperand(operand, '$geoIntersects');
    return anyGeometry((geometry) => booleanIntersects(geometry, shape), selector);
  },
  $near: (selector: string, operand: unknown, options?: { local?: { condition?: Document } }) => nearOperator('$near', selector, operand, options),
  $nearSphere: (selector: string, operand: unknown, options?: { local?: { condition?: Document } }) => nearOperator('$nearSphere', selector, operand, options),
  // Read together with $near/$nearSphere; alone they restrict nothing.
  $maxDistance: () => () => true,
  $minDistance: () => () => true,
};

function nearOperator(operator: string, selector: string, operand: unknown, options?: { local?: { condition?: Document } }) {
  const condition = options?.local?.condition;
  const siblings = isPlainObject(condition) && isPlainObject(condition[selector]) ? (condition[selector] as Document) : {};
  const spec = readNear(operator, operand, siblings);
  return (document: unknown) => {
    const distance = nearestDistance(spec, document as Document, selector);
    return distance !== null && withinDistance(spec, distance);
  };
}

/** The `$near`/`$nearSphere` condition of a filter (top level or in a top-level `$and`), if any. */
export function findNear(filter: Document | undefined): { path: string; spec: NearSpec } | null {
  if (!filter) return null;
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const part of condition) {
        const found = findNear(part as Document);
        if (found) return found;
      }
      continue;
    }
    if (field.startsWith('$') || !isPlainObject(condition)) continue;
    for (const operator of ['$near', '$nearSphere']) {
      if (operator in condition) return { path: field, spec: readNear(operator, condition[operator], condition) };
    }
  }
  return null;
}

/** The error mongod gives for $near / $geoNear without a geo index on the field. */
export function noGeoIndex(namespace: string): CommandError {
  return new CommandError(
    'NoQueryExecutionPlans',
    `error processing query: ns=${namespace} planner returned error :: caused by :: unable to find index for $geoNear query`,
  );
}

/** Documents ordered nearest first (stable), each matching document once at its nearest geometry. */
export function sortByDistance(documents: Document[], path: string, spec: NearSpec): Document[] {
  return documents
    .map((document) => ({ document, distance: nearestDistance(spec, document, path) ?? Infinity }))
    .sort((a, b) => a.distance - b.distance)
    .map((entry) => entry.document);
}
