import { Spinner, Tab, Tabs } from '@blueprintjs/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useMyMenus } from '../../shell/hooks';
import { ForbiddenState, QueryProblem, ScreenHeading } from '../../ui/components';
import { useErrorToast } from '../../ui/hooks';
import { usePositions, useSystemMenus, useSystemRoles } from '../hooks';
import { initialSettingsTab, settingsAccess, type SettingsTab } from '../utils/settingsTabs';
import { MenusTab } from './MenusTab';
import { PositionsTab } from './PositionsTab';
import { RolesTab } from './RolesTab';
import { useLoadedToast } from '../hooks/useLoadedToast';
import './admin.css';

/**
 * System Settings (spec 003 section 2.1): vertical tabs System Roles and System Menus (plus the
 * positions that carry roles and menu profiles), each disabled until its list has loaded. Only the
 * tabs the caller's menus reach are shown and loaded (Settings › Menús alone opens System Menus),
 * so the screen never asks for a list the server would refuse.
 */
export function SystemSettingsScreen() {
  const { t } = useTranslation('admin');
  const location = useLocation();
  const myMenus = useMyMenus();
  const access = useMemo(() => (myMenus.data ? settingsAccess(myMenus.data.myMenus) : null), [myMenus.data]);
  // The tab picked by hand, for the path it was picked on: another settings path opens its own tab.
  const [choice, setChoice] = useState<{ path: string; tab: SettingsTab } | null>(null);
  const roles = useSystemRoles(access?.readRoles ?? false);
  const menus = useSystemMenus(access?.readMenus ?? false);
  const positions = usePositions(access?.readRoles ?? false);
  useErrorToast(roles.error ?? menus.error ?? positions.error);
  useLoadedToast(
    roles.data?.systemRoles.length,
    useCallback((count) => t('roles.loaded', { count }), [t]),
  );
  useLoadedToast(
    menus.data?.systemMenus.length,
    useCallback((count) => t('menus.loaded', { count }), [t]),
  );

  const problem = myMenus.error ?? roles.error ?? menus.error ?? positions.error;
  const pending = <Spinner size={24} />;
  const allowed = access?.tabs ?? [];
  const selected = choice && choice.path === location.pathname && allowed.includes(choice.tab) ? choice.tab : initialSettingsTab(location.pathname, allowed);

  function body() {
    if (problem) {
      return (
        <QueryProblem
          error={problem}
          onRetry={() => {
            if (myMenus.isError) void myMenus.refetch();
            if (roles.isError) void roles.refetch();
            if (menus.isError) void menus.refetch();
            if (positions.isError) void positions.refetch();
          }}
        />
      );
    }
    if (!access) return pending;
    if (selected === undefined) return <ForbiddenState />;
    return (
      <Tabs
        id="system-settings"
        vertical
        large
        selectedTabId={selected}
        onChange={(next) => setChoice({ path: location.pathname, tab: next as SettingsTab })}
        className="admin__tabs"
        renderActiveTabPanelOnly
      >
        {allowed.includes('roles') ? (
          <Tab
            id="roles"
            title={t('roles.tab')}
            icon="diagram-tree"
            disabled={!roles.data}
            panel={roles.data ? <RolesTab roles={roles.data.systemRoles} canEdit={access.editRoles} /> : pending}
          />
        ) : null}
        {allowed.includes('menus') ? (
          <Tab
            id="menus"
            title={t('menus.tab')}
            icon="menu"
            // The role list only feeds the new menu's role picker; without the roles menu it is left out.
            disabled={!menus.data || (access.readRoles && !roles.data)}
            panel={
              menus.data && (!access.readRoles || roles.data) ? (
                <MenusTab menus={menus.data.systemMenus} roles={roles.data?.systemRoles ?? null} canEdit={access.editMenus} />
              ) : (
                pending
              )
            }
          />
        ) : null}
        {allowed.includes('positions') ? (
          <Tab
            id="positions"
            title={t('positions.tab')}
            icon="people"
            disabled={!positions.data || !roles.data || !menus.data}
            panel={
              positions.data && roles.data && menus.data ? (
                <PositionsTab positions={positions.data.positions} roles={roles.data.systemRoles} menus={menus.data.systemMenus} canEdit={access.editRoles} />
              ) : (
                pending
              )
            }
          />
        ) : null}
      </Tabs>
    );
  }

  return (
    <>
      <ScreenHeading title={t('settings.title')} />
      {body()}
    </>
  );
}
