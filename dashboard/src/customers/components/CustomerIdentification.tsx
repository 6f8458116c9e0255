import { useTranslation } from 'react-i18next';
import { type CustomerDetailFragment as CustomerDetail } from '../../graphql';

const identificationImageStyle = {
  display: 'block',
  maxWidth: 280,
  maxHeight: 180,
  objectFit: 'contain',
  border: '1px solid rgba(17, 20, 24, 0.15)',
  borderRadius: 4,
  background: '#f6f7f9',
} as const;

export interface CustomerIdentificationProps {
  customer: CustomerDetail;
}

/** The INE photo sent at pre-registration, through the short-lived signed link the API gives. */
export function CustomerIdentification({ customer }: CustomerIdentificationProps) {
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
