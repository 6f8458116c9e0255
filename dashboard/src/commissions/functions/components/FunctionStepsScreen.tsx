import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { CommissionsPage } from '../../components/CommissionsPage';
import { commissionsPath } from '../../utils/paths';
import { functionsCrumb, type FunctionDraft } from './functionDraft';
import { FunctionEditor } from './FunctionEditor';

/** funciones/crear/pasos: without a name and parameters it goes back to funciones/crear. */
export function FunctionStepsScreen() {
  const { t } = useTranslation('commissions');
  const draft = useLocation().state as FunctionDraft | null;
  if (!draft?.name || !draft.arguments?.length) return <Navigate to={commissionsPath('funciones/crear')} replace />;
  return (
    <CommissionsPage
      title={`${t('editor.functions.createSteps')}: ${draft.name}`}
      crumbs={[functionsCrumb(t), { text: t('editor.functions.createTitle'), to: 'funciones/crear' }, { text: t('editor.functions.createSteps') }]}
      module="Functions"
    >
      {(grants) => <FunctionEditor draft={draft} record={null} initialSteps={null} readOnly={!grants.can('Functions', 'write')} />}
    </CommissionsPage>
  );
}
