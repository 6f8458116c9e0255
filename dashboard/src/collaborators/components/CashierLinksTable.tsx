import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CashierInfoResultFragment } from '../../graphql';
import { DataTable } from '../../ui/components';
import { intlLocaleOf } from '../../ui/utils';

type CashierLink = CashierInfoResultFragment['links'][number];
const column = createColumnHelper<CashierLink>();

export interface CashierLinksTableProps {
  links: readonly CashierLink[];
}

/**
 * 'Relaciones anteriores': the cashier's past store links in the dashboard's data table, in the
 * server's order until a heading sorts (the date by time), the stores and who linked filtered under
 * their headings.
 */
export function CashierLinksTable({ links }: CashierLinksTableProps) {
  const { t, i18n } = useTranslation('collaborators');
  const language = i18n.resolvedLanguage ?? 'es';
  const columns = useMemo(() => {
    const format = new Intl.DateTimeFormat(intlLocaleOf(language), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Mexico_City' });
    return [
      column.accessor('warehouseId', { id: 'store', header: t('store'), enableHiding: false, meta: { filter: { kind: 'text' } } }),
      column.accessor((link) => link.previousWarehouseId ?? '', {
        id: 'previous',
        header: t('previous'),
        meta: { filter: { kind: 'text' } },
        cell: ({ getValue }) => getValue() || '—',
      }),
      column.accessor('linkedBy', { id: 'linkedBy', header: t('linkedBy'), meta: { filter: { kind: 'text' } } }),
      column.accessor((link) => Date.parse(link.linkedAt), {
        id: 'linkedAt',
        header: t('linkedAt'),
        cell: ({ row }) => format.format(new Date(row.original.linkedAt)),
      }),
    ];
  }, [t, language]);
  const rows = useMemo(() => [...links], [links]);
  return (
    <DataTable
      tableId="cashier-links"
      label={t('history')}
      columns={columns}
      rows={rows}
      getRowId={(link) => `${link.linkedAt}|${link.warehouseId}`}
      pageSizes={[10, 25, 50]}
      emptyText={t('noLinks')}
    />
  );
}
