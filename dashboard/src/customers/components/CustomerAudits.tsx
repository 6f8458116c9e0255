import { Button, Card, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useReopenCustomerAudit } from '../../audits/hooks';
import { formatEpoch } from '../../audits/utils';
import { showErrorToast, showToast } from '../../ui/toaster';
import { type CustomerDetailFragment as CustomerDetail } from '../../graphql';

export interface CustomerAuditsProps {
  customer: CustomerDetail;
  /** Opens an audit's review dialog. */
  onReview: (auditId: string) => void;
}

/** A customer's audits, each opening its review; a blacklisted customer's new audit (spec 001). */
export function CustomerAudits({ customer, onReview }: CustomerAuditsProps) {
  const { t, i18n } = useTranslation('customers');
  const language = i18n.resolvedLanguage ?? 'es';
  const reopen = useReopenCustomerAudit();
  // Only an authorization releases a blacklisted customer: it needs a new audit to decide.
  const canReopen = customer.blacklisted && customer.openAuditCount === 0 && customer.audits.every((audit) => audit.endAudit !== null);
  const reopenAudit = () =>
    reopen.mutate(
      { customerId: customer.id },
      {
        onSuccess: () => void showToast({ message: t('detail.auditReopened', { name: customer.customerName }), intent: 'success', icon: 'automatic-updates' }),
        onError: (error) => showErrorToast(error),
      },
    );
  return (
    <div className="customer-detail__audits">
      {canReopen ? (
        <div className="customer-detail__reopen">
          <Button icon="automatic-updates" intent="warning" text={t('detail.reopenAudit')} loading={reopen.isPending} onClick={reopenAudit} />
          <span>{t('detail.reopenHint')}</span>
        </div>
      ) : null}
      {customer.audits.length === 0 ? <p>{t('detail.none')}</p> : null}
      {customer.audits.map((audit) => (
        <Card key={audit.id} compact>
          <p>
            <Tag intent={audit.blacklist ? 'danger' : audit.endAudit ? 'success' : 'warning'} minimal>
              {audit.blacklist ? t('detail.auditBlacklist') : audit.endAudit ? t('detail.auditAuthorized') : t('detail.auditOpen')}
            </Tag>{' '}
            {t('detail.auditStarted', { date: formatEpoch(audit.startAudit, language) })} · {t('detail.riskFactor', { value: audit.riskFactor })}
          </p>
          <Button icon="search-template" text={t('detail.reviewAudit')} onClick={() => onReview(audit.id)} />
        </Card>
      ))}
    </div>
  );
}
