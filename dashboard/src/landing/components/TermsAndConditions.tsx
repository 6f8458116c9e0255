import { useTranslation } from 'react-i18next';
import { LegalDocument } from './LegalDocument';

/** /termsAndConditions: the portal's terms, last updated 29 June 2020 (spec 000 section 2). */
export function TermsAndConditions() {
  const { t } = useTranslation('landing');
  return (
    <LegalDocument
      title={t('terms.title')}
      lastUpdated={t('terms.lastUpdated')}
      intro={t('terms.intro', { returnObjects: true })}
      sections={t('terms.sections', { returnObjects: true })}
    />
  );
}
