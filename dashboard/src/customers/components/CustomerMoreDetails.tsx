import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatEpoch } from '../../audits/utils';
import { type CustomerDetailFragment as CustomerDetail } from '../../graphql';
import { CustomerIdentification } from './CustomerIdentification';

const value = (text: string | null | undefined) => text || '—';

export interface CustomerMoreDetailsProps {
  customer: CustomerDetail;
}

/** A customer's record in full (spec 001 "more details"), in the list's drawer and on the customer's page. */
export function CustomerMoreDetails({ customer }: CustomerMoreDetailsProps) {
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
      <dd>
        {customer.legals
          .filter((legal) => legal.datetime > 0)
          .map((legal) => `${t(`detail.legalTypes.${legal.legalType}`, { defaultValue: legal.legalType })} · ${formatEpoch(legal.datetime, language)}`)
          .join(', ') || '—'}
      </dd>
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
