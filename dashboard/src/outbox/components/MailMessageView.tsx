import { AnchorButton, Classes, H4, NonIdealState, Spinner, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryProblem } from '../../ui/components';
import { useErrorToast } from '../../ui/hooks';
import { formatDateTime } from '../../ui/utils';
import { useMailMessage } from '../hooks';
import { type MailMessageFragment as MailMessage } from '../../graphql';
import { attachmentUrl, formatSize, mailSourceUrl } from '../utils/links';
import { inertMailHtml } from '../utils/mailHtml';

export interface MailMessageViewProps {
  id: string;
}

/** One received message: headers, body and downloads. */
export function MailMessageView({ id }: MailMessageViewProps) {
  const { t } = useTranslation('outbox');
  const message = useMailMessage(id);
  useErrorToast(message.error);

  if (message.isPending) {
    return (
      <div className="outbox__loading" role="status">
        <Spinner size={24} /> {t('message.loading')}
      </div>
    );
  }
  if (message.isError) return <QueryProblem error={message.error} onRetry={() => void message.refetch()} />;
  if (!message.data.mailMessage) {
    return <NonIdealState icon="search" title={t('message.notFound.title')} description={t('message.notFound.description')} />;
  }
  return <MailMessageContent message={message.data.mailMessage} />;
}

interface MailMessageContentProps {
  message: MailMessage;
}

function MailMessageContent({ message }: MailMessageContentProps) {
  const { t, i18n } = useTranslation('outbox');
  return (
    <article className="mail-message" aria-label={message.subject || t('mail.noSubject')}>
      <header className="mail-message__header">
        <H4 className="mail-message__subject">{message.subject || t('mail.noSubject')}</H4>
        <AnchorButton icon="download" size="small" variant="outlined" href={mailSourceUrl(message.id)} download text={t('message.source')} />
      </header>
      <dl className="mail-message__fields">
        <dt>{t('message.from')}</dt>
        <dd>{message.from}</dd>
        <dt>{t('message.to')}</dt>
        <dd>{message.to.join(', ')}</dd>
        {message.cc.length > 0 ? (
          <>
            <dt>{t('message.cc')}</dt>
            <dd>{message.cc.join(', ')}</dd>
          </>
        ) : null}
        <dt>{t('message.date')}</dt>
        <dd>{formatDateTime(message.receivedAt, i18n.language)}</dd>
        <dt>{t('message.attachments')}</dt>
        <dd className="mail-message__attachments">
          {message.attachments.length === 0 ? (
            <span className={Classes.TEXT_MUTED}>{t('message.noAttachments')}</span>
          ) : (
            message.attachments.map((attachment) => (
              <AnchorButton
                key={attachment.index}
                size="small"
                icon="paperclip"
                href={attachmentUrl(message.id, attachment.index)}
                download={attachment.filename ?? true}
                text={attachment.filename ?? t('message.attachment', { index: attachment.index + 1 })}
                endIcon={<Tag minimal>{formatSize(attachment.size)}</Tag>}
              />
            ))
          )}
        </dd>
      </dl>
      <MailBody message={message} />
    </article>
  );
}

interface MailBodyProps {
  message: MailMessage;
}

/**
 * The HTML body in a sandboxed frame: no scripts, no same-origin access, no forms or pop-ups, so
 * a message can never act on the dashboard. The text body is the fallback and its own tab.
 */
function MailBody({ message }: MailBodyProps) {
  const { t } = useTranslation('outbox');
  const html = useMemo(() => (message.html ? inertMailHtml(message.html) : null), [message.html]);
  const textPanel = <pre className={`${Classes.CODE_BLOCK} mail-message__text`}>{message.text}</pre>;
  if (!html && !message.text) return <p className={Classes.TEXT_MUTED}>{t('message.noBody')}</p>;
  if (!html) return textPanel;
  const htmlPanel = <iframe className="mail-message__frame" title={t('message.frameTitle')} sandbox="" referrerPolicy="no-referrer" srcDoc={html} />;
  if (!message.text) return htmlPanel;
  return (
    <Tabs id={`mail-body-${message.id}`} defaultSelectedTabId="html" renderActiveTabPanelOnly>
      <Tab id="html" title={t('message.html')} panel={htmlPanel} />
      <Tab id="text" title={t('message.text')} panel={textPanel} />
    </Tabs>
  );
}
