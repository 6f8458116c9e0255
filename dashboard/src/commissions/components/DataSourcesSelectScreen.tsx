import { useTranslation } from 'react-i18next';
import { part } from '../utils/paths';
import { SelectorScreen } from './SelectorScreen';

/** fuentes-de-informacion: asks for a company, then fuentes-de-informacion/lista/{organizationId}. */
export function DataSourcesSelectScreen() {
  const { t } = useTranslation('commissions');
  return (
    <SelectorScreen
      section={t('cards.dataSources.title')}
      module="DataSources"
      then={null}
      to={({ organization }) => `fuentes-de-informacion/lista/${part(organization.id)}`}
    />
  );
}
