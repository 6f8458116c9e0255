import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CommissionsPage } from '../../components/CommissionsPage';
import { commissionsPath } from '../../utils/paths';
import { RecordForm } from '../../steps/components';

/** indicadores/crear: name, company and position; continues to the steps. */
export function IndicatorCreateScreen() {
  const { t } = useTranslation('commissions');
  const navigate = useNavigate();
  return (
    <CommissionsPage
      title={t('editor.indicators.createTitle')}
      crumbs={[{ text: t('editor.indicators.section'), to: 'indicadores' }, { text: t('editor.indicators.createTitle') }]}
      module="Indicators"
    >
      {() => (
        <RecordForm
          onCancel={() => void navigate(commissionsPath('indicadores'))}
          onContinue={(placement) => void navigate(commissionsPath('indicadores/crear/pasos'), { state: placement })}
        />
      )}
    </CommissionsPage>
  );
}
