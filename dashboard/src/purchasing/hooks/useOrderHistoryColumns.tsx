import { AnchorButton, Button, Intent, Tag } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { purchaseOrderListStatuses } from '../../../../domain/purchasing/orderSort';
import type { PurchaseOrderPageQuery } from '../../graphql';
import { formatDateTime } from '../../ui/utils';
import { formatStoreTotal } from '../utils/grid';

export type OrderHistoryRow = PurchaseOrderPageQuery['purchaseOrderPage']['rows'][number];
const column = createColumnHelper<OrderHistoryRow>();

/** The orders list's columns: sortable ids are the server's keys (domain/purchasing/orderSort.ts); status, provider and store filter under their headings. */
export function useOrderHistoryColumns(onOpen: (order: OrderHistoryRow) => void) {
  const { t, i18n } = useTranslation('purchasing');
  return useMemo(
    () => [
      column.accessor('folio', {
        id: 'folio',
        header: t('historyColumns.folio'),
        enableHiding: false,
        cell: ({ row }) => (
          <Button
            variant="minimal"
            size="small"
            text={row.original.folio}
            title={t('openOrder', { folio: row.original.folio, lines: row.original.lineCount })}
            onClick={() => onOpen(row.original)}
          />
        ),
      }),
      column.accessor('createdAt', {
        id: 'createdAt',
        header: t('historyColumns.date'),
        cell: ({ getValue }) => formatDateTime(getValue(), i18n.resolvedLanguage ?? 'es'),
      }),
      column.accessor('providerName', { id: 'providerName', header: t('historyColumns.provider'), meta: { filter: { kind: 'text' } } }),
      column.accessor((row) => row.stores.map((store) => store.storeId).join(', '), {
        id: 'storeId',
        header: t('historyColumns.stores'),
        enableSorting: false,
        meta: { filter: { kind: 'text' } },
      }),
      column.accessor((row) => row.totals.total, {
        id: 'total',
        header: t('historyColumns.total'),
        enableSorting: false,
        meta: { numeric: true },
        cell: ({ getValue }) => formatStoreTotal(getValue()),
      }),
      column.accessor('pdfs', {
        id: 'pdf',
        header: t('historyColumns.pdf'),
        enableSorting: false,
        cell: ({ getValue }) =>
          getValue().map((pdf) => (
            <AnchorButton key={pdf.fileName} variant="minimal" size="small" icon="document" href={pdf.url ?? undefined} target="_blank" text={pdf.fileName} />
          )),
      }),
      column.accessor((row) => (row.emailedAt ? row.emailRecipients.join(', ') : '—'), {
        id: 'email',
        header: t('historyColumns.email'),
        enableSorting: false,
      }),
      column.accessor((row) => (row.erpInsertedAt ? t('erpRows', { orders: row.erpOrders, lines: row.erpLines }) : '—'), {
        id: 'erp',
        header: t('historyColumns.erp'),
        enableSorting: false,
      }),
      column.accessor('status', {
        id: 'status',
        header: t('historyColumns.status'),
        meta: { filter: { kind: 'select', options: purchaseOrderListStatuses.map((status) => ({ value: status, label: t(`status.${status}`) })) } },
        cell: ({ getValue }) => (
          <Tag minimal intent={getValue() === 'sent' ? Intent.SUCCESS : getValue() === 'failed' ? Intent.DANGER : Intent.PRIMARY}>
            {t(`status.${getValue()}` as 'status.sent')}
          </Tag>
        ),
      }),
    ],
    [t, i18n.resolvedLanguage, onOpen],
  );
}
