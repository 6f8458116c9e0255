import { Spinner, Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../access/hooks';
import { QueryProblem, ScreenHeading } from '../../ui/components';
import { useStoreConfigScreen } from '../hooks';
import { ErpConfigDialog } from './ErpConfigDialog';
import { PinpadTab } from './PinpadTab';
import { StoresTable } from './StoresTable';
import './stores.css';

/**
 * /prometheus/settings/warehouse ('Tiendas', spec 002 Store Config): vertical tabs ERP (the stores
 * table with zone and store type, and the ERP configuration form) and PINPAD (the registers'
 * card-terminal settings, read-only). Zone and type need stores.write, the ERP form
 * stores.erpConfig; without them the screen reads only (the server refuses the rest anyway).
 */
export function StoreConfigScreen() {
  const { t } = useTranslation('stores');
  const { can } = usePermissions();
  const screen = useStoreConfigScreen();
  const [tab, setTab] = useState<'erp' | 'pinpad'>('erp');
  const [editing, setEditing] = useState<string | null>(null);
  const canConfigure = can('stores.erpConfig');
  const data = screen.data;
  return (
    <div className="stores">
      <ScreenHeading title={t('title')} />
      {screen.isError ? (
        <QueryProblem error={screen.error} onRetry={() => void screen.refetch()} />
      ) : !data ? (
        <Spinner />
      ) : (
        <Tabs
          id="store-config"
          vertical
          large
          selectedTabId={tab}
          onChange={(next) => setTab(next as 'erp' | 'pinpad')}
          className="stores__tabs"
          renderActiveTabPanelOnly
        >
          <Tab
            id="erp"
            title={t('tabs.erp')}
            icon="database"
            panel={
              <StoresTable
                zones={data.storeZones}
                templates={data.workTeamTemplates}
                canWrite={can('stores.write')}
                canConfigure={canConfigure}
                onOpenErp={setEditing}
              />
            }
          />
          <Tab id="pinpad" title={t('tabs.pinpad')} icon="credit-card" panel={<PinpadTab />} />
        </Tabs>
      )}
      {editing ? <ErpConfigDialog warehouseId={editing} readOnly={!canConfigure} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
