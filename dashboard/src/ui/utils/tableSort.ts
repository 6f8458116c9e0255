import type { Row, SortingFn } from '@tanstack/react-table';

/**
 * How a browser-sorted DataTable orders two cells: text by the user's language (Intl.Collator: Á
 * beside A, Ñ after N, case aside, digits as numbers so CO10 comes before CO101), numbers and dates
 * by value, empty cells last. A column with its own sortingFn (money, a day) keeps it.
 */
export function compareCells(a: unknown, b: unknown, collator: Intl.Collator): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/** The collator of a language for table text: base letters compared, numbers inside text by value. */
export function tableCollator(locale: string): Intl.Collator {
  return new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
}

/** DataTable's default sortingFn for browser-sorted lists, in the user's language. */
export function localeSortingFn<RowData>(collator: Intl.Collator): SortingFn<RowData> {
  return (rowA: Row<RowData>, rowB: Row<RowData>, columnId: string) => compareCells(rowA.getValue(columnId), rowB.getValue(columnId), collator);
}
