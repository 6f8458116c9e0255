import { CommandError } from './errors';
import { isPlainObject } from './values';
/** A document (as query.ts names it; not imported from there, to keep the module graph acyclic). */
type Document = Record<string, unknown>;

/**
 * Collations with a locale (`{ locale: 'es', strength: 1 }`), as MongoDB 7 applies them to string
 * comparisons in filters, sorts, indexes and aggregation. The string order is ICU's, through the
 * runtime's own `Intl.Collator` (Node ships full ICU): Spanish sorts ñ after n, strength 1 ignores
 * accents and case, strength 2 ignores case only, strength 3 (the default) tells all three apart.
 * Field names are never collated, as on MongoDB.
 */

export type StringCompare = (a: string, b: string) => number;

/** A collation as MongoDB reports it (listIndexes, listCollections), every field filled in. */
export interface CollationSpec {
  locale: string;
  caseLevel: boolean;
  caseFirst: 'upper' | 'lower' | 'off';
  strength: number;
  numericOrdering: boolean;
  alternate: 'non-ignorable' | 'shifted';
  maxVariable: 'punct' | 'space';
  normalization: boolean;
  backwards: boolean;
  version: string;
}

const fields = ['locale', 'caseLevel', 'caseFirst', 'strength', 'numericOrdering', 'alternate', 'maxVariable', 'normalization', 'backwards', 'version'];

/** ICU's version in MongoDB 7, reported in every collation. */
const icuVersion = '57.1';

export class Collation {
  readonly spec: CollationSpec;
  /** Equal for collations that compare strings the same way. */
  readonly key: string;
  readonly compare: StringCompare;

  constructor(spec: CollationSpec) {
    this.spec = spec;
    this.key = JSON.stringify(fields.map((field) => spec[field as keyof CollationSpec]));
    const sensitivity = spec.strength === 1 ? (spec.caseLevel ? 'case' : 'base') : spec.strength === 2 ? (spec.caseLevel ? 'variant' : 'accent') : 'variant';
    const collator = new Intl.Collator(toBcp47(spec.locale), {
      usage: 'sort',
      sensitivity,
      numeric: spec.numericOrdering,
      caseFirst: spec.caseFirst === 'off' ? 'false' : spec.caseFirst,
    });
    const icu = collator.compare;
    // Strength 5 (identical) breaks ICU ties by code points, as ICU's identical level does.
    this.compare = spec.strength === 5 ? (a, b) => icu(a, b) || (a < b ? -1 : a > b ? 1 : 0) : icu;
  }

  /** A fresh canonicalizer: collation-equal strings map to one representative string. */
  canonicalizer(): Canonicalizer {
    return new Canonicalizer(this.compare);
  }
}

/**
 * Maps each string to the first string seen that the collation finds equal, so hashing (index
 * equality lookups, unique checks, $group keys, distinct) groups exactly what the collation calls
 * equal. The representatives are kept sorted in collation order and found by binary search.
 */
export class Canonicalizer {
  private readonly representatives: string[] = [];
  constructor(private readonly compare: StringCompare) {}

  string(value: string): string {
    const list = this.representatives;
    let low = 0;
    let high = list.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const order = this.compare(list[mid], value);
      if (order === 0) return list[mid];
      if (order < 0) low = mid + 1;
      else high = mid;
    }
    list.splice(low, 0, value);
    return value;
  }

  /** The value with every string in it (arrays, subdocuments) replaced by its representative. */
  value(value: unknown): unknown {
    if (typeof value === 'string') return this.string(value);
    if (Array.isArray(value)) return value.map((item) => this.value(item));
    if (isPlainObject(value)) {
      const copy: Document = {};
      for (const [key, item] of Object.entries(value)) copy[key] = this.value(item);
      return copy;
    }
    return value;
  }
}

function toBcp47(locale: string): string {
  // MongoDB names ICU locales with underscores and keywords ("zh_Hant", "es@collation=search").
  const [base, keywords] = locale.split('@');
  let tag = base.replace(/_/g, '-');
  const collationType = keywords?.match(/collation=([a-z0-9]+)/i)?.[1];
  if (collationType) tag += `-u-co-${collationType}`;
  return tag;
}

function wrongType(field: string, value: unknown, expected: string): CommandError {
  const type =
    value === null
      ? 'null'
      : Array.isArray(value)
        ? 'array'
        : typeof value === 'number'
          ? Number.isInteger(value)
            ? 'int'
            : 'double'
          : typeof value === 'boolean'
            ? 'bool'
            : typeof value;
  return new CommandError('TypeMismatch', `BSON field 'Collation.${field}' is the wrong type '${type}', expected type '${expected}'`);
}

function readBoolean(raw: Document, field: string, fallback: boolean): boolean {
  const value = raw[field];
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw wrongType(field, value, 'bool');
  return value;
}

function readEnum<T extends string>(raw: Document, field: string, allowed: readonly T[], fallback: T): T {
  const value = raw[field];
  if (value === undefined) return fallback;
  if (typeof value !== 'string') throw wrongType(field, value, 'string');
  if (!allowed.includes(value as T)) {
    throw new CommandError('BadValue', `Enumeration value '${value}' for field 'Collation.${field}' is not a valid value.`);
  }
  return value as T;
}

const cache = new Map<string, Collation>();

/**
 * Reads a collation document: null for none or `{ locale: 'simple' }` (binary comparison).
 * Unknown fields, a missing or unknown locale and wrong types are refused as MongoDB refuses them.
 * Two ICU options Intl.Collator cannot express are refused too (never answered differently):
 * `backwards: true` (French secondary order) and `alternate: 'shifted'` (punctuation ignored).
 */
export function parseCollation(raw: unknown): Collation | null {
  if (raw === undefined || raw === null) return null;
  if (raw instanceof Collation) return raw;
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw new CommandError('TypeMismatch', `BSON field 'collation' is the wrong type '${Array.isArray(raw) ? 'array' : typeof raw}', expected type 'object'`);
  const document = raw as Document;
  for (const field of Object.keys(document)) {
    if (!fields.includes(field)) throw new CommandError('Location40415', `BSON field 'Collation.${field}' is an unknown field.`);
  }
  if (document.locale === undefined) throw new CommandError('Location40414', "BSON field 'Collation.locale' is missing but a required field");
  if (typeof document.locale !== 'string') throw wrongType('locale', document.locale, 'string');
  const locale = document.locale;
  if (locale === 'simple') return null;
  const known =
    locale !== '' &&
    (() => {
      try {
        return Intl.Collator.supportedLocalesOf([toBcp47(locale)]).length > 0;
      } catch {
        return false;
      }
    })();
  if (!known) throw new CommandError('BadValue', `Field 'locale' is invalid in: { locale: "${locale}" }`);
  const strength = document.strength ?? 3;
  if (typeof strength !== 'number' || !Number.isInteger(strength)) throw wrongType('strength', strength, 'int');
  if (strength < 1 || strength > 5) throw new CommandError('Location51024', `BSON field 'strength' value must be >= 1 and <= 5, actual value '${strength}'`);
  const spec: CollationSpec = {
    locale,
    caseLevel: readBoolean(document, 'caseLevel', false),
    caseFirst: readEnum(document, 'caseFirst', ['upper', 'lower', 'off'] as const, 'off'),
    strength,
    numericOrdering: readBoolean(document, 'numericOrdering', false),
    alternate: readEnum(document, 'alternate', ['non-ignorable', 'shifted'] as const, 'non-ignorable'),
    maxVariable: readEnum(document, 'maxVariable', ['punct', 'space'] as const, 'punct'),
    normalization: readBoolean(document, 'normalization', false),
    backwards: readBoolean(document, 'backwards', false),
    version: typeof document.version === 'string' ? document.version : icuVersion,
  };
  if (spec.backwards) throw new CommandError('BadValue', "collation option 'backwards: true' is not supported by the embedded document server");
  if (spec.alternate === 'shifted')
    throw new CommandError('BadValue', 'collation option \'alternate: "shifted"\' is not supported by the embedded document server');
  const key = JSON.stringify(fields.map((field) => spec[field as keyof CollationSpec]));
  let collation = cache.get(key);
  if (!collation) {
    collation = new Collation(spec);
    cache.set(key, collation);
  }
  return collation;
}

/** The key that tells two collations apart ('simple' for binary comparison). */
export function collationKey(collation: Collation | null | undefined): string {
  return collation ? collation.key : 'simple';
}

/** The collation a command uses: its own, else the collection's default (`create` with collation). */
export function effectiveCollation(requested: unknown, collectionDefault: Collation | null | undefined): Collation | null {
  if (requested !== undefined && requested !== null) return parseCollation(requested);
  return collectionDefault ?? null;
}
