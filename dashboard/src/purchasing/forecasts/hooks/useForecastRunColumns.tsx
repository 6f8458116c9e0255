import { Button, Intent, ProgressBar, Tag } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { forecastRunKinds, forecastRunStatuses } from '../../../../../domain/purchasing/forecastRunList';
import type { ForecastRunFieldsFragment } from '../../../graphql';
import { formatDateTime } from '../../../ui/utils';
import { formatNumber, statusIntent } from '../utils';

export type ForecastRun = ForecastRunFieldsFragment;
type RunStatus = (typeof forecastRunStatuses)[number];
const column = createColumnHelper<ForecastRun>();

export interface ForecastRunColumnsOptions {
  /** The run's scope in words (company, provider, stores, horizon; or the file imported). */
  scopeOf: (run: ForecastRun) => string;
  /** Offers 'Detener' on a running computation (forecasts.write). */
  onCancel?: (run: ForecastRun) => void;
}

/**
 * The forecast runs and imports: when, kind, who, scope, rows and status (with its progress); the
 * sortable ids are the server's keys (domain/purchasing/forecastRunList.ts), kind and status filter under their headings.
 */
export function useForecastRunColumns({ scopeOf, onCancel }: ForecastRunColumnsOptions) {
  const { t, i18n } = useTranslation('purchasing');
  const language = i18n.resolvedLanguage ?? 'es';
  return useMemo(
    () => [
      column.accessor((run) => Date.parse(run.createdAt), {
        id: 'createdAt',
        header: t('forecasts.when'),
        cell: ({ row }) => formatDateTime(row.original.createdAt, language),
      }),
      column.accessor((run) => t(`forecasts.kinds.${run.kind as 'computed' | 'imported'}`), {
        id: 'kind',
        header: t('forecasts.kind'),
        meta: { filter: { kind: 'select', options: forecastRunKinds.map((kind) => ({ value: kind, label: t(`forecasts.kinds.${kind}`) })) } },
        cell: ({ row, getValue }) => (
          <Tag minimal icon={row.original.kind === 'imported' ? 'import' : 'calculator'}>
            {getValue()}
          </Tag>
        ),
      }),
      column.accessor('createdBy', { id: 'createdBy', header: t('forecasts.who') }),
      column.accessor(scopeOf, { id: 'scope', header: t('forecasts.scope'), enableSorting: false }),
      column.accessor('rows', {
        id: 'rows',
        header: t('forecasts.rows'),
        meta: { numeric: true },
        cell: ({ getValue }) => formatNumber(getValue(), language, 0),
      }),
      column.accessor((run) => t(`forecasts.statuses.${run.status as RunStatus}`), {
        id: 'status',
        header: t('forecasts.status'),
        meta: { filter: { kind: 'select', options: forecastRunStatuses.map((status) => ({ value: status, label: t(`forecasts.statuses.${status}`) })) } },
        cell: ({ row, getValue }) => {
          const run = row.original;
          return (
            <div className="forecasts-table__status">
              <Tag intent={statusIntent(run.status)} title={run.failure ?? undefined}>
                {getValue()}
              </Tag>
              {run.status === 'running' ? (
                <ProgressBar intent={Intent.PRIMARY} value={run.total > 0 ? run.done / run.total : undefined} className="forecasts-table__progress" />
              ) : null}
              {run.status === 'running' && run.kind === 'computed' && onCancel ? (
                <Button small minimal intent={Intent.DANGER} icon="stop" text={t('forecasts.cancelRun')} onClick={() => onCancel(run)} />
              ) : null}
              {run.failure ? <div className="forecasts-table__failure">{run.failure}</div> : null}
            </div>
          );
        },
      }),
    ],
    [t, language, scopeOf, onCancel],
  );
}
