import { Button, Intent, Switch, Tag, type IconName } from '@blueprintjs/core';
import { createColumnHelper, type Row } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../../../../domain/common/money';
import { statusColors, type StatusName } from '../../../../domain/headcount/rules';
import { showErrorToast, showToast } from '../../ui/toaster';
import type { TemplateRow } from '../components/templates/types';
import { formatPesos, requiredPlaces } from '../utils';
import { useSetWorkTeamTemplateActive } from './useSetWorkTeamTemplateActive';

const column = createColumnHelper<TemplateRow>();
/** Sales amounts compared as decimals (the money module), never as binary floats. */
const byAmount = (field: 'minSalesAmount' | 'maxSalesAmount') => (a: Row<TemplateRow>, b: Row<TemplateRow>) =>
  money(a.original[field]).comparedTo(money(b.original[field]));

export type TemplateDialogKind = 'template' | 'positions' | 'rules' | 'stores';

/** The template's dialogs opened from a labelled button of its row, in their order. */
const teamDialogs: { dialog: Exclude<TemplateDialogKind, 'template'>; icon: IconName }[] = [
  { dialog: 'positions', icon: 'people' },
  { dialog: 'rules', icon: 'heatmap' },
  { dialog: 'stores', icon: 'shop' },
];

/** The work-team templates' columns (spec 003 section 2.1): name, sales range, frequency, period, team, rules, stores, active and the actions. */
export function useTemplateColumns(onOpen: (dialog: TemplateDialogKind, template: TemplateRow) => void, onDelete: (template: TemplateRow) => void) {
  const { t, i18n } = useTranslation('headcount');
  const language = i18n.resolvedLanguage;
  const toggle = useSetWorkTeamTemplateActive();
  const toggling = toggle.isPending ? toggle.variables?.id : undefined;
  return useMemo(() => {
    const frequencyOf = (template: TemplateRow) => t(`templates.frequencies.${template.frecuencySales}`, { defaultValue: template.frecuencySales });
    const setActive = (template: TemplateRow) =>
      toggle.mutate(
        { id: template.id, active: !template.active, _version: template._version },
        {
          onSuccess: (answer) =>
            void showToast({
              message: t('templates.toggled', {
                name: template.workTeamTemplate,
                state: t(answer.setWorkTeamTemplateActive.active ? 'templates.activeOn' : 'templates.activeOff'),
              }),
              intent: 'success',
              icon: 'tick',
            }),
          onError: (error) => showErrorToast(error, { timeout: 10_000 }),
        },
      );
    return [
      column.accessor('workTeamTemplate', {
        id: 'name',
        header: t('templates.columns.name'),
        meta: { filter: { kind: 'text' } },
        cell: ({ getValue }) => <strong>{getValue()}</strong>,
      }),
      column.accessor('minSalesAmount', {
        id: 'min',
        header: t('templates.columns.min'),
        sortingFn: byAmount('minSalesAmount'),
        meta: { numeric: true },
        cell: ({ getValue }) => formatPesos(getValue(), language),
      }),
      column.accessor('maxSalesAmount', {
        id: 'max',
        header: t('templates.columns.max'),
        sortingFn: byAmount('maxSalesAmount'),
        meta: { numeric: true },
        cell: ({ getValue }) => formatPesos(getValue(), language),
      }),
      column.accessor(frequencyOf, { id: 'frequency', header: t('templates.columns.frequency') }),
      column.accessor('periodSales', {
        id: 'period',
        header: t('templates.columns.period'),
        cell: ({ row: { original: template } }) => t('templates.periodOf', { count: template.periodSales, frequency: frequencyOf(template) }),
      }),
      column.accessor((template) => requiredPlaces(template.positions), { id: 'team', header: t('templates.columns.team'), meta: { numeric: true } }),
      column.display({
        id: 'rules',
        header: t('templates.columns.rules'),
        cell: ({ row: { original: template } }) => (
          <span className="templates__rules">
            {template.statuses.map((rule) => (
              <Tag
                key={rule.statusName}
                round
                minimal={false}
                className="templates__rule"
                style={{ background: statusColors[rule.statusName as StatusName], color: rule.statusName === 'medium' ? '#1c2127' : '#fff' }}
              >
                {t('templates.ruleSummary', { status: t(`status.${rule.statusName as StatusName}`), vacancies: rule.vacantNumber, days: rule.assignedDays })}
              </Tag>
            ))}
          </span>
        ),
      }),
      column.accessor((template) => template.stores ?? 0, { id: 'stores', header: t('templates.columns.stores'), meta: { numeric: true } }),
      column.accessor((template) => (template.active ? 'on' : 'off'), {
        id: 'active',
        header: t('templates.columns.active'),
        filterFn: 'equalsString',
        meta: {
          filter: {
            kind: 'select',
            options: [
              { value: 'on', label: t('templates.activeOn') },
              { value: 'off', label: t('templates.activeOff') },
            ],
          },
        },
        cell: ({ row: { original: template } }) => (
          <Switch
            className="templates__switch"
            aria-label={t('templates.toggleOf', { name: template.workTeamTemplate })}
            checked={template.active}
            disabled={toggling === template.id}
            label={t(template.active ? 'templates.activeOn' : 'templates.activeOff')}
            onChange={() => setActive(template)}
          />
        ),
      }),
      column.display({
        id: 'actions',
        header: t('templates.columns.actions'),
        enableHiding: false,
        cell: ({ row: { original: template } }) => {
          const name = template.workTeamTemplate;
          return (
            <span className="templates__row-actions">
              <Button
                variant="minimal"
                size="small"
                icon="edit"
                aria-label={t('templates.actions.edit', { name })}
                onClick={() => onOpen('template', template)}
              />
              {teamDialogs.map(({ dialog, icon }) => (
                <Button
                  key={dialog}
                  variant="minimal"
                  size="small"
                  icon={icon}
                  text={t(`templates.actionLabels.${dialog}`)}
                  aria-label={t(`templates.actions.${dialog}`, { name })}
                  onClick={() => onOpen(dialog, template)}
                />
              ))}
              <Button
                variant="minimal"
                size="small"
                icon="trash"
                intent={Intent.DANGER}
                aria-label={t('templates.actions.delete', { name })}
                onClick={() => onDelete(template)}
              />
            </span>
          );
        },
      }),
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the mutation's mutate is stable; `toggling` re-renders the switch
  }, [t, language, toggling, onOpen, onDelete]);
}
