import { Breadcrumbs, type BreadcrumbProps, Spinner } from '@blueprintjs/core';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ForbiddenState, QueryProblem, ScreenHeading } from '../../ui/components';
import { useCommissionGrants } from '../hooks';
import { type AccessMode, type CommissionGrants, type CommissionModuleName } from '../utils/permissions';
import { commissionsPath } from '../utils/paths';
import './commissions.css';

export interface Crumb {
  text: string;
  /** Relative to /prometheus/variableCommissions; absent for the current page. */
  to?: string;
}

export interface CommissionsPageProps {
  /** The page's title (the last breadcrumb unless `crumbs` ends otherwise). */
  title: string;
  /** Breadcrumbs after 'Dashboard': section, Lista, page (spec 003 section 2.2). */
  crumbs: Crumb[];
  /** The module whose read permission the page needs. */
  module: CommissionModuleName;
  actions?: ReactNode;
  children: (grants: CommissionGrants) => ReactNode;
}

/**
 * The frame of every screen of the module: breadcrumbs Dashboard > section > Lista > page, the
 * title, and the page itself once the position's permissions are known; a module without read
 * shows the no-permission state (the API refuses it anyway).
 */
export function CommissionsPage({ title, crumbs, module, actions, children }: CommissionsPageProps) {
  const { t } = useTranslation('commissions');
  const navigate = useNavigate();
  const { grants, query } = useCommissionGrants();
  const items: BreadcrumbProps[] = [
    { text: t('dashboard.crumb'), onClick: () => void navigate(commissionsPath()) },
    ...crumbs.map((crumb) => ({ text: crumb.text, ...(crumb.to !== undefined ? { onClick: () => void navigate(commissionsPath(crumb.to)) } : {}) })),
  ];
  return (
    <div className="commissions-page">
      <Breadcrumbs items={items} className="commissions-page__crumbs" />
      <ScreenHeading title={title} actions={grants && can(grants, module, 'read') ? actions : undefined} />
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <QueryProblem error={query.error} onRetry={() => void query.refetch()} />
      ) : grants && can(grants, module, 'read') ? (
        children(grants)
      ) : (
        <ForbiddenState />
      )}
    </div>
  );
}

function can(grants: CommissionGrants, module: CommissionModuleName, mode: AccessMode) {
  return grants.can(module, mode);
}
