import { Tag } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type CustomerRowFragment as CustomerRow } from '../../graphql';

const column = createColumnHelper<CustomerRow>();

/**
 * The customer list's columns (spec 001): the ids of the sortable ones are the server's sort keys
 * (domain/customers/listSort.ts); the type column filters by the customer types.
 */
export function useCustomerColumns(types: readonly { customerTypeId: string; customerTypeName: string }[], onOpen: (row: CustomerRow) => void) {
  const { t, i18n } = useTranslation('customers');
  const language = i18n.resolvedLanguage ?? 'es';
  return useMemo(
    () => [
      column.accessor('customerName', {
        id: 'customerName',
        header: t('list.columns.customerName'),
        cell: ({ row }) => (
          <button
            type="button"
            className="customer-list__name"
            aria-label={t('list.details', { name: row.original.customerName })}
            onClick={() => onOpen(row.original)}
          >
            {row.original.customerName}
          </button>
        ),
      }),
      column.accessor('customerTypeName', {
        id: 'customerType',
        header: t('list.columns.customerType'),
        meta: { filter: { kind: 'select', options: types.map((type) => ({ value: type.customerTypeId, label: type.customerTypeName })) } },
      }),
      column.accessor('address', { id: 'address', header: t('list.columns.address'), enableSorting: false }),
      column.accessor((row) => row.preregistrationCode ?? '', {
        id: 'preregistrationCode',
        header: t('list.columns.preregistrationCode'),
        enableSorting: false,
      }),
      column.display({
        id: 'sellBanned',
        header: t('list.columns.sellBanned'),
        cell: ({ row: { original: row } }) =>
          row.blacklisted ? (
            <Tag intent="danger" minimal>
              {t('list.blacklist')}
            </Tag>
          ) : row.sellBanned === null ? (
            '—'
          ) : row.sellBanned ? (
            <Tag intent="warning" icon="disable" minimal>
              {t('list.sellBanned.banned')}
            </Tag>
          ) : (
            <Tag intent="success" icon="tick" minimal>
              {t('list.sellBanned.allowed')}
            </Tag>
          ),
      }),
      column.accessor((row) => (row.taxpayer ? `${row.taxpayer.taxpayerName} · ${row.taxpayer.identification}` : ''), {
        id: 'taxpayer',
        header: t('list.columns.taxpayer'),
        enableSorting: false,
      }),
      column.accessor((row) => row.zoneName ?? '', { id: 'zone', header: t('list.columns.zone'), enableSorting: false }),
      column.accessor('lastUpdate', {
        id: 'lastUpdate',
        header: t('list.columns.lastUpdate'),
        sortDescFirst: true,
        cell: ({ getValue }) => new Date(getValue()).toLocaleString(language),
      }),
    ],
    [t, language, types, onOpen],
  );
}
