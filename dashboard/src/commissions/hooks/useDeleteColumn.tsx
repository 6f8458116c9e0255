import { Button, Intent } from '@blueprintjs/core';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { useDelayedAction, VALUE_TABLE_ACTION_DELAY_MS } from './useDelayedAction';

/**
 * The delete column of a value table (a parameter's dated values, a tag's employee values): a
 * trash button per row named by `keyOf`, run about 600 ms after the click (spec 003 section 9),
 * none when the user cannot write or nothing removes.
 */
export function useDeleteColumn<Row>(keyOf: (row: Row) => string, canWrite: boolean, onRemove?: (key: string) => void): ColumnDef<Row, unknown>[] {
  const { t } = useTranslation('commissions');
  const delayed = useDelayedAction(VALUE_TABLE_ACTION_DELAY_MS);
  if (!canWrite || !onRemove) return [];
  const column = createColumnHelper<Row>();
  return [
    column.display({
      id: 'actions',
      header: t('lists.actions'),
      enableHiding: false,
      cell: ({ row: { original } }) => {
        const key = keyOf(original);
        return (
          <Button
            size="small"
            variant="minimal"
            intent={Intent.DANGER}
            icon="trash"
            aria-label={`${t('actions.delete')} ${key}`}
            {...delayed.button(key, () => onRemove(key))}
          />
        );
      },
    }),
  ];
}
