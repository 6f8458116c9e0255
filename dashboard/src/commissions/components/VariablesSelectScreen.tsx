import { useTranslation } from 'react-i18next';
import { part } from '../utils/paths';
import { SelectorScreen } from './SelectorScreen';

/** variables: organization then data source; Accept goes to variables/lista/{dataSourceId}. */
export function VariablesSelectScreen() {
  const { t } = useTranslation('commissions');
  return (
    <SelectorScreen
      section={t('cards.variables.title')}
      module="Variables"
      then="dataSource"
      to={({ dataSource }) => `variables/lista/${part(dataSource?.id ?? '')}`}
    />
  );
}
