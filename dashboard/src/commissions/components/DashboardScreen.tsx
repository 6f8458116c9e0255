import { Card, Icon, type IconName, Spinner, Text } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { QueryProblem, ScreenHeading } from '../../ui/components';
import { useCommissionGrants } from '../hooks';
import { commissionsPath } from '../utils/paths';
import { type CommissionModuleName } from '../utils/permissions';
import { OrganizationFlow, type OrganizationFlowChoice } from './selectors';
import './commissions.css';

export type CardKey = 'business' | 'areas' | 'employees' | 'dataSources' | 'variables' | 'parameters' | 'functions' | 'indicators' | 'variableCommissions' | 'reports' | 'statements' | 'manual';

/** The cards of spec 003 section 2.2, each with the module whose read permission shows it (section 6: Employees governs Puestos and Empleados). */
export const dashboardCards: { key: CardKey; module: CommissionModuleName; path: string; icon: IconName }[] = [
  { key: 'business', module: 'Business', path: 'empresas', icon: 'office' },
  { key: 'areas', module: 'Employees', path: 'areas', icon: 'diagram-tree' },
  { key: 'employees', module: 'Employees', path: 'empleados', icon: 'people' },
  { key: 'dataSources', module: 'DataSources', path: 'fuentes-de-informacion', icon: 'database' },
  { key: 'variables', module: 'Variables', path: 'variables', icon: 'variable' },
  { key: 'parameters', module: 'Parameters', path: 'parametros', icon: 'numerical' },
  { key: 'functions', module: 'Functions', path: 'funciones', icon: 'function' },
  { key: 'indicators', module: 'Indicators', path: 'indicadores', icon: 'dashboard' },
  { key: 'variableCommissions', module: 'VariableCommissions', path: 'comisiones-variables', icon: 'calculator' },
  { key: 'reports', module: 'Reports', path: 'reportes', icon: 'timeline-bar-chart' },
  { key: 'statements', module: 'Statements', path: 'estados-de-cuenta', icon: 'document' },
  { key: 'manual', module: 'Manual', path: 'documentacion', icon: 'manual' },
];

/** /prometheus/variableCommissions: one card per module the position may read. */
export function DashboardScreen() {
  const { t } = useTranslation('commissions');
  const { grants, query } = useCommissionGrants();
  const cards = grants ? dashboardCards.filter((card) => grants.can(card.module, 'read')) : [];
  return (
    <div className="commissions-page">
      <ScreenHeading title={t('dashboard.title')} />
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <QueryProblem error={query.error} onRetry={() => void query.refetch()} />
      ) : cards.length === 0 ? (
        <p>{t('dashboard.none')}</p>
      ) : (
        <nav className="commissions-cards" aria-label={t('dashboard.title')}>
          {cards.map((card) => (
            <Link key={card.key} to={commissionsPath(card.path)} className="commissions-card-link" data-card={card.key}>
              <Card interactive>
                <Icon icon={card.icon} size={28} />
                <div>
                  <Text tagName="strong">{t(`cards.${card.key}.title`)}</Text>
                  <Text className="bp6-text-muted">{t(`cards.${card.key}.description`)}</Text>
                </div>
              </Card>
            </Link>
          ))}
        </nav>
      )}
    </div>
  );
}

/**
 * A selector route (variables, parametros, empleados, fuentes-de-informacion, reportes...): the
 * full-screen company (then position or data source) selector; Accept goes where `to` says,
 * Cancel back to the module's dashboard (spec 003 section 2.2).
 */
export function SelectorScreen({ then, to, section, module }: { then: 'area' | 'dataSource' | null; to: (choice: OrganizationFlowChoice) => string; section: string; module: CommissionModuleName }) {
  const navigate = useNavigate();
  const { t } = useTranslation('commissions');
  const { grants } = useCommissionGrants();
  return (
    <div className="commissions-page">
      <ScreenHeading title={section} />
      {grants && !grants.can(module, 'read') ? <p>{t('dashboard.none')}</p> : <OrganizationFlow then={then} onAccept={(choice) => void navigate(commissionsPath(to(choice)))} onCancel={() => void navigate(commissionsPath())} />}
    </div>
  );
}
