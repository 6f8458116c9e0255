import { Button, Card, HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useReopenCustomerAudit } from '../../audits/hooks';
import { formatEpoch } from '../../audits/utils';
import { showErrorToast, showToast } from '../../ui/toaster';
import { type CustomerDetailFragment as CustomerDetail } from '../../graphql';

/**
 * The detail panels of a customer (spec 001: more details, fingerprints, phones, e-mails, audits),
 * shared by the list's drawer (as tabs) and the customer's own page (as cards).
 */
const value = (text: string | null | undefined) => text || '—';

export function CustomerMoreDetails({ customer }: { customer: CustomerDetail }) {
  const { t, i18n } = useTranslation('customers');
  const language = i18n.resolvedLanguage ?? 'es';
  return (
    <dl className="customer-detail__list">
      <dt>{t('detail.customerId')}</dt>
      <dd>{value(customer.customerId)}</dd>
      <dt>{t('list.columns.preregistrationCode')}</dt>
      <dd>{value(customer.preregistrationCode)}</dd>
      <dt>{t('list.columns.customerType')}</dt>
      <dd>{customer.customerTypeName}</dd>
      <dt>{t('detail.birthdate')}</dt>
      <dd>{value(customer.birthdate)}</dd>
      <dt>{t('list.columns.address')}</dt>
      <dd>{value(customer.address)}</dd>
      <dt>{t('list.columns.taxpayer')}</dt>
      <dd>{customer.taxpayer ? `${customer.taxpayer.taxpayerName} · ${customer.taxpayer.identification}` : '—'}</dd>
      <dt>{t('list.columns.zone')}</dt>
      <dd>{value(customer.zoneName)}</dd>
      <dt>{t('detail.classes')}</dt>
      <dd>
        {customer.classes.map((name) => (
          <Tag key={name} minimal className="customer-detail__tag">
            {t(`list.counters.${name}`)}
          </Tag>
        ))}
        {customer.blacklisted ? <Tag intent="danger">{t('list.blacklist')}</Tag> : null}
      </dd>
      <dt>{t('detail.registrationStore')}</dt>
      <dd>{value(customer.registrationWarehouseId)}</dd>
      <dt>{t('detail.enrollmentStore')}</dt>
      <dd>{value(customer.enrollmentWarehouseId)}</dd>
      <dt>{t('detail.legals')}</dt>
      <dd>{customer.legals.filter((legal) => legal.datetime > 0).map((legal) => `${t(`detail.legalTypes.${legal.legalType}`, { defaultValue: legal.legalType })} · ${formatEpoch(legal.datetime, language)}`).join(', ') || '—'}</dd>
      <dt>{t('detail.marketReleases')}</dt>
      <dd>{customer.marketReleases.map((release) => release.warehouseId).join(', ') || '—'}</dd>
      <dt>{t('detail.identification')}</dt>
      <dd>
        <CustomerIdentification customer={customer} />
      </dd>
      <dt>{t('list.columns.lastUpdate')}</dt>
      <dd>{new Date(customer.lastUpdate).toLocaleString(language)}</dd>
    </dl>
  );
}

const identificationImageStyle = { display: 'block', maxWidth: 280, maxHeight: 180, objectFit: 'contain', border: '1px solid rgba(17, 20, 24, 0.15)', borderRadius: 4, background: '#f6f7f9' } as const;

/** The INE photo sent at pre-registration, through the short-lived signed link the API gives. */
export function CustomerIdentification({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation('customers');
  const photos = customer.files.filter((file) => file.fileType === 'identification' && file.url);
  if (photos.length === 0) return <>{t('detail.noIdentification')}</>;
  return (
    <div className="customer-detail__identification">
      {photos.map((photo) => (
        <a key={photo.url} href={photo.url!} target="_blank" rel="noopener noreferrer" title={t('detail.identificationOpen')}>
          <img src={photo.url!} alt={t('detail.identificationPhoto', { name: customer.customerName })} style={identificationImageStyle} />
        </a>
      ))}
    </div>
  );
}

export function CustomerFingerprints({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation('customers');
  return (
    <div>
      <p>{customer.fingerCount > 0 ? t('detail.fingerCount', { count: customer.fingerCount }) : t('detail.noFingerprints')}</p>
      {customer.fingerTypes.map((finger) => (
        <Tag key={finger} icon="hand-up" minimal className="customer-detail__tag">
          {t(`detail.fingerNames.${finger}`, { defaultValue: finger })}
        </Tag>
      ))}
    </div>
  );
}

export function CustomerPhones({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation('customers');
  if (customer.phones.length === 0) return <p>{t('detail.none')}</p>;
  return (
    <HTMLTable compact>
      <tbody>
        {customer.phones.map((phone) => (
          <tr key={phone.phone}>
            <td>{t(`detail.phoneTypes.${phone.phoneType}`, { defaultValue: phone.phoneType })}</td>
            <td>{phone.phone}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

export function CustomerEmails({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation('customers');
  return <ul>{customer.emails.length ? customer.emails.map((email) => <li key={email}>{email}</li>) : <li>{t('detail.none')}</li>}</ul>;
}

export function CustomerAudits({ customer, onReview }: { customer: CustomerDetail; onReview: (auditId: string) => void }) {
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
