import { useEffect } from 'react';
import { HTMLTable, NumericInput, Switch, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { statusColors, type StatusName } from '../../../../../domain/headcount/rules';
import { showToast } from '../../../ui/toaster';
import { FormDialog } from '../../../ui/components';
import { useZodForm } from '../../../ui/hooks';
import { useSaveHeadcountRules } from '../../hooks';
import { ruleRows, rulesFormSchema, usedRules } from '../../utils';
import type { TemplateRow } from './types';

type RulesFields = z.input<typeof rulesFormSchema>;
/** Where the schema puts the order rule (high at least as strict as medium, medium as low). */
const ORDER = 'order' as never;

export interface RulesDialogProps {
  template: TemplateRow;
  onClose: () => void;
}

/** Rule HeadCount: the template's status rules high, medium and low (vacancies and days), saved together. */
export function RulesDialog({ template, onClose }: RulesDialogProps) {
  const { t } = useTranslation('headcount');
  const save = useSaveHeadcountRules();
  const form = useZodForm<typeof rulesFormSchema, RulesFields>(rulesFormSchema, {
    defaultValues: { rows: ruleRows(template.statuses) },
    saving: save.isPending,
  });
  const rows = form.watch('rows');
  // The order rule belongs to no single box: a change anywhere may mend it, so it is checked again on the next save.
  const { clearErrors, watch } = form;
  useEffect(() => {
    const watching = watch(() => clearErrors(ORDER));
    return () => watching.unsubscribe();
  }, [watch, clearErrors]);
  const submit = form.submit((values) =>
    save.mutate(
      { id: template.id, _version: template._version, rules: usedRules(values.rows as Parameters<typeof usedRules>[0]) },
      { onSuccess: () => (void showToast({ message: t('templates.rules.saved'), intent: 'success', icon: 'tick' }), onClose()), onError: form.setServerError },
    ),
  );
  return (
    <FormDialog
      title={t('templates.rules.title', { name: template.workTeamTemplate })}
      className="templates__dialog"
      onClose={onClose}
      onSubmit={submit}
      form={form}
      problem={form.formError ?? form.problem(ORDER)}
      submitText={t('templates.form.save')}
      saving={save.isPending}
    >
      <p>{t('templates.rules.intro')}</p>
      <HTMLTable compact className="templates__table">
        <thead>
          <tr>
            <th>{t('templates.rules.level')}</th>
            <th>{t('templates.rules.use')}</th>
            <th>{t('templates.rules.vacantNumber')}</th>
            <th>{t('templates.rules.assignedDays')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const level = t(`status.${row.statusName as StatusName}`);
            const vacantProblem = form.problem(`rows.${index}.vacantNumber`);
            const daysProblem = form.problem(`rows.${index}.assignedDays`);
            return (
              <tr key={row.statusName}>
                <td>
                  <Tag round style={{ background: statusColors[row.statusName as StatusName], color: row.statusName === 'medium' ? '#1c2127' : '#fff' }}>
                    {level}
                  </Tag>
                </td>
                <td>
                  <Switch aria-label={t('templates.rules.useOf', { level })} {...form.switchField(`rows.${index}.enabled`)} />
                </td>
                <td>
                  <NumericInput aria-label={t('templates.rules.vacantOf', { level })} {...form.numeric(`rows.${index}.vacantNumber`)} disabled={!row.enabled} />
                  {vacantProblem && <div className="templates__field-problem">{vacantProblem}</div>}
                </td>
                <td>
                  <NumericInput aria-label={t('templates.rules.daysOf', { level })} {...form.numeric(`rows.${index}.assignedDays`)} disabled={!row.enabled} />
                  {daysProblem && <div className="templates__field-problem">{daysProblem}</div>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </FormDialog>
  );
}
