import { z } from 'zod';

/**
 * Free text that people type (names, descriptions, comments) is checked and normalised the same
 * way on every input: the screens, the API and the CLI share these schemas. A value is trimmed,
 * normalised to NFC, and refused when it carries a character nobody types on purpose:
 *
 * - control characters: C0 (U+0000-U+001F), DEL (U+007F) and C1 (U+0080-U+009F); multi-line text
 *   keeps tab and line feed (a carriage return is turned into a line feed first);
 * - unpaired surrogates (half of a UTF-16 pair: not a character at all);
 * - bidirectional embedding, override and isolate marks (U+202A-U+202E, U+2066-U+2069), which
 *   make a text display in another order than it is stored; single-line text (names, codes)
 *   also refuses the invisible direction marks U+200E, U+200F and U+061C.
 *
 * Each refusal's message is an error code of the catalogue (the convention of the shared
 * schemas), so the screen and the server show the same text in the reader's language.
 */

export const TEXT_ERROR_CODES = ['TEXT_CONTROL_CHARACTER', 'TEXT_UNPAIRED_SURROGATE', 'TEXT_DIRECTION_CHARACTER'] as const;
export type TextErrorCode = (typeof TEXT_ERROR_CODES)[number];

export type TextKind = 'singleLine' | 'multiLine';

// eslint-disable-next-line no-control-regex
const SINGLE_LINE_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const DIRECTION_OVERRIDE = /[\u202A-\u202E\u2066-\u2069]/;
const DIRECTION_MARK = /[\u200E\u200F\u061C]/;

/** The first rule a text breaks, as a catalogue code, or null when it is clean. Does not trim or normalise. */
export function textProblem(value: string, kind: TextKind = 'singleLine'): TextErrorCode | null {
  if ((kind === 'singleLine' ? SINGLE_LINE_CONTROL : MULTI_LINE_CONTROL).test(value)) return 'TEXT_CONTROL_CHARACTER';
  if (UNPAIRED_SURROGATE.test(value)) return 'TEXT_UNPAIRED_SURROGATE';
  if (DIRECTION_OVERRIDE.test(value) || (kind === 'singleLine' && DIRECTION_MARK.test(value))) return 'TEXT_DIRECTION_CHARACTER';
  return null;
}

/** What the schemas store: trimmed, line breaks as \n in multi-line text, NFC. Checks nothing. */
export function storedText(value: string, kind: TextKind = 'singleLine'): string {
  const trimmed = value.trim();
  return (kind === 'multiLine' ? trimmed.replace(/\r\n?/g, '\n') : trimmed).normalize('NFC');
}

/**
 * The form names and addresses are compared in, never stored: lower case, no accents, runs of
 * anything but letters and digits as one space ("José  Pérez-Gómez" is "jose perez gomez").
 */
export function comparableText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The key a name is unique by: two names that differ only in case, Unicode composition or spacing
 * are the same name ("Equipo  Norte" and "equipo norte"); with `ignoreAccents`, accents too
 * ("Limpieza" and "límpieza").
 */
export function nameKeyOf(name: string, options: { ignoreAccents?: boolean } = {}): string {
  const letters = options.ignoreAccents ? name.normalize('NFD').replace(/\p{M}/gu, '') : name.normalize('NFC');
  return letters.trim().replace(/\s+/g, ' ').toLocaleLowerCase('es-MX');
}

const ACCENTED: Record<string, string> = { a: 'aáàäâ', e: 'eéèëê', i: 'iíìïî', o: 'oóòöô', u: 'uúùüû', n: 'nñ', c: 'cç' };

/**
 * A regular-expression source matching the text anywhere, accents and case aside (used with the
 * `i` option): "jose" finds "José". Every other character is taken literally, never as a pattern.
 */
export function looseTextPattern(text: string): string {
  return [...comparableSearch(text)].map((char) => (ACCENTED[char] ? `[${ACCENTED[char]}]` : char.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'))).join('');
}

function comparableSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function textSchema(kind: TextKind) {
  return (
    z
      .string()
      .overwrite((value) => storedText(value, kind))
      // One refusal at a time, and none of the length or pattern rules chained after it.
      .refine((value) => textProblem(value, kind) !== 'TEXT_CONTROL_CHARACTER', { message: 'TEXT_CONTROL_CHARACTER', abort: true })
      .refine((value) => textProblem(value, kind) !== 'TEXT_UNPAIRED_SURROGATE', { message: 'TEXT_UNPAIRED_SURROGATE', abort: true })
      .refine((value) => textProblem(value, kind) !== 'TEXT_DIRECTION_CHARACTER', { message: 'TEXT_DIRECTION_CHARACTER', abort: true })
  );
}

/**
 * One line of free text (a name, a title, a code): trimmed, NFC, no control characters (tab and
 * line feed included), no unpaired surrogates, no direction marks. Chain `.min()`, `.max()`,
 * `.regex()` as on `z.string()`.
 */
export function singleLineText() {
  return textSchema('singleLine');
}

/**
 * Several lines of free text (a description, a comment): like singleLineText, but keeps tab and
 * line feed (CR LF and CR become LF) and the invisible U+200E/U+200F/U+061C marks.
 */
export function multiLineText() {
  return textSchema('multiLine');
}
