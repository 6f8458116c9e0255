import { Callout, Icon, Classes, Drawer, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuditDialog } from '../../audits/components';
import { ChangeHistoryPanel } from '../../history/components';
import { useCustomer } from '../hooks';
import { type CustomerDetailFragment as CustomerDetail, type CustomerRowFragment as CustomerRow } from '../../graphql';
import { CustomerAudits } from './CustomerAudits';
import { CustomerEmails } from './CustomerEmails';
import { CustomerFingerprints } from './CustomerFingerprints';
import { CustomerMoreDetails } from './CustomerMoreDetails';
import { CustomerPhones } from './CustomerPhones';

export interface CustomerDetailDrawerProps {
  customer: CustomerRow | null;
  onClose: () => void;
}

/** The detail panels of a row as tabs, with a link to the customer's own page. */
export function CustomerDetailDrawer({ customer, onClose }: CustomerDetailDrawerProps) {
  const { t } = useTranslation('customers');
  const detail = useCustomer(customer?.id);
  const [auditId, setAuditId] = useState<string | undefined>();
  const data = detail.data?.customer;

  const panel = (render: (customer: CustomerDetail) => React.ReactNode) => (
    <>{detail.isPending ? <Spinner size={24} /> : detail.isError ? <Callout intent="danger">{detail.error.message}</Callout> : data ? render(data) : null}</>
  );
  return (
    <Drawer isOpen={Boolean(customer)} onClose={onClose} title={customer ? t('detail.title', { name: customer.customerName }) : ''} icon="person" size="560px">
      <div className={`${Classes.DRAWER_BODY} customer-detail`}>
        {customer ? (
          <div className="customer-detail__open">
            <Link to={`/prometheus/customer/${customer.id}`} className={Classes.BUTTON}>
              <Icon icon="share" />
              <span className={Classes.BUTTON_TEXT}>{t('detail.openPage')}</span>
            </Link>
          </div>
        ) : null}
        <Tabs id="customer-detail" renderActiveTabPanelOnly>
          <Tab
            id="details"
            title={t('detail.moreDetails')}
            panel={panel((row) => (
              <CustomerMoreDetails customer={row} />
            ))}
          />
          <Tab
            id="fingerprints"
            title={t('detail.fingerprints')}
            panel={panel((row) => (
              <CustomerFingerprints customer={row} />
            ))}
          />
          <Tab
            id="phones"
            title={t('detail.phones')}
            panel={panel((row) => (
              <CustomerPhones customer={row} />
            ))}
          />
          <Tab
            id="emails"
            title={t('detail.emails')}
            panel={panel((row) => (
              <CustomerEmails customer={row} />
            ))}
          />
          <Tab
            id="audits"
            title={t('detail.audits')}
            panel={panel((row) => (
              <CustomerAudits customer={row} onReview={setAuditId} />
            ))}
          />
        </Tabs>
        {customer ? <ChangeHistoryPanel recordType="Customer" recordId={customer.id} /> : null}
      </div>
      <AuditDialog auditId={auditId} customerName={customer?.customerName ?? ''} onClose={() => setAuditId(undefined)} />
    </Drawer>
  );
}
