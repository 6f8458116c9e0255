import { Classes, Tag } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/components';
import { isKnownBackend, sortBackends } from '../utils/backends';

export interface Backend {
  name: string;
  mode: string;
  ok: boolean;
  detail: string | null;
}

export interface BackendsTableProps {
  backends: readonly Backend[];
}

const column = createColumnHelper<Backend>();

/**
 * Each backend of the running product with its mode, state and detail, in the dashboard's data
 * table: failing ones first (sortBackends) until the reader sorts by a heading; the service's name
 * and its state filter under their headings.
 */
export function BackendsTable({ backends }: BackendsTableProps) {
  const { t } = useTranslation('system');
  const rows = useMemo(() => sortBackends(backends), [backends]);
  const columns = useMemo(
    () => [
      column.accessor((backend) => (isKnownBackend(backend.name) ? t(`backends.names.${backend.name}`) : backend.name), {
        id: 'name',
        header: t('backends.columns.name'),
        enableHiding: false,
        meta: { filter: { kind: 'text' } },
      }),
      column.accessor('mode', { id: 'mode', header: t('backends.columns.mode'), cell: ({ getValue }) => <span className="system__mode">{getValue()}</span> }),
      column.accessor('ok', {
        id: 'state',
        header: t('backends.columns.state'),
        filterFn: 'equalsString',
        meta: {
          filter: {
            kind: 'select',
            options: [
              { value: 'true', label: t('backends.up') },
              { value: 'false', label: t('backends.down') },
            ],
          },
        },
        cell: ({ getValue }) => (
          <Tag intent={getValue() ? 'success' : 'danger'} icon={getValue() ? 'tick' : 'cross'}>
            {getValue() ? t('backends.up') : t('backends.down')}
          </Tag>
        ),
      }),
      column.accessor((backend) => backend.detail ?? '', {
        id: 'detail',
        header: t('backends.columns.detail'),
        cell: ({ getValue }) => getValue() || <span className={Classes.TEXT_MUTED}>—</span>,
      }),
    ],
    [t],
  );
  return (
    <DataTable
      tableId="system-backends"
      label={t('backends.title')}
      columns={columns}
      rows={rows}
      getRowId={(backend) => backend.name}
      rowAttributes={(backend) => ({ 'data-backend': backend.name })}
      emptyText={t('backends.empty')}
    />
  );
}
