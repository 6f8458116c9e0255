import { Classes, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager, QueryProblem } from '../../ui/components';
import { useErrorToast } from '../../ui/hooks';
import { formatDateTime } from '../../ui/utils';
import { useMailMessages } from '../hooks';
import { MailMessageView } from './MailMessageView';

const pageSize = 25;

/** The SMTP sink's messages on the left, the selected one on the right. */
export function MailTab() {
  const { t, i18n } = useTranslation('outbox');
  const [offset, setOffset] = useState(0);
  const [selectedId, setSelectedId] = useState<string>();
  const messages = useMailMessages({ limit: pageSize, offset });
  useErrorToast(messages.error);

  if (messages.isPending) {
    return (
      <div className="outbox__loading" role="status">
        <Spinner size={24} /> {t('mail.loading')}
      </div>
    );
  }
  if (messages.isError) return <QueryProblem error={messages.error} onRetry={() => void messages.refetch()} />;

  const rows = messages.data.mailMessages;
  if (rows.length === 0 && offset === 0) {
    return <NonIdealState className="outbox__empty" icon="inbox" title={t('mail.empty.title')} description={t('mail.empty.description')} />;
  }

  return (
    <div className="outbox__split">
      <div className="outbox__list">
        <HTMLTable interactive striped compact className="outbox__table outbox__table--mail" aria-label={t('tabs.mail')}>
          <thead>
            <tr>
              <th>{t('mail.columns.receivedAt')}</th>
              <th>{t('mail.columns.subject')}</th>
              <th>{t('mail.columns.to')}</th>
              <th className="outbox__number">{t('mail.columns.attachments')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.id}
                className={row.id === selectedId ? 'outbox__row--selected' : undefined}
                aria-selected={row.id === selectedId}
                tabIndex={0}
                onClick={() => setSelectedId(row.id)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    setSelectedId(row.id);
                  }
                }}
              >
                <td className="outbox__nowrap">{formatDateTime(row.receivedAt, i18n.language)}</td>
                <td title={row.subject}>{row.subject || <span className={Classes.TEXT_MUTED}>{t('mail.noSubject')}</span>}</td>
                <td title={row.to.join(', ')}>{row.to.join(', ')}</td>
                <td className="outbox__number">
                  {row.attachmentCount > 0 ? (
                    <Tag minimal round icon="paperclip">
                      {row.attachmentCount}
                    </Tag>
                  ) : (
                    <span className={Classes.TEXT_MUTED}>0</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <Pager offset={offset} limit={pageSize} rowCount={rows.length} onOffsetChange={setOffset} disabled={messages.isFetching} />
      </div>
      <div className="outbox__detail">
        {selectedId ? (
          <MailMessageView id={selectedId} />
        ) : (
          <NonIdealState icon="envelope" title={t('mail.select.title')} description={t('mail.select.description')} />
        )}
      </div>
    </div>
  );
}
