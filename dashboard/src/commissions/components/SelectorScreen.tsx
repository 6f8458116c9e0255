import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ScreenHeading } from '../../ui/components';
import { useCommissionGrants } from '../hooks';
import { commissionsPath } from '../utils/paths';
import { type CommissionModuleName } from '../utils/permissions';
import { OrganizationFlow, type OrganizationFlowChoice } from './selectors';

interface SelectorScreenProps {
  then: 'area' | 'dataSource' | null;
  to: (choice: OrganizationFlowChoice) => string;
  section: string;
  module: CommissionModuleName;
}

/**
 * A selector route (variables, parametros, empleados, fuentes-de-informacion, reportes...): the
 * full-screen company (then position or data source) selector; Accept goes where `to` says,
 * Cancel back to the module's dashboard (spec 003 section 2.2).
 */
export function SelectorScreen({ then, to, section, module }: SelectorScreenProps) {
  const navigate = useNavigate();
  const { t } = useTranslation('commissions');
  const { grants } = useCommissionGrants();
  return (
    <div className="commissions-page">
      <ScreenHeading title={section} />
      {grants && !grants.can(module, 'read') ? (
        <p>{t('dashboard.none')}</p>
      ) : (
        <OrganizationFlow then={then} onAccept={(choice) => void navigate(commissionsPath(to(choice)))} onCancel={() => void navigate(commissionsPath())} />
      )}
    </div>
  );
}
