import { comparableText } from '../common/text';

/**
 * A search by part of a name finds the customers whose name has the typed text at the start of one
 * of its words ("hern" finds Hernández, "guadalupe hern" finds María Guadalupe Hernández; "ernan"
 * does not), accents and case ignored. Each customer stores, beside its normalized name (`nameKey`),
 * the name from each word on (`nameWordStarts`): the search is then an anchored regular expression
 * on that multikey index, a range of index keys on MongoDB and on the embedded server alike,
 * instead of a scan of every name (1,000,000 customers: milliseconds instead of seconds).
 */

/** The name from each of its words on: "maria guadalupe hernandez" → itself, "guadalupe hernandez", "hernandez". */
export function nameWordStarts(nameKey: string): string[] {
  const words = nameKey.split(' ').filter((word) => word.length > 0);
  return [...new Set(words.map((_word, index) => words.slice(index).join(' ')))];
}

/** The stored search keys of a customer's full name. */
export function customerNameKeys(customerName: string): { nameKey: string; nameWordStarts: string[] } {
  const nameKey = comparableText(customerName);
  return { nameKey, nameWordStarts: nameWordStarts(nameKey) };
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The anchored pattern of a typed search on `nameWordStarts`, or null when nothing searchable was typed. */
export function nameSearchPattern(search: string): string | null {
  const typed = comparableText(search);
  return typed ? `^${escapeRegex(typed)}` : null;
}
