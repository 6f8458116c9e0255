import { STORE_TIME_ZONE } from '../../../../domain/common/time';
import { intlLocaleOf } from '../../ui/utils';

/** The words a value is written with, in the user's language (from the history namespace). */
export interface ValueWords {
  empty: string;
  yes: string;
  no: string;
  /** Shown for a secret the server replaced by its marker. */
  hidden: string;
}

/** What the server writes in place of a secret's value (domain/history: REDACTED). */
export const REDACTED_VALUE = '[redacted]';

/** A value longer than this is cut with "…" (the whole value stays in the cell's title). */
export const MAX_VALUE_LENGTH = 160;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** An instant as a date and time of the stores' calendar in the user's language. */
export function formatInstant(epochMs: number, language: string): string {
  if (!Number.isFinite(epochMs)) return '—';
  return new Intl.DateTimeFormat(intlLocaleOf(language), { dateStyle: 'medium', timeStyle: 'short', timeZone: STORE_TIME_ZONE }).format(new Date(epochMs));
}

interface RichNode {
  type: string;
  text?: unknown;
  content?: unknown;
}

function isRichNode(value: unknown): value is RichNode {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    typeof (value as RichNode).type === 'string' &&
    ('text' in value || Array.isArray((value as RichNode).content))
  );
}

/** The words of rich text (the editor's document nodes: {type, content} down to {type: text, text}), or null for anything else. */
export function richTextOf(value: unknown): string | null {
  const nodes = Array.isArray(value) ? value : [value];
  if (nodes.length === 0 || !nodes.every(isRichNode)) return null;
  const words: string[] = [];
  const visit = (node: RichNode) => {
    if (typeof node.text === 'string') words.push(node.text);
    if (Array.isArray(node.content)) for (const child of node.content) if (isRichNode(child)) visit(child);
  };
  nodes.forEach(visit);
  return words.join(' ').replace(/\s+/g, ' ').trim();
}

function compact(value: unknown, words: ValueWords, language: string, nested: boolean): string {
  if (isEmpty(value)) return nested && Array.isArray(value) ? '[]' : words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'string') {
    if (value === REDACTED_VALUE) return words.hidden;
    if (ISO_INSTANT.test(value)) {
      const time = Date.parse(value);
      if (Number.isFinite(time)) return formatInstant(time, language);
    }
    return value;
  }
  const rich = richTextOf(value);
  if (rich !== null) return rich || words.empty;
  if (Array.isArray(value)) {
    const items = value.map((item) => compact(item, words, language, true));
    return nested ? `[${items.join(', ')}]` : items.join(', ');
  }
  if (typeof value === 'object') {
    const pairs = Object.entries(value as Record<string, unknown>).map(([key, item]) => `${key}: ${compact(item, words, language, true)}`);
    return `{${pairs.join(', ')}}`;
  }
  return String(value);
}

/**
 * One side of a field's change written for people: nothing (null, "", [], {}) is "—", a boolean
 * Sí/No (Yes/No), an instant the stores' date and time, an array its items separated by commas,
 * an object its keys and values on one line ({a: 1, b: [x, y]}), rich text its words, a secret's
 * marker "(oculto)".
 */
export function formatValue(value: unknown, words: ValueWords, language: string): string {
  return compact(value, words, language, false);
}

/** The same text cut to a readable length for a table cell. */
export function shortenValue(text: string, max = MAX_VALUE_LENGTH): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
