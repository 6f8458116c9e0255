import { HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { type CustomerDetailFragment as CustomerDetail } from '../../graphql';

export interface CustomerPhonesProps {
  customer: CustomerDetail;
}

/** A customer's few phones, each with its kind: a fixed detail table, not a list (docs/tables.md). */
export function CustomerPhones({ customer }: CustomerPhonesProps) {
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
