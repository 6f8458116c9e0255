import { Button, Checkbox, Menu, PopoverNext } from '@blueprintjs/core';
import { type Table } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';

export interface ColumnChooserProps<Row> {
  table: Table<Row>;
  /** A column's heading as text. */
  labelOf: (columnId: string) => string;
}

/** Show or hide each column; the table remembers the choice per user. */
export function ColumnChooser<Row>({ table, labelOf }: ColumnChooserProps<Row>) {
  const { t } = useTranslation();
  const columns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu className="data-table__chooser" aria-label={t('table.columns')}>
          {columns.map((column) => (
            <li key={column.id}>
              <Checkbox label={labelOf(column.id)} checked={column.getIsVisible()} onChange={column.getToggleVisibilityHandler()} />
            </li>
          ))}
        </Menu>
      }
    >
      <Button icon="column-layout" text={t('table.columns')} />
    </PopoverNext>
  );
}
