import { useTranslation } from 'react-i18next';
import { type CustomerDetailFragment as CustomerDetail } from '../../graphql';

export interface CustomerEmailsProps {
  customer: CustomerDetail;
}

/** A customer's e-mail addresses. */
export function CustomerEmails({ customer }: CustomerEmailsProps) {
  const { t } = useTranslation('customers');
  return <ul>{customer.emails.length ? customer.emails.map((email) => <li key={email}>{email}</li>) : <li>{t('detail.none')}</li>}</ul>;
}
