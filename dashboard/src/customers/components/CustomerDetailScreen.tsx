import { Card, Classes, H5, Icon, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { AuditDialog } from '../../audits/components';
import { ChangeHistoryPanel } from '../../history/components';
import { QueryProblem, ScreenHeading } from '../../ui/components';
import { useCustomer } from '../hooks';
import { CustomerAudits } from './CustomerAudits';
import { CustomerEmails } from './CustomerEmails';
import { CustomerFingerprints } from './CustomerFingerprints';
import { CustomerMoreDetails } from './CustomerMoreDetails';
import { CustomerPhones } from './CustomerPhones';
import './customers.css';

/**
 * /prometheus/customer/:id: one customer's page with every detail panel at once, so a customer can
 * be linked to, bookmarked and reviewed without the list. The same data and audit dialog as the
 * list's drawer.
 */
export function CustomerDetailScreen() {
  const { t } = useTranslation('customers');
  const { id } = useParams<{ id: string }>();
  const detail = useCustomer(id);
  const [auditId, setAuditId] = useState<string | undefined>();
  const customer = detail.data?.customer;

  const back = (
    <Link to="/prometheus/customer" className={Classes.BUTTON}>
      <Icon icon="arrow-left" />
      <span className={Classes.BUTTON_TEXT}>{t('detail.backToList')}</span>
    </Link>
  );
  if (detail.isPending) return <Spinner />;
  if (!customer) {
    return (
      <div className="customer-page">
        <ScreenHeading title={t('detail.pageTitle')} actions={back} />
        {detail.error ? <QueryProblem error={detail.error} onRetry={() => void detail.refetch()} /> : null}
      </div>
    );
  }
  return (
    <div className="customer-page">
      <ScreenHeading title={t('detail.title', { name: customer.customerName })} actions={back} />
      <div className="customer-page__grid">
        <Card className="customer-page__details">
          <H5>{t('detail.moreDetails')}</H5>
          <CustomerMoreDetails customer={customer} />
        </Card>
        <div className="customer-page__side">
          <Card>
            <H5>{t('detail.fingerprints')}</H5>
            <CustomerFingerprints customer={customer} />
          </Card>
          <Card>
            <H5>{t('detail.phones')}</H5>
            <CustomerPhones customer={customer} />
          </Card>
          <Card>
            <H5>{t('detail.emails')}</H5>
            <CustomerEmails customer={customer} />
          </Card>
        </div>
        <Card className="customer-page__audits">
          <H5>{t('detail.audits')}</H5>
          <CustomerAudits customer={customer} onReview={setAuditId} />
        </Card>
      </div>
      <ChangeHistoryPanel recordType="Customer" recordId={customer.id} />
      <AuditDialog auditId={auditId} customerName={customer.customerName} onClose={() => setAuditId(undefined)} />
    </div>
  );
}
