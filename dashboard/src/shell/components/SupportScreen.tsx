import { useTranslation } from 'react-i18next';
import { ScreenHeading } from '../../ui/components';

/** /prometheus/support: heading only, as spec 000 section 2 describes it. */
export function SupportScreen() {
  const { t } = useTranslation('shell');
  return <ScreenHeading title={t('screens.support.title')} />;
}
