import { IndicatorReadOnly } from './IndicatorReadOnly';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { emptySteps } from '../../../../../domain/commissions/stepsEditor';
import { CommissionsPage } from '../../components/CommissionsPage';
import { commissionsPath, part } from '../../utils/paths';
import { type RecordPlacement } from '../../steps/components';
import { IndicatorEditor } from './IndicatorEditor';

/** indicadores/crear/pasos: the steps editor of a new indicator; without a name and position it falls back to the create route. */
export function IndicatorStepsScreen() {
  const { t } = useTranslation('commissions');
  const location = useLocation();
  const placement = location.state as RecordPlacement | null;
  if (!placement?.name || !placement.area) return <Navigate to={commissionsPath('indicadores/crear')} replace />;
  return (
    <CommissionsPage
      title={`${t('editor.indicators.stepsTitle')}: ${placement.name}`}
      crumbs={[
        { text: t('editor.indicators.section'), to: 'indicadores' },
        { text: t('editor.indicators.list'), to: `indicadores/lista/${part(placement.area.id)}` },
        { text: t('editor.indicators.createTitle') },
      ]}
      module="Indicators"
    >
      {(grants) =>
        grants.can('Indicators', 'write') ? (
          <IndicatorEditor
            placement={{ name: placement.name, organizationId: placement.organization.id, areaId: placement.area.id }}
            record={null}
            initialSteps={emptySteps()}
          />
        ) : (
          <IndicatorReadOnly placement={{ organizationId: placement.organization.id, areaId: placement.area.id }} steps={emptySteps()} />
        )
      }
    </CommissionsPage>
  );
}
