import { Button, Card, Tab, Tabs } from '@blueprintjs/core';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePermissions } from '../../access/hooks';
import { LiveStatusTag } from '../../live/components/LiveStatusTag';
import { ScreenHeading } from '../../ui/components';
import { outboxQueryKey } from '../hooks';
import { MailTab } from './MailTab';
import { SmsTab } from './SmsTab';
import './outbox.css';

type OutboxTab = 'mail' | 'sms';

/** /prometheus/system/outbox: what the product sent, mail (the SMTP sink) and SMS. */
export function OutboxScreen() {
  const { t } = useTranslation('outbox');
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: outboxQueryKey }) > 0;
  const { can } = usePermissions();
  const [searchParams, setSearchParams] = useSearchParams();
  // Someone who may read only SMS lands on the SMS tab; the tab is kept in the address.
  const requested = searchParams.get('tab');
  const tab: OutboxTab = requested === 'sms' || requested === 'mail' ? requested : !can('mail.read') && can('sms.read') ? 'sms' : 'mail';

  return (
    <>
      <ScreenHeading
        status={<LiveStatusTag />}
        title={t('title')}
        actions={
          <Button icon="refresh" text={t('refresh')} loading={fetching} onClick={() => void queryClient.invalidateQueries({ queryKey: outboxQueryKey })} />
        }
      />
      <Card className="outbox">
        <Tabs
          id="outbox-tabs"
          size="large"
          selectedTabId={tab}
          onChange={(next) => setSearchParams({ tab: String(next) }, { replace: true })}
          renderActiveTabPanelOnly
        >
          <Tab id="mail" icon="envelope" title={t('tabs.mail')} panel={<MailTab />} />
          <Tab id="sms" icon="mobile-phone" title={t('tabs.sms')} panel={<SmsTab />} />
        </Tabs>
      </Card>
    </>
  );
}
