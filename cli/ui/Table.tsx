import { Box, Text } from './ink';

export interface TableProps {
  /** Column titles, in order. */
  columns: string[];
  rows: (string | number | boolean | null | undefined)[][];
  /** Shown under the titles when there are no rows, in the CLI's language. */
  emptyText: string;
}

/** A plain aligned table for the terminal. */
export function Table({ columns, rows, emptyText }: TableProps) {
  const cells = rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : String(cell))));
  const widths = columns.map((title, index) => Math.max(title.length, ...cells.map((row) => row[index]?.length ?? 0)));
  return (
    <Box flexDirection="column">
      <Text bold>{columns.map((title, index) => title.padEnd(widths[index])).join('  ')}</Text>
      {cells.map((row, rowIndex) => (
        <Text key={rowIndex}>{row.map((cell, index) => cell.padEnd(widths[index])).join('  ')}</Text>
      ))}
      {rows.length === 0 ? <Text dimColor>{emptyText}</Text> : null}
    </Box>
  );
}
