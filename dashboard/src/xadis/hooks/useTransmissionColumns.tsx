import { Intent, Tag } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { transmissionListStatuses } from '../../../../domain/xadis/transmissionList';
import type { XadisTransmissionFieldsFragment } from '../../graphql/generated/graphql';
import { formatTime } from '../utils';

type Transmission = XadisTransmissionFieldsFragment;
const column = createColumnHelper<Transmission>();
const statusIntent: Record<string, Intent> = {
  running: Intent.PRIMARY,
  sent: Intent.SUCCESS,
  error: Intent.WARNING,
  loginFailed: Intent.DANGER,
  failed: Intent.DANGER,
  cancelled: Intent.NONE,
};

/**
 * 'Historial de envíos': each transmission's start, range, status, counts, e-mail and who asked; the
 * sortable ids are the server's keys (domain/xadis/transmissionList.ts), status and who asked filter under their headings.
 */
export function useTransmissionColumns() {
  const { t, i18n } = useTranslation('xadis');
  const language = i18n.resolvedLanguage ?? 'es';
  return useMemo(
    () => [
      column.accessor('startedAt', { id: 'startedAt', header: t('tx.started'), cell: ({ getValue }) => formatTime(getValue(), language) }),
      column.accessor((row) => (row.from === row.to ? row.from : `${row.from} – ${row.to}`), { id: 'range', header: t('tx.range') }),
      column.accessor('status', {
        id: 'status',
        header: t('tx.statusLabel'),
        meta: {
          filter: {
            kind: 'select',
            options: transmissionListStatuses.map((status) => ({ value: status, label: t(`tx.status.${status}` as 'tx.status.sent') })),
          },
        },
        cell: ({ getValue }) => <Tag intent={statusIntent[getValue()] ?? Intent.NONE}>{t(`tx.status.${getValue() as 'sent'}`)}</Tag>,
      }),
      column.accessor((row) => t('tx.short', row.sales), { id: 'sales', header: t('tx.sales'), enableSorting: false }),
      column.accessor((row) => t('tx.short', row.inventory), { id: 'inventory', header: t('tx.inventory'), enableSorting: false }),
      column.accessor((row) => (row.emailSubject ? `${row.emailSubject} (${formatTime(row.emailSentAt, language)})` : '—'), {
        id: 'email',
        header: t('tx.emailSent'),
        enableSorting: false,
      }),
      column.accessor('requestedBy', { id: 'requestedBy', header: t('tx.requestedBy'), meta: { filter: { kind: 'text' } } }),
    ],
    [t, language],
  );
}
