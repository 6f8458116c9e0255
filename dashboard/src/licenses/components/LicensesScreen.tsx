import { useMemo, useState } from 'react';
import { Button, FormGroup, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { licenseStatuses, type LicenseStatus } from '../../../../domain/licenses/rules';
import { DataTable, ScreenHeading } from '../../ui/components';
import type { PosLicenseFilter, PosLicenseRowFragment } from '../../graphql';
import { usePosLicenses } from '../hooks';
import { useLicenseDates } from '../hooks/useLicenseDates';
import { statusIntent } from '../utils/statusIntent';
import { LicenseDialog } from './LicenseDialog';
import './licenses.css';

const column = createColumnHelper<PosLicenseRowFragment>();

/**
 * /prometheus/license ('Licencia', spec 000 section 6; content not shown in the spec): the
 * point-of-sale registers of each store with their masked license key, status and expiry, counters
 * by status, filters, and renewals recorded (who, when, new expiry). The registers are one answer
 * (a few per store): the data table sorts, filters and pages them on the screen.
 */
export function LicensesScreen() {
  const { t } = useTranslation('licenses');
  const dates = useLicenseDates();
  const [filter, setFilter] = useState<PosLicenseFilter>({});
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const licenses = usePosLicenses(filter);
  const all = useMemo(() => licenses.data?.posLicenses ?? [], [licenses.data]);
  const rows = useMemo(() => {
    const text = search.trim().toUpperCase();
    return text ? all.filter((row) => row.warehouseId.includes(text) || row.warehouseName.toUpperCase().includes(text)) : all;
  }, [all, search]);
  const counts = useMemo(
    () => Object.fromEntries(licenseStatuses.map((status) => [status, all.filter((row) => row.status === status).length])) as Record<LicenseStatus, number>,
    [all],
  );
  const opened = all.find((row) => row.id === open) ?? null;
  const columns = useMemo(
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
        meta: { exportValue: (row) => t(`status.${row.status as LicenseStatus}`) },
        cell: ({ getValue }) => <Tag intent={statusIntent[getValue() as LicenseStatus]}>{t(`status.${getValue() as LicenseStatus}`)}</Tag>,
      }),
      column.accessor('expiresAt', { id: 'expires', header: t('expires'), cell: ({ getValue }) => dates.day.format(new Date(getValue())) }),
      column.accessor((row) => (row.status === 'revoked' ? Number.NEGATIVE_INFINITY : row.daysLeft), {
        id: 'daysLeft',
        header: t('daysLeft'),
        meta: { numeric: true, exportValue: (row) => (row.status === 'revoked' ? '' : row.daysLeft) },
        cell: ({ row: { original: row } }) => (row.status === 'revoked' ? '—' : row.daysLeft),
      }),
      column.accessor((row) => row.renewals[0]?.renewedAt ?? '', {
        id: 'lastRenewal',
        header: t('lastRenewal'),
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
            onClick={() => setOpen(row.id)}
          />
        ),
      }),
    ],
    [t, dates.day],
  );
  return (
    <div className="licenses">
      <ScreenHeading title={t('title')} />
      <div className="licenses__counters" role="group" aria-label={t('countersLabel')}>
        {licenseStatuses.map((status) => (
          <Button
            key={status}
            variant={filter.status === status ? 'solid' : 'outlined'}
            intent={statusIntent[status]}
            onClick={() =>
              setFilter({
                ...filter,
                status: filter.status === status ? undefined : status,
              })
            }
          >
            {t(`status.${status}`)}: <strong>{counts[status]}</strong>
          </Button>
        ))}
      </div>
      <div className="licenses__filters">
        <FormGroup label={t('company')} labelFor="license-company" inline>
          <HTMLSelect
            id="license-company"
            value={filter.organizationId ?? ''}
            onChange={(event) =>
              setFilter({
                ...filter,
                organizationId: event.currentTarget.value || undefined,
              })
            }
          >
            <option value="">{t('allCompanies')}</option>
            <option value="01">BAMA (01)</option>
            <option value="02">TCO (02)</option>
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('statusLabel')} labelFor="license-status" inline>
          <HTMLSelect
            id="license-status"
            value={filter.status ?? ''}
            onChange={(event) =>
              setFilter({
                ...filter,
                status: event.currentTarget.value || undefined,
              })
            }
          >
            <option value="">{t('allStatuses')}</option>
            {licenseStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <InputGroup leftIcon="search" placeholder={t('searchStore')} aria-label={t('searchStore')} value={search} onValueChange={setSearch} />
      </div>
      <DataTable
        tableId="pos-licenses"
        label={t('title')}
        columns={columns}
        rows={licenses.isPending ? undefined : rows}
        getRowId={(row) => row.id}
        error={licenses.error}
        onRetry={() => void licenses.refetch()}
        emptyText={t('none')}
        onOpen={(row) => setOpen(row.id)}
        pageSizes={[50, 100, 500]}
      />
      {opened ? <LicenseDialog license={opened} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
