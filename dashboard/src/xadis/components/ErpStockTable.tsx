import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { comparableText } from '../../../../domain/common/text';
import type { EmptyContainerScreenFieldsFragment } from '../../graphql';
import { DataTable, TableSearch } from '../../ui/components';
import { intlLocaleOf } from '../../ui/utils';

type ErpStockRow = EmptyContainerScreenFieldsFragment['erpRows'][number];
const column = createColumnHelper<ErpStockRow>();

export interface ErpStockTableProps {
  rows: readonly ErpStockRow[];
}

/**
 * 'Existencia ERP': the window's ERP stock in the dashboard's data table, sorted, filtered and paged in
 * the browser; the search box (spec 001) finds a key, a name or a family, accents and case aside.
 */
export function ErpStockTable({ rows }: ErpStockTableProps) {
  const { t, i18n } = useTranslation('xadis');
  const language = i18n.resolvedLanguage ?? 'es';
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const needle = comparableText(search);
    return rows.filter((row) => !needle || comparableText(`${row.articleKey} ${row.articleName} ${row.familyKey}`).includes(needle));
  }, [rows, search]);
  const families = useMemo(() => [...new Set(rows.map((row) => row.familyKey))].sort(), [rows]);
  const columns = useMemo(() => {
    const number = new Intl.NumberFormat(intlLocaleOf(language));
    return [
      column.accessor('articleKey', { id: 'articleKey', header: t('empty.articleKey'), enableHiding: false, meta: { filter: { kind: 'text' } } }),
      column.accessor('articleName', { id: 'articleName', header: t('empty.articleName'), meta: { filter: { kind: 'text' } } }),
      column.accessor('familyKey', {
        id: 'familyKey',
        header: t('empty.familyKey'),
        filterFn: 'equalsString',
        meta: { filter: { kind: 'select', options: families.map((family) => ({ value: family, label: family })) } },
      }),
      column.accessor('stock', { id: 'stock', header: t('empty.stock'), meta: { numeric: true }, cell: ({ getValue }) => number.format(getValue()) }),
    ];
  }, [t, language, families]);
  return (
    <DataTable
      tableId="xadis-erp-stock"
      label={t('empty.erpStock')}
      columns={columns}
      rows={shown}
      getRowId={(row) => row.articleKey}
      pageSizes={[10, 25, 50]}
      emptyText={t('empty.noRecords')}
      toolbar={<TableSearch value={search} onChange={setSearch} label={t('empty.search')} />}
    />
  );
}
