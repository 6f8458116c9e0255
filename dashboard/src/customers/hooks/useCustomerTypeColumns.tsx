import { Switch } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeHistoryButton } from '../../history/components';
import { showErrorToast, showToast } from '../../ui/toaster';
import { CustomerTypeName } from '../components/CustomerTypeName';
import { useSetCustomerTypeDefault } from './useSetCustomerTypeDefault';
import type { CustomerTypeRow } from '../utils/customerTypeRow';

export type { CustomerTypeRow } from '../utils/customerTypeRow';

/** One customer type as the screen lists it. */

const column = createColumnHelper<CustomerTypeRow>();

/** The customer types' columns (key, name, PRINCIPAL switch), sorted and filtered in the browser: the types are one short answer. */
export function useCustomerTypeColumns() {
  const { t } = useTranslation('customers');
  const save = useSetCustomerTypeDefault();
  const pending = save.isPending;
  const { mutate } = save;
  return useMemo(
    () => [
      column.accessor('customerTypeId', {
        id: 'customerTypeId',
        header: t('types.id'),
        enableHiding: false,
        meta: { filter: { kind: 'text' } },
        cell: ({ row }) => (
          <>
            {row.original.customerTypeId}{' '}
            <ChangeHistoryButton recordType="CustomerType" recordId={row.original.id} recordName={row.original.customerTypeName} />
          </>
        ),
      }),
      column.accessor('customerTypeName', {
        id: 'customerTypeName',
        header: t('types.name'),
        meta: { filter: { kind: 'text' } },
        cell: ({ row }) => <CustomerTypeName row={row.original} />,
      }),
      column.accessor('defaultType', {
        id: 'defaultType',
        header: t('types.default'),
        cell: ({ row: { original: row } }) => (
          <Switch
            checked={row.defaultType}
            disabled={pending || row.defaultType}
            title={row.defaultType ? t('types.principalHint') : undefined}
            aria-label={row.customerTypeName}
            innerLabelChecked={t('types.principal')}
            innerLabel={t('types.inactive')}
            onChange={(event) => {
              if (!event.currentTarget.checked) return;
              mutate(
                { customerTypeId: row.customerTypeId, defaultType: true, _version: row._version },
                {
                  onSuccess: () =>
                    void showToast({ message: t('types.saved', { name: row.customerTypeName, value: t('types.principal') }), intent: 'success', icon: 'tick' }),
                  onError: (error) => showErrorToast(error),
                },
              );
            }}
          />
        ),
      }),
    ],
    [t, pending, mutate],
  );
}
