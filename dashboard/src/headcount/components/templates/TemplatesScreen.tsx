import { useMemo, useState } from 'react';
import { Alert, Button, Card, HTMLTable, Intent, Spinner, Switch, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { statusColors, type StatusName } from '../../../../../domain/headcount/rules';
import { QueryProblem, ScreenHeading } from '../../../ui/components';
import { showErrorToast, showToast } from '../../../ui/toaster';
import { useDeleteWorkTeamTemplate, useSetWorkTeamTemplateActive, useWorkTeamTemplates } from '../../hooks';
import { formatPesos, requiredPlaces } from '../../utils';
import { ChoicesTab } from './ChoicesTab';
import { PositionsDialog } from './PositionsDialog';
import { RulesDialog } from './RulesDialog';
import { StoresDialog } from './StoresDialog';
import { TemplateDialog } from './TemplateDialog';
import type { TemplateRow } from './types';
import './templates.css';

type Open = { dialog: 'template'; id: string | 'new' } | { dialog: 'positions' | 'rules' | 'stores'; id: string } | null;

function TemplatesTable() {
  const { t, i18n } = useTranslation('headcount');
  const templates = useWorkTeamTemplates();
  const toggle = useSetWorkTeamTemplateActive();
  const remove = useDeleteWorkTeamTemplate();
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState<TemplateRow | null>(null);
  const list = useMemo(() => templates.data?.workTeamTemplates ?? [], [templates.data]);
  const names = useMemo(() => new Map(list.map((template) => [template.id, template.workTeamTemplate])), [list]);
  // Dialogs read the template from the list, so each change's answer brings the next _version.
  const current = open && open.id !== 'new' ? list.find((template) => template.id === open.id) : undefined;
  if (templates.isPending) return <Spinner />;
  if (templates.isError) return <QueryProblem error={templates.error} onRetry={() => void templates.refetch()} />;
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id, _version: deleting._version },
      { onSuccess: () => (void showToast({ message: t('templates.delete.done', { name: deleting.workTeamTemplate }), intent: 'success', icon: 'tick' }), setDeleting(null)), onError: (error) => (setDeleting(null), showErrorToast(error, { timeout: 10_000 })) },
    );
  };
  return (
    <Card className="templates__scroll">
      <div className="templates__toolbar">
        <Button icon="add" intent={Intent.PRIMARY} text={t('templates.add')} onClick={() => setOpen({ dialog: 'template', id: 'new' })} />
      </div>
      <HTMLTable striped compact className="templates__table">
        <thead>
          <tr>
            {(['name', 'min', 'max', 'frequency', 'period', 'team', 'rules', 'stores', 'active', 'actions'] as const).map((column) => (
              <th key={column}>{t(`templates.columns.${column}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.length === 0 ? (
            <tr>
              <td colSpan={10}>{t('templates.empty')}</td>
            </tr>
          ) : (
            list.map((template) => {
              const name = template.workTeamTemplate;
              const frequency = t(`templates.frequencies.${template.frecuencySales}`, { defaultValue: template.frecuencySales });
              return (
                <tr key={template.id} className={template.active ? undefined : 'templates__inactive'}>
                  <td>
                    <strong>{name}</strong>
                  </td>
                  <td>{formatPesos(template.minSalesAmount, i18n.resolvedLanguage)}</td>
                  <td>{formatPesos(template.maxSalesAmount, i18n.resolvedLanguage)}</td>
                  <td>{frequency}</td>
                  <td>{t('templates.periodOf', { count: template.periodSales, frequency })}</td>
                  <td>{requiredPlaces(template.positions)}</td>
                  <td className="templates__rules">
                    {template.statuses.map((rule) => (
                      <Tag key={rule.statusName} round minimal={false} className="templates__rule" style={{ background: statusColors[rule.statusName as StatusName], color: rule.statusName === 'medium' ? '#1c2127' : '#fff' }}>
                        {t('templates.ruleSummary', { status: t(`status.${rule.statusName as StatusName}`), vacancies: rule.vacantNumber, days: rule.assignedDays })}
                      </Tag>
                    ))}
                  </td>
                  <td>{template.stores ?? 0}</td>
                  <td>
                    <Switch
                      className="templates__switch"
                      aria-label={t('templates.toggleOf', { name })}
                      checked={template.active}
                      disabled={toggle.isPending && toggle.variables?.id === template.id}
                      label={t(template.active ? 'templates.activeOn' : 'templates.activeOff')}
                      onChange={() =>
                        toggle.mutate(
                          { id: template.id, active: !template.active, _version: template._version },
                          {
                            onSuccess: (answer) => void showToast({ message: t('templates.toggled', { name, state: t(answer.setWorkTeamTemplateActive.active ? 'templates.activeOn' : 'templates.activeOff') }), intent: 'success', icon: 'tick' }),
                            onError: (error) => showErrorToast(error, { timeout: 10_000 }),
                          },
                        )
                      }
                    />
                  </td>
                  <td className="templates__row-actions">
                    <Button variant="minimal" size="small" icon="edit" aria-label={t('templates.actions.edit', { name })} onClick={() => setOpen({ dialog: 'template', id: template.id })} />
                    <Button variant="minimal" size="small" icon="people" text={t('templates.actionLabels.positions')} aria-label={t('templates.actions.positions', { name })} onClick={() => setOpen({ dialog: 'positions', id: template.id })} />
                    <Button variant="minimal" size="small" icon="heatmap" text={t('templates.actionLabels.rules')} aria-label={t('templates.actions.rules', { name })} onClick={() => setOpen({ dialog: 'rules', id: template.id })} />
                    <Button variant="minimal" size="small" icon="shop" text={t('templates.actionLabels.stores')} aria-label={t('templates.actions.stores', { name })} onClick={() => setOpen({ dialog: 'stores', id: template.id })} />
                    <Button variant="minimal" size="small" icon="trash" intent={Intent.DANGER} aria-label={t('templates.actions.delete', { name })} onClick={() => setDeleting(template)} />
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </HTMLTable>
      {open?.dialog === 'template' && (open.id === 'new' || current) && <TemplateDialog template={open.id === 'new' ? 'new' : current!} onClose={() => setOpen(null)} />}
      {open?.dialog === 'positions' && current && <PositionsDialog template={current} onClose={() => setOpen(null)} />}
      {open?.dialog === 'rules' && current && <RulesDialog template={current} onClose={() => setOpen(null)} />}
      {open?.dialog === 'stores' && current && <StoresDialog template={current} templateNames={names} onClose={() => setOpen(null)} />}
      <Alert isOpen={deleting !== null} intent={Intent.DANGER} icon="trash" confirmButtonText={t('templates.actionLabels.delete')} cancelButtonText={t('templates.form.cancel')} loading={remove.isPending} onConfirm={confirmDelete} onCancel={() => setDeleting(null)}>
        {deleting && t('templates.delete.confirm', { name: deleting.workTeamTemplate })}
      </Alert>
    </Card>
  );
}

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
