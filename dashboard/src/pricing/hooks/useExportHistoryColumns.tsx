import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { STORE_TIME_ZONE } from '../../../../domain/common/time';
import type { PriceListExportsQuery } from '../../graphql';
import { formatDateTime } from '../../ui/utils';

export type ExportRecord = PriceListExportsQuery['priceListExports'][number];
const column = createColumnHelper<ExportRecord>();

/** 'Listas exportadas': one row per day and company, the file a link to download it again. */
export function useExportHistoryColumns() {
  const { t, i18n } = useTranslation('pricing');
  return useMemo(
    () => [
      column.accessor('day', { id: 'day', header: t('day') }),
      column.accessor((row) => String(row.companyId), { id: 'companyId', header: t('company'), meta: { filter: { kind: 'text' } } }),
      column.accessor((row) => `${row.offerFrom} – ${row.offerTo}`, { id: 'offer', header: t('offer') }),
      column.accessor('lineCount', { id: 'lineCount', header: t('lines'), meta: { numeric: true } }),
      column.accessor('customerCount', { id: 'customerCount', header: t('customersCount'), meta: { numeric: true } }),
      column.accessor('sessionId', { id: 'sessionId', header: t('columns.session'), enableSorting: false }),
      column.accessor('exportedBy', { id: 'exportedBy', header: t('exportedBy'), meta: { filter: { kind: 'text' } } }),
      column.accessor('exportedAt', {
        id: 'exportedAt',
        header: t('exportedAt'),
        cell: ({ getValue }) => formatDateTime(getValue(), i18n.resolvedLanguage ?? 'es', STORE_TIME_ZONE),
      }),
      column.accessor('fileName', {
        id: 'fileName',
        header: t('file'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.downloadUrl ? (
            <a href={row.original.downloadUrl} download={row.original.fileName}>
              {row.original.fileName}
            </a>
          ) : (
            row.original.fileName
          ),
      }),
    ],
    [t, i18n.resolvedLanguage],
  );
}
