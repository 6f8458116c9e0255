import { Spinner, Tab, Tabs } from '@blueprintjs/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { QueryProblem, ScreenHeading } from '../../ui/components';
import { useErrorToast } from '../../ui/hooks';
import { usePositions, useSystemMenus, useSystemRoles } from '../hooks';
import { MenusTab } from './MenusTab';
import { PositionsTab } from './PositionsTab';
import { RolesTab } from './RolesTab';
import { useLoadedToast } from './useLoadedToast';
import './admin.css';

type SettingsTab = 'roles' | 'menus' | 'positions';

/** The tab a path opens: settings/menus shows menus, settings/roles and system/settings the roles. */
function initialTab(pathname: string): SettingsTab {
  return pathname.includes('/settings/menus') ? 'menus' : 'roles';
}

/**
 * System Settings (spec 003 section 2.1): vertical tabs System Roles and System Menus (plus the
 * positions that carry roles and menu profiles), each disabled until its list has loaded.
 */
export function SystemSettingsScreen() {
  const { t } = useTranslation('admin');
  const location = useLocation();
  const [tab, setTab] = useState<SettingsTab>(() => initialTab(location.pathname));
  const roles = useSystemRoles();
  const menus = useSystemMenus();
  const positions = usePositions();
  useErrorToast(roles.error ?? menus.error ?? positions.error);
  useLoadedToast(roles.data?.systemRoles.length, useCallback((count) => t('roles.loaded', { count }), [t]));
  useLoadedToast(menus.data?.systemMenus.length, useCallback((count) => t('menus.loaded', { count }), [t]));

  const problem = roles.error ?? menus.error ?? positions.error;
  const pending = <Spinner size={24} />;

  return (
    <>
      <ScreenHeading title={t('settings.title')} />
      {problem ? (
        <QueryProblem
          error={problem}
          onRetry={() => {
            void roles.refetch();
            void menus.refetch();
            void positions.refetch();
          }}
        />
      ) : (
        <Tabs id="system-settings" vertical large selectedTabId={tab} onChange={(next) => setTab(next as SettingsTab)} className="admin__tabs" renderActiveTabPanelOnly>
          <Tab
            id="roles"
            title={t('roles.tab')}
            icon="diagram-tree"
            disabled={!roles.data}
            panel={roles.data ? <RolesTab roles={roles.data.systemRoles} /> : pending}
          />
          <Tab
            id="menus"
            title={t('menus.tab')}
            icon="menu"
            disabled={!menus.data || !roles.data}
            panel={menus.data && roles.data ? <MenusTab menus={menus.data.systemMenus} roles={roles.data.systemRoles} /> : pending}
          />
          <Tab
            id="positions"
            title={t('positions.tab')}
            icon="people"
            disabled={!positions.data || !roles.data || !menus.data}
            panel={positions.data && roles.data && menus.data ? <PositionsTab positions={positions.data.positions} roles={roles.data.systemRoles} menus={menus.data.systemMenus} /> : pending}
          />
        </Tabs>
      )}
    </>
  );
}
