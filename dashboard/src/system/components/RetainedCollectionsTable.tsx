import { Classes, H4 } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/components';
import { formatBytes, formatCount, isKnownCollection, retentionInUnits } from '../utils/retention';

export interface RetainedCollection {
  name: string;
  collection: string;
  documents: number;
  sizeBytes: number;
  setting: string;
  retentionSeconds: number;
}

export interface RetainedCollectionsTableProps {
  collections: readonly RetainedCollection[];
}

const column = createColumnHelper<RetainedCollection>();

/**
 * Each collection that only grows: documents, size, and how long a finished record is kept (with its
 * setting), in the dashboard's data table: in the server's order until a heading sorts (figures and
 * retention by value), what it holds and the collection filter under their headings.
 */
export function RetainedCollectionsTable({ collections }: RetainedCollectionsTableProps) {
  const { t, i18n } = useTranslation('system');
  const language = i18n.language;
  const columns = useMemo(() => {
    const retention = (seconds: number, setting: string) => {
      const inUnits = retentionInUnits(seconds, setting);
      return inUnits ? t(`collections.retention.${inUnits.unit}`, { count: inUnits.count }) : t('collections.retention.none');
    };
    return [
      column.accessor((row) => (isKnownCollection(row.name) ? t(`collections.names.${row.name}`) : row.name), {
        id: 'what',
        header: t('collections.columns.what'),
        enableHiding: false,
        meta: { filter: { kind: 'text' } },
      }),
      column.accessor('collection', {
        id: 'collection',
        header: t('collections.columns.collection'),
        meta: { filter: { kind: 'text' } },
        cell: ({ getValue }) => <span className={Classes.MONOSPACE_TEXT}>{getValue()}</span>,
      }),
      column.accessor('documents', {
        id: 'documents',
        header: t('collections.columns.documents'),
        meta: { numeric: true },
        cell: ({ getValue }) => formatCount(getValue(), language),
      }),
      column.accessor('sizeBytes', {
        id: 'size',
        header: t('collections.columns.size'),
        meta: { numeric: true },
        cell: ({ getValue }) => formatBytes(getValue(), language),
      }),
      column.accessor('retentionSeconds', {
        id: 'retention',
        header: t('collections.columns.retention'),
        cell: ({ row }) => retention(row.original.retentionSeconds, row.original.setting),
      }),
      column.accessor('setting', {
        id: 'setting',
        header: t('collections.columns.setting'),
        cell: ({ getValue }) => <span className={`${Classes.MONOSPACE_TEXT} ${Classes.TEXT_MUTED}`}>{getValue()}</span>,
      }),
    ];
  }, [t, language]);
  const rows = useMemo(() => [...collections], [collections]);
  return (
    <>
      <H4>{t('collections.title')}</H4>
      <p className={Classes.TEXT_MUTED}>{t('collections.intro')}</p>
      <DataTable
        tableId="system-collections"
        label={t('collections.title')}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.name}
        rowAttributes={(row) => ({ 'data-collection': row.name })}
        emptyText={t('collections.empty')}
      />
    </>
  );
}
