import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { emptySteps } from '../../../../../domain/commissions/stepsEditor';
import { CommissionsPage } from '../../components/CommissionsPage';
import { commissionsPath, part } from '../../utils/paths';
import { commissionsCrumb, type CommissionCreateState } from './commissionPlacement';
import { CommissionEditor } from './CommissionEditor';

/** comisiones-variables/crear/pasos: the steps of a new commission; without its choices it falls back to the create route. */
export function CommissionStepsScreen() {
  const { t } = useTranslation('commissions');
  const state = useLocation().state as CommissionCreateState | null;
  if (!state?.name || !state.area || !state.period) return <Navigate to={commissionsPath('comisiones-variables/crear')} replace />;
  return (
    <CommissionsPage
      title={`${t('editor.commissions.stepsTitle')}: ${state.name}`}
      crumbs={[
        commissionsCrumb(t),
        { text: t('editor.indicators.list'), to: `comisiones-variables/lista/${part(state.area.id)}` },
        { text: t('editor.commissions.createTitle') },
      ]}
      module="VariableCommissions"
    >
      {(grants) => (
        <CommissionEditor
          placement={{ name: state.name, organizationId: state.organization.id, areaId: state.area.id, period: state.period, active: state.readyToRun }}
          record={null}
          initialSteps={emptySteps()}
          readOnly={!grants.can('VariableCommissions', 'write')}
        />
      )}
    </CommissionsPage>
  );
}
