import { Icon } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreConfigRowFieldsFragment } from '../../graphql';

/** One register of the PINPAD tab: the store and its card terminal. */
export interface PinpadRow {
  store: StoreConfigRowFieldsFragment;
  pinpad: StoreConfigRowFieldsFragment['pinpads'][number];
}

const column = createColumnHelper<PinpadRow>();

/** The PINPAD tab's columns, sorted and filtered on the client (every register is on screen). */
export function usePinpadColumns() {
  const { t } = useTranslation('stores');
  return useMemo(() => {
    const yes = (value: boolean) => <Icon icon={value ? 'tick' : 'minus'} intent={value ? 'success' : 'none'} aria-label={value ? t('yes') : t('no')} />;
    const yesNo = [
      { value: 'true', label: t('yes') },
      { value: 'false', label: t('no') },
    ];
    return [
      column.accessor((row) => row.store.warehouseId, {
        id: 'warehouseId',
        header: t('columns.code'),
        enableHiding: false,
        meta: { filter: { kind: 'text' } },
      }),
      column.accessor((row) => row.store.warehouseName, { id: 'warehouseName', header: t('columns.name'), meta: { filter: { kind: 'text' } } }),
      column.accessor((row) => row.pinpad.hostnameId, {
        id: 'register',
        header: t('pinpad.register'),
        cell: ({ getValue }) => <span className="stores__nowrap">{getValue()}</span>,
      }),
      column.accessor((row) => row.pinpad.affiliation, { id: 'affiliation', header: t('pinpad.affiliation') }),
      column.accessor((row) => row.pinpad.currency, { id: 'currency', header: t('pinpad.currency') }),
      column.accessor((row) => row.pinpad.terminal, { id: 'terminal', header: t('pinpad.terminal') }),
      column.accessor((row) => row.pinpad.port, { id: 'port', header: t('pinpad.port') }),
      column.accessor((row) => row.pinpad.socketUrl, { id: 'socket', header: t('pinpad.socket'), cell: ({ getValue }) => <code>{getValue()}</code> }),
      column.accessor((row) => String(row.pinpad.amex), {
        id: 'amex',
        header: t('pinpad.amex'),
        meta: { filter: { kind: 'select', options: yesNo }, exportValue: (row) => (row.pinpad.amex ? t('yes') : t('no')) },
        filterFn: 'equalsString',
        cell: ({ row }) => yes(row.original.pinpad.amex),
      }),
      column.accessor((row) => String(row.pinpad.contactless), {
        id: 'contactless',
        header: t('pinpad.contactless'),
        meta: { filter: { kind: 'select', options: yesNo }, exportValue: (row) => (row.pinpad.contactless ? t('yes') : t('no')) },
        filterFn: 'equalsString',
        cell: ({ row }) => yes(row.original.pinpad.contactless),
      }),
      column.accessor((row) => (row.pinpad.hasSecretKey ? t('pinpad.secretSet') : t('pinpad.secretMissing')), { id: 'secret', header: t('pinpad.secret') }),
    ];
  }, [t]);
}
