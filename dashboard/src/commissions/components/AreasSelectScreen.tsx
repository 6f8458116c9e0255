import { useTranslation } from 'react-i18next';
import { part } from '../utils/paths';
import { SelectorScreen } from './SelectorScreen';

/** areas: asks for a company (spec 003 section 2.2), then areas/lista/{organizationId}. */
export function AreasSelectScreen() {
  const { t } = useTranslation('commissions');
  return <SelectorScreen section={t('cards.areas.title')} module="Employees" then={null} to={({ organization }) => `areas/lista/${part(organization.id)}`} />;
}
