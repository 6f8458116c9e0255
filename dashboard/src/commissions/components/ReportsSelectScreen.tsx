import { useTranslation } from 'react-i18next';
import { part } from '../utils/paths';
import { SelectorScreen } from './SelectorScreen';

/** reportes: company picker; continues to reportes/{organizationId}. */
export function ReportsSelectScreen() {
  const { t } = useTranslation('commissions');
  return <SelectorScreen section={t('cards.reports.title')} module="Reports" then={null} to={({ organization }) => `reportes/${part(organization.id)}`} />;
}
