import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { XadisTransmissionFieldsFragment } from '../../graphql/generated/graphql';
import { DataTable } from '../../ui/components';

type ErrorItem = XadisTransmissionFieldsFragment['errorItems'][number];
const column = createColumnHelper<ErrorItem>();

export interface ErrorItemsTableProps {
  items: readonly ErrorItem[];
}

/** The items the partner refused in a transmission (kind, SKU, its message), sorted and filtered in the browser. */
export function ErrorItemsTable({ items }: ErrorItemsTableProps) {
  const { t } = useTranslation('xadis');
  const columns = useMemo(
    () => [
      column.accessor((item) => t(item.kind === 'sales' ? 'tx.sales' : 'tx.inventory'), {
        id: 'kind',
        header: t('tx.kind'),
        filterFn: 'equalsString',
        meta: { filter: { kind: 'select', options: [t('tx.sales'), t('tx.inventory')].map((label) => ({ value: label, label })) } },
      }),
      column.accessor('sku', { id: 'sku', header: 'SKU', meta: { filter: { kind: 'text' } } }),
      column.accessor('msg', { id: 'msg', header: t('tx.msg'), meta: { filter: { kind: 'text' } } }),
    ],
    [t],
  );
  const rows = useMemo(() => [...items], [items]);
  return (
    <DataTable
      tableId="xadis-error-items"
      label={t('tx.errorItems')}
      columns={columns}
      rows={rows}
      getRowId={(item) => `${item.kind}|${item.sku}|${item.msg}`}
      pageSizes={[10, 25, 50]}
    />
  );
}
