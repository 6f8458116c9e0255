import { Classes } from '@blueprintjs/core';

export interface TableSkeletonProps {
  columns: number;
  rows?: number;
}

/** Rows of grey blocks while a table's first answer is on its way. */
export function TableSkeleton({ columns, rows = 5 }: TableSkeletonProps) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} data-testid="data-table-skeleton">
          {Array.from({ length: Math.max(1, columns) }, (__, column) => (
            <td key={column}>
              <span className={`${Classes.SKELETON} data-table__skeleton`} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
