import { useState } from 'react';
import { Tab, Tabs } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ScreenHeading } from '../../../ui/components';
import { ChoicesTab } from './ChoicesTab';
import { TemplatesTable } from './TemplatesTable';
import './templates.css';

/** /prometheus/humanResources/templateAssignment: 'Asignación de plantillas' (spec 003 section 2.1). */
export function TemplatesScreen() {
  const { t } = useTranslation('headcount');
  const [tab, setTab] = useState<string>('templates');
  return (
    <div className="templates">
      <ScreenHeading title={t('templates.title')} />
      <Tabs id="templates-tabs" selectedTabId={tab} onChange={(id) => setTab(String(id))} renderActiveTabPanelOnly>
        <Tab id="templates" title={t('templates.tabs.templates')} panel={<TemplatesTable />} />
        <Tab id="choices" title={t('templates.tabs.choices')} panel={<ChoicesTab />} />
      </Tabs>
    </div>
  );
}
