import { Button, Tag } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LicenseStatus } from '../../../../domain/licenses/rules';
import type { PosLicenseRowFragment } from '../../graphql';
import { statusIntent } from '../utils/statusIntent';
import { useLicenseDates } from './useLicenseDates';

const column = createColumnHelper<PosLicenseRowFragment>();

/**
 * The licenses' columns: the sortable ids are the server's keys (domain/licenses/licenseList.ts:
 * store, register, expiry; days left follow the expiry); the store filters under its heading
 * (code or name); 'Administrar' opens the license.
 */
export function useLicenseColumns(onManage: (license: PosLicenseRowFragment) => void) {
  const { t } = useTranslation('licenses');
  const dates = useLicenseDates();
  return useMemo(
    () => [
      column.accessor((row) => `${row.warehouseId} · ${row.warehouseName}`, { id: 'store', header: t('store'), meta: { filter: { kind: 'text' } } }),
      column.accessor('registerNumber', {
        id: 'register',
        header: t('register'),
        meta: { numeric: true },
        cell: ({ getValue }) => t('registerNumber', { number: getValue() }),
      }),
      column.accessor('maskedKey', { id: 'key', header: t('key'), enableSorting: false, cell: ({ getValue }) => <code>{getValue()}</code> }),
      column.accessor('status', {
        id: 'status',
        header: t('statusLabel'),
        enableSorting: false,
        cell: ({ getValue }) => <Tag intent={statusIntent[getValue() as LicenseStatus]}>{t(`status.${getValue() as LicenseStatus}`)}</Tag>,
      }),
      column.accessor('expiresAt', { id: 'expires', header: t('expires'), cell: ({ getValue }) => dates.day.format(new Date(getValue())) }),
      column.accessor('daysLeft', {
        id: 'daysLeft',
        header: t('daysLeft'),
        enableSorting: false,
        meta: { numeric: true },
        cell: ({ row: { original: row } }) => (row.status === 'revoked' ? '—' : row.daysLeft),
      }),
      column.accessor((row) => row.renewals[0]?.renewedAt ?? '', {
        id: 'lastRenewal',
        header: t('lastRenewal'),
        enableSorting: false,
        cell: ({ row: { original: row } }) =>
          row.renewals[0] ? `${dates.day.format(new Date(row.renewals[0].renewedAt))} · ${row.renewals[0].renewedBy}` : '—',
      }),
      column.display({
        id: 'manage',
        header: '',
        enableHiding: false,
        cell: ({ row: { original: row } }) => (
          <Button
            size="small"
            variant="minimal"
            icon="more"
            text={t('manage')}
            aria-label={t('manageOf', { register: row.registerNumber, store: row.warehouseId })}
            onClick={() => onManage(row)}
          />
        ),
      }),
    ],
    [t, dates.day, onManage],
  );
}
