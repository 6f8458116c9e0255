import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { type CustomerDetailFragment as CustomerDetail } from '../../graphql';

export interface CustomerFingerprintsProps {
  customer: CustomerDetail;
}

/** How many fingers are enrolled, and which. */
export function CustomerFingerprints({ customer }: CustomerFingerprintsProps) {
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
