import { useTranslation } from 'react-i18next';
import { SelectorScreen } from '../../components/SelectorScreen';
import { part } from '../../utils/paths';

/** comisiones-variables: company then position. */
export function CommissionsSelectScreen() {
  const { t } = useTranslation('commissions');
  return (
    <SelectorScreen
      section={t('editor.commissions.section')}
      module="VariableCommissions"
      then="area"
      to={({ area }) => `comisiones-variables/lista/${part(area?.id ?? '')}`}
    />
  );
}
