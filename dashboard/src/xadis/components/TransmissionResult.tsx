import { Callout, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { XadisTransmissionFieldsFragment } from '../../graphql/generated/graphql';
import { ErrorItemsTable } from './ErrorItemsTable';

export interface TransmissionResultProps {
  tx: XadisTransmissionFieldsFragment;
}

/** The result of a finished transmission: the screen's message, the counts and the error items. */
export function TransmissionResult({ tx }: TransmissionResultProps) {
  const { t } = useTranslation('xadis');
  // A refused login and a failure half way e-mail the internal list: the screen says so.
  const email = tx.emailSubject ? <div>{t('tx.email', { subject: tx.emailSubject, count: tx.emailRecipients.length })}</div> : null;
  if (tx.status === 'loginFailed') {
    return (
      <Callout intent={Intent.DANGER} title={t('tx.loginFailed')}>
        {tx.message}
        {email}
      </Callout>
    );
  }
  if (tx.status === 'cancelled' || tx.status === 'failed') {
    return (
      <Callout intent={Intent.WARNING}>
        {t(`tx.status.${tx.status as 'failed'}`)} {tx.message ?? ''}
        {email}
      </Callout>
    );
  }
  return (
    <Callout intent={tx.status === 'sent' ? Intent.SUCCESS : Intent.WARNING} title={tx.status === 'sent' ? t('tx.sent') : t('tx.sentWithErrors')}>
      <div>
        {t('tx.sales')}: {t('tx.counts', tx.sales)}
      </div>
      <div>
        {t('tx.inventory')}: {t('tx.counts', tx.inventory)}
      </div>
      {email}
      {tx.errorItems.length > 0 ? <ErrorItemsTable items={tx.errorItems} /> : null}
    </Callout>
  );
}
