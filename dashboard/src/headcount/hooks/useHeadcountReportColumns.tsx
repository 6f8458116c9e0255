import { Button } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HeadcountReportsQuery } from '../../graphql';
import { StatusTag } from '../components/StatusTag';

export type HeadcountReportRow = HeadcountReportsQuery['headcountReports']['rows'][number];
const column = createColumnHelper<HeadcountReportRow>();
const count = (value: number | null) => value ?? '—';

/**
 * The headcount reports' columns (spec 002 section 2). The sortable ids are the server's sort keys
 * (domain/headcount/reportSort.ts); the company and status filters are the query's
 * `organizationId` and `statusName`.
 */
export function useHeadcountReportColumns(companies: readonly { value: string; label: string }[], onMore: (row: HeadcountReportRow) => void) {
  const { t } = useTranslation('headcount');
  return useMemo(
    () => [
      column.accessor('organizationName', { id: 'company', header: t('reports.company'), meta: { filter: { kind: 'select', options: companies } } }),
      column.accessor('warehouseId', { id: 'storeCode', header: t('reports.storeCode') }),
      column.accessor('warehouseName', { id: 'store', header: t('reports.store') }),
      column.accessor('zoneName', { id: 'zone', header: t('reports.zone') }),
      column.accessor('workTeamTemplateName', { id: 'type', header: t('reports.type'), cell: ({ getValue }) => getValue() ?? '—' }),
      column.accessor('teamPositionsCount', {
        id: 'positions',
        header: t('reports.positions'),
        meta: { numeric: true },
        cell: ({ getValue }) => count(getValue()),
      }),
      column.accessor('teamAssignedCount', {
        id: 'assigned',
        header: t('reports.assigned'),
        meta: { numeric: true },
        cell: ({ getValue }) => count(getValue()),
      }),
      column.accessor('vacants', { id: 'vacants', header: t('reports.vacants'), meta: { numeric: true }, cell: ({ getValue }) => count(getValue()) }),
      column.accessor('extras', { id: 'extras', header: t('reports.extras'), meta: { numeric: true }, cell: ({ getValue }) => count(getValue()) }),
      column.accessor('statusName', {
        id: 'status',
        header: t('reports.status'),
        meta: {
          filter: {
            kind: 'select',
            options: [
              { value: 'high', label: t('status.high') },
              { value: 'medium', label: t('status.medium') },
              { value: 'low', label: t('status.low') },
              { value: 'none', label: t('notReady') },
            ],
          },
        },
        cell: ({ getValue }) => <StatusTag statusName={getValue()} />,
      }),
      column.display({
        id: 'more',
        header: t('reports.more'),
        enableHiding: false,
        cell: ({ row: { original: row } }) => (
          <Button
            variant="minimal"
            size="small"
            icon="info-sign"
            text={t('reports.more')}
            aria-label={t('reports.moreOf', { store: row.warehouseName })}
            disabled={!row.statusName}
            onClick={() => onMore(row)}
          />
        ),
      }),
    ],
    [t, companies, onMore],
  );
}
