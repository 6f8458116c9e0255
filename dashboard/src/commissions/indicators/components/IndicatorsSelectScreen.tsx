import { useTranslation } from 'react-i18next';
import { SelectorScreen } from '../../components/SelectorScreen';
import { part } from '../../utils/paths';

/** indicadores: company then position; Continuar goes to the list, Cancelar to the dashboard. */
export function IndicatorsSelectScreen() {
  const { t } = useTranslation('commissions');
  return (
    <SelectorScreen section={t('editor.indicators.section')} module="Indicators" then="area" to={({ area }) => `indicadores/lista/${part(area?.id ?? '')}`} />
  );
}
