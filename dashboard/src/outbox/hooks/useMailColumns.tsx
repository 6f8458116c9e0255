import { Button, Classes, Tag } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailMessageSummaryFragment as MailRow } from '../../graphql';
import { formatDateTime } from '../../ui/utils';

const column = createColumnHelper<MailRow>();

/** The mail list's columns; the sortable ids are the server's keys (domain/outbox/outboxSort.ts). */
export function useMailColumns(onOpen: (row: MailRow) => void) {
  const { t, i18n } = useTranslation('outbox');
  return useMemo(
    () => [
      column.accessor('receivedAt', {
        id: 'receivedAt',
        header: t('mail.columns.receivedAt'),
        cell: ({ getValue }) => <span className="outbox__nowrap">{formatDateTime(getValue(), i18n.language)}</span>,
      }),
      column.accessor('subject', {
        id: 'subject',
        header: t('mail.columns.subject'),
        enableHiding: false,
        cell: ({ row: { original: row } }) => (
          <Button variant="minimal" size="small" className="outbox__subject" title={row.subject} onClick={() => onOpen(row)}>
            {row.subject || <span className={Classes.TEXT_MUTED}>{t('mail.noSubject')}</span>}
          </Button>
        ),
      }),
      column.accessor((row) => row.to.join(', '), {
        id: 'to',
        header: t('mail.columns.to'),
        enableSorting: false,
        cell: ({ getValue }) => <span title={getValue()}>{getValue()}</span>,
      }),
      column.accessor('attachmentCount', {
        id: 'attachments',
        header: t('mail.columns.attachments'),
        enableSorting: false,
        meta: { numeric: true },
        cell: ({ getValue }) =>
          getValue() > 0 ? (
            <Tag minimal round icon="paperclip">
              {getValue()}
            </Tag>
          ) : (
            <span className={Classes.TEXT_MUTED}>0</span>
          ),
      }),
    ],
    [t, i18n.language, onOpen],
  );
}
