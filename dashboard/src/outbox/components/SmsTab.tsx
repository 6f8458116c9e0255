import { Classes, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager, QueryProblem } from '../../ui/components';
import { useErrorToast } from '../../ui/hooks';
import { formatDateTime } from '../../ui/utils';
import { useSmsMessages } from '../hooks';
import { isSmsStatus, smsStatusIntent } from '../utils/smsStatus';

const pageSize = 25;

/** The SMS outbox with each message's delivery state. */
export function SmsTab() {
  const { t, i18n } = useTranslation('outbox');
  const [offset, setOffset] = useState(0);
  const messages = useSmsMessages({ limit: pageSize, offset });
  useErrorToast(messages.error);

  if (messages.isPending) {
    return (
      <div className="outbox__loading" role="status">
        <Spinner size={24} /> {t('sms.loading')}
      </div>
    );
  }
  if (messages.isError) return <QueryProblem error={messages.error} onRetry={() => void messages.refetch()} />;

  const rows = messages.data.smsMessages;
  if (rows.length === 0 && offset === 0) {
    return <NonIdealState className="outbox__empty" icon="mobile-phone" title={t('sms.empty.title')} description={t('sms.empty.description')} />;
  }

  return (
    <>
      <HTMLTable striped compact className="outbox__table" aria-label={t('tabs.sms')}>
        <thead>
          <tr>
            <th>{t('sms.columns.date')}</th>
            <th>{t('sms.columns.phone')}</th>
            <th>{t('sms.columns.message')}</th>
            <th>{t('sms.columns.status')}</th>
            <th>{t('sms.columns.provider')}</th>
            <th className="outbox__number">{t('sms.columns.attempts')}</th>
            <th>{t('sms.columns.lastError')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="outbox__nowrap">{formatDateTime(row.sentAt ?? row.createdAt, i18n.language)}</td>
              <td className="outbox__nowrap">{row.phone}</td>
              <td className="outbox__sms-text">{row.message}</td>
              <td>
                <Tag minimal intent={smsStatusIntent(row.status)}>
                  {isSmsStatus(row.status) ? t(`sms.status.${row.status}`) : row.status}
                </Tag>
              </td>
              <td>{row.provider}</td>
              <td className="outbox__number">{row.attempts}</td>
              <td className="outbox__error">{row.lastError ?? <span className={Classes.TEXT_MUTED}>—</span>}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <Pager offset={offset} limit={pageSize} rowCount={rows.length} onOffsetChange={setOffset} disabled={messages.isFetching} />
    </>
  );
}
