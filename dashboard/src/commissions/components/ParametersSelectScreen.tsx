import { useTranslation } from 'react-i18next';
import { part } from '../utils/paths';
import { SelectorScreen } from './SelectorScreen';

/** parametros: organization then position; Accept goes to parametros/lista/{areaId}. */
export function ParametersSelectScreen() {
  const { t } = useTranslation('commissions');
  return <SelectorScreen section={t('cards.parameters.title')} module="Parameters" then="area" to={({ area }) => `parametros/lista/${part(area?.id ?? '')}`} />;
}
