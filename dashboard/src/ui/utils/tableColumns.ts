import { type RowData } from '@tanstack/react-table';

/** What a column's header offers to filter by: free text, or one of a few values. */
export type ColumnFilterKind = { kind: 'text' } | { kind: 'select'; options: readonly { value: string; label: string }[] };

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the declaration must repeat TanStack's parameters
  interface ColumnMeta<TData extends RowData, TValue> {
    /** A filter under the heading; on a server list its value goes to the query as the column id's argument. */
    filter?: ColumnFilterKind;
    /** Numbers and amounts: right-aligned. */
    numeric?: boolean;
    /** A drawn cell's plain text for the browser's CSV export (a state's label, a name in place of an id); without it the accessor's value. */
    exportValue?: (row: TData) => unknown;
  }
}
