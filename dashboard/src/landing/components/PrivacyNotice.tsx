import { useTranslation } from 'react-i18next';
import { LegalDocument } from './LegalDocument';

/** /noticePrivacy: the privacy notice (spec 000 section 2). */
export function PrivacyNotice() {
  const { t } = useTranslation('landing');
  return (
    <LegalDocument
      title={t('privacyNotice.title')}
      intro={t('privacyNotice.intro', { returnObjects: true })}
      sections={t('privacyNotice.sections', { returnObjects: true })}
    />
  );
}
