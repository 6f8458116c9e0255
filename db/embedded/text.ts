import { createRequire } from 'node:module';
import type Snowball from 'snowball-stemmers';
import type Stopwords from 'stopword';
import { CommandError } from './errors';
import { isPlainObject } from './values';
/** A document (as query.ts names it; not imported from there, to keep the module graph acyclic). */
type Document = Record<string, unknown>;
import type { IndexSpec } from './storage';

/**
 * `$text` search on a text index, as MongoDB 7 (text index version 3) answers it: the search
 * string's terms are case-folded, stripped of diacritics, filtered of the language's stop words and
 * stemmed with the language's Snowball stemmer (MongoDB uses libstemmer's Snowball too); a document
 * matches when it holds any term, every quoted phrase and none of the negated terms or phrases. The
 * score is MongoDB's formula (fts_spec.cpp): per field, each term's frequency with repeats counting
 * 1, 1/2, 1/4..., times (0.5 + 0.5 * count / tokens), times the field's weight, plus the weight
 * again when the whole field is the term; the document's score is the sum over the query's terms.
 */

interface Language {
  stem: (word: string) => string;
  stop: Set<string>;
}

/** MongoDB's language names (and ISO codes) to Snowball's algorithm and the stop-word list's code. */
const languageNames: Record<string, [string, string]> = {
  danish: ['danish', 'dan'],
  da: ['danish', 'dan'],
  dutch: ['dutch', 'nld'],
  nl: ['dutch', 'nld'],
  english: ['english', 'eng'],
  en: ['english', 'eng'],
  finnish: ['finnish', 'fin'],
  fi: ['finnish', 'fin'],
  french: ['french', 'fra'],
  fr: ['french', 'fra'],
  german: ['german', 'deu'],
  de: ['german', 'deu'],
  hungarian: ['hungarian', 'hun'],
  hu: ['hungarian', 'hun'],
  italian: ['italian', 'ita'],
  it: ['italian', 'ita'],
  norwegian: ['norwegian', 'nob'],
  nb: ['norwegian', 'nob'],
  portuguese: ['portuguese', 'por'],
  pt: ['portuguese', 'por'],
  romanian: ['romanian', 'ron'],
  ro: ['romanian', 'ron'],
  russian: ['russian', 'rus'],
  ru: ['russian', 'rus'],
  spanish: ['spanish', 'spa'],
  es: ['spanish', 'spa'],
  swedish: ['swedish', 'swe'],
  sv: ['swedish', 'swe'],
  turkish: ['turkish', 'tur'],
  tr: ['turkish', 'tur'],
};

const languages = new Map<string, Language>();

function fold(word: string, caseSensitive: boolean, diacriticSensitive: boolean): string {
  let folded = caseSensitive ? word : word.toLowerCase();
  if (!diacriticSensitive) folded = folded.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
  return folded;
}

/**
 * The stemmers and the stop-word lists, loaded when a text index or a `$text` search first needs a
 * language: a server whose collections have no text index (the product's) does not carry them
 * (about 7 MB a process).
 */
const requireLibrary = createRequire(import.meta.url);
type TextLibraries = { snowball: typeof Snowball; stopwords: typeof Stopwords };
let libraries: TextLibraries | null = null;
function textLibraries(): TextLibraries {
  libraries ??= { snowball: requireLibrary('snowball-stemmers') as typeof Snowball, stopwords: requireLibrary('stopword') as typeof Stopwords };
  return libraries;
}

/** The language's stemmer and stop words ('none': neither). Unknown languages are refused. */
export function textLanguage(name: unknown): Language {
  const key = typeof name === 'string' ? name.toLowerCase() : '';
  const cached = languages.get(key);
  if (cached) return cached;
  let language: Language;
  if (key === 'none') language = { stem: (word) => word, stop: new Set() };
  else {
    const names = languageNames[key];
    if (!names) throw new CommandError('BadValue', `language override unsupported: ${String(name)}`);
    const { snowball, stopwords } = textLibraries();
    const stemmer = snowball.newStemmer(names[0]);
    language = { stem: (word) => stemmer.stem(word), stop: new Set((stopwords[names[1]] ?? []).map((word) => fold(word, false, false))) };
  }
  languages.set(key, language);
  return language;
}

const wordPattern = /[\p{L}\p{N}\p{M}]+(?:['’][\p{L}\p{N}\p{M}]+)*/gu;

/** Terms of a text: words folded, stop words dropped, stemmed. */
function terms(text: string, language: Language, caseSensitive = false, diacriticSensitive = false): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(wordPattern)) {
    const folded = fold(match[0], caseSensitive, diacriticSensitive);
    if (language.stop.has(caseSensitive || diacriticSensitive ? fold(match[0], false, false) : folded)) continue;
    out.push(language.stem(folded));
  }
  return out;
}

/** A text index's definition: its fields with weights, default language and language field. */
export interface TextIndex {
  name: string;
  weights: Map<string, number>;
  wildcard: boolean;
  defaultLanguage: string;
  languageOverride: string;
}

export function isTextIndex(spec: IndexSpec): boolean {
  return Object.values(spec.key).includes('text');
}

/** Reads and checks a text index's options (weights, default_language, language_override). */
export function readTextIndex(spec: IndexSpec): TextIndex {
  const weights = new Map<string, number>();
  let wildcard = false;
  for (const [path, kind] of Object.entries(spec.key)) {
    if (kind !== 'text') continue;
    if (path === '$**') wildcard = true;
    else weights.set(path, 1);
  }
  const raw = spec.weights;
  if (raw !== undefined) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new CommandError('BadValue', 'text index weights must be an object');
    for (const [path, weight] of Object.entries(raw as Document)) {
      if (typeof weight !== 'number' || !Number.isInteger(weight) || weight < 1 || weight >= 100000) {
        throw new CommandError('BadValue', `text index weight must be in the exclusive interval (0,100000) but found: ${String(weight)}`);
      }
      if (path === '$**') wildcard = true;
      else weights.set(path, weight);
    }
  }
  const defaultLanguage = spec.default_language === undefined ? 'english' : String(spec.default_language);
  textLanguage(defaultLanguage);
  const languageOverride = spec.language_override === undefined ? 'language' : String(spec.language_override);
  return { name: spec.name, weights, wildcard, defaultLanguage, languageOverride };
}

interface Query {
  positive: string[];
  negated: Set<string>;
  phrases: string[];
  negatedPhrases: string[];
  language: Language;
  caseSensitive: boolean;
  diacriticSensitive: boolean;
}

/** Reads `$text: { $search, $language, $caseSensitive, $diacriticSensitive }`. */
function readQuery(operand: unknown, index: TextIndex): Query {
  if (typeof operand !== 'object' || operand === null || Array.isArray(operand)) throw new CommandError('BadValue', '$text needs an object');
  const spec = operand as Document;
  for (const field of Object.keys(spec)) {
    if (!['$search', '$language', '$caseSensitive', '$diacriticSensitive'].includes(field))
      throw new CommandError('BadValue', `extra fields not allowed in $text: ${field}`);
  }
  if (typeof spec.$search !== 'string') throw new CommandError('BadValue', '$search needs a String');
  const caseSensitive = spec.$caseSensitive === true;
  const diacriticSensitive = spec.$diacriticSensitive === true;
  const language = textLanguage(spec.$language ?? index.defaultLanguage);
  const search = spec.$search;
  const phrases: string[] = [];
  const negatedPhrases: string[] = [];
  // Quoted phrases, negated with a leading minus; what remains is terms.
  const rest = search.replace(/(-?)"([^"]*)"/g, (_match, minus: string, phrase: string) => {
    if (phrase.trim()) (minus ? negatedPhrases : phrases).push(phrase);
    // A phrase's words are terms of the search too; a negated phrase's are not.
    return minus ? ' ' : ` ${phrase} `;
  });
  const positive: string[] = [];
  const negated = new Set<string>();
  for (const token of rest.split(/\s+/)) {
    if (!token) continue;
    const isNegated = token.startsWith('-');
    for (const term of terms(isNegated ? token.slice(1) : token, language, caseSensitive, diacriticSensitive)) {
      if (isNegated) negated.add(term);
      else if (!positive.includes(term)) positive.push(term);
    }
  }
  return { positive, negated, phrases, negatedPhrases, language, caseSensitive, diacriticSensitive };
}

function stringsIn(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, out);
}

function valuesAt(document: unknown, path: string): string[] {
  const out: string[] = [];
  const walk = (value: unknown, parts: string[]): void => {
    if (parts.length === 0) {
      stringsIn(value, out);
      return;
    }
    if (Array.isArray(value)) for (const item of value) walk(item, parts);
    else if (typeof value === 'object' && value !== null) walk((value as Document)[parts[0]], parts.slice(1));
  };
  walk(document, path.split('.'));
  return out;
}

/** Every string field of a document (wildcard text index `$**`), by dotted path. */
function allStrings(document: Document, prefix = '', out: Array<[string, string]> = []): Array<[string, string]> {
  for (const [key, value] of Object.entries(document)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.push([path, value]);
    else if (Array.isArray(value)) {
      for (const item of value) {
        if (typeof item === 'string') out.push([path, item]);
        else if (typeof item === 'object' && item !== null) allStrings(item as Document, path, out);
      }
    } else if (isPlainObject(value)) allStrings(value as Document, path, out);
  }
  return out;
}

/**
 * A compiled `$text` condition: `score(document)` is null when the document does not match, else
 * its text score.
 */
export function compileText(operand: unknown, index: TextIndex): (document: Document) => number | null {
  const query = readQuery(operand, index);
  if (query.positive.length === 0 && query.phrases.length === 0) return () => null;
  const phraseFold = (text: string) => fold(text, query.caseSensitive, query.diacriticSensitive);
  const phrases = query.phrases.map(phraseFold);
  const negatedPhrases = query.negatedPhrases.map(phraseFold);
  return (document) => {
    const fields: Array<[string, string, number]> = [];
    for (const [path, weight] of index.weights) for (const text of valuesAt(document, path)) fields.push([path, text, weight]);
    if (index.wildcard) for (const [path, text] of allStrings(document)) if (!index.weights.has(path)) fields.push([path, text, 1]);
    const override = document[index.languageOverride];
    // The document's own language (language_override field), else the index's default.
    const language = textLanguage(typeof override === 'string' ? override : index.defaultLanguage);
    const scores = new Map<string, number>();
    for (const [, text, weight] of fields) {
      const tokens = terms(text, language, query.caseSensitive, query.diacriticSensitive);
      if (tokens.length === 0) continue;
      const counts = new Map<string, { count: number; freq: number; exp: number }>();
      for (const term of tokens) {
        const data = counts.get(term) ?? { count: 0, freq: 0, exp: 0 };
        data.exp = data.exp === 0 ? 1 : data.exp * 2;
        data.count += 1;
        data.freq += 1 / data.exp;
        counts.set(term, data);
      }
      for (const [term, data] of counts) {
        const coefficient = 0.5 * (data.count / tokens.length) + 0.5;
        let score = weight * data.freq * coefficient;
        if (fold(text, false, false) === term) score += weight;
        scores.set(term, (scores.get(term) ?? 0) + score);
      }
    }
    for (const term of query.negated) if (scores.has(term)) return null;
    const haystack = fields.map(([, text]) => phraseFold(text));
    if (!phrases.every((phrase) => haystack.some((text) => text.includes(phrase)))) return null;
    if (negatedPhrases.some((phrase) => haystack.some((text) => text.includes(phrase)))) return null;
    let total = 0;
    let matched = query.positive.length === 0;
    for (const term of query.positive) {
      const score = scores.get(term);
      if (score !== undefined) {
        matched = true;
        total += score;
      }
    }
    return matched ? total : null;
  };
}

/** Text scores of the documents the current command matched with `$text` ($meta: "textScore"). */
export const textScores = new WeakMap<object, number>();

/** The field a pipeline carries a document's text score in, between stages (removed from results). */
export const textScoreField = '__embeddedTextScore';

export function textScoreOf(document: unknown): number | undefined {
  if (typeof document !== 'object' || document === null) return undefined;
  const carried = (document as Document)[textScoreField];
  return typeof carried === 'number' ? carried : textScores.get(document);
}

export function textIndexRequired(): CommandError {
  return new CommandError('IndexNotFound', 'text index required for $text query');
}
