import { HTMLTable } from '@blueprintjs/core';
import type { ChartColumn } from './types';

interface ChartTableProps<Row> {
  caption: string;
  columns: readonly ChartColumn<Row>[];
  rows: readonly Row[];
  testId?: string;
}

/** A chart's data as a table: what a screen reader reads, and what the "Tabla" view shows. */
export function ChartTable<Row>({ caption, columns, rows, testId }: ChartTableProps<Row>) {
  return (
    <div className="chart-frame__table">
      <HTMLTable compact striped data-testid={testId}>
        <caption className="chart-frame__caption">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? 'chart-frame__number' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {columns.map((column) => (
                <td key={column.key} className={column.numeric ? 'chart-frame__number' : undefined}>
                  {column.value(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
