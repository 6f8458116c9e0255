import { Classes, Tag } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmsMessageFragment as SmsRow } from '../../graphql';
import { formatDateTime } from '../../ui/utils';
import { isSmsStatus, smsStatuses, smsStatusIntent, type SmsStatus } from '../utils/smsStatus';

const column = createColumnHelper<SmsRow>();

/** The SMS outbox's columns; the sortable ids are the server's keys (domain/outbox/outboxSort.ts), the status filters. */
export function useSmsColumns() {
  const { t, i18n } = useTranslation('outbox');
  return useMemo(
    () => [
      column.accessor((row) => row.createdAt ?? row.sentAt, {
        id: 'createdAt',
        header: t('sms.columns.date'),
        cell: ({ getValue }) => <span className="outbox__nowrap">{formatDateTime(getValue(), i18n.language)}</span>,
      }),
      column.accessor('phone', {
        id: 'phone',
        header: t('sms.columns.phone'),
        enableHiding: false,
        cell: ({ getValue }) => <span className="outbox__nowrap">{getValue()}</span>,
      }),
      column.accessor('message', {
        id: 'message',
        header: t('sms.columns.message'),
        enableSorting: false,
        cell: ({ getValue }) => <span className="outbox__sms-text">{getValue()}</span>,
      }),
      column.accessor('status', {
        id: 'status',
        header: t('sms.columns.status'),
        meta: { filter: { kind: 'select', options: smsStatuses.map((status) => ({ value: status, label: t(`sms.status.${status}`) })) } },
        cell: ({ getValue }) => (
          <Tag minimal intent={smsStatusIntent(getValue())}>
            {isSmsStatus(getValue()) ? t(`sms.status.${getValue() as SmsStatus}`) : getValue()}
          </Tag>
        ),
      }),
      column.accessor('provider', { id: 'provider', header: t('sms.columns.provider'), enableSorting: false }),
      column.accessor('attempts', { id: 'attempts', header: t('sms.columns.attempts'), enableSorting: false, meta: { numeric: true } }),
      column.accessor('lastError', {
        id: 'lastError',
        header: t('sms.columns.lastError'),
        enableSorting: false,
        cell: ({ getValue }) => <span className="outbox__error">{getValue() ?? <span className={Classes.TEXT_MUTED}>—</span>}</span>,
      }),
    ],
    [t, i18n.language],
  );
}
