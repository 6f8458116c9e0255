import { useState } from 'react';
import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, HTMLTable, Intent, Switch, Tag } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { statusColors, type StatusName } from '../../../../../domain/headcount/rules';
import { showToast } from '../../../ui/toaster';
import { catalogueLanguage } from '../../../ui/utils';
import { useSaveHeadcountRules } from '../../hooks';
import { fieldProblem, ruleRows, rulesFormSchema, usedRules } from '../../utils';
import type { TemplateRow } from './types';

type RulesFields = z.input<typeof rulesFormSchema>;

/** Rule HeadCount: the template's status rules high, medium and low (vacancies and days), saved together. */
export function RulesDialog({ template, onClose }: { template: TemplateRow; onClose: () => void }) {
  const { t, i18n } = useTranslation('headcount');
  const language = catalogueLanguage(i18n.resolvedLanguage);
  const save = useSaveHeadcountRules();
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const form = useForm<RulesFields>({ resolver: zodResolver(rulesFormSchema) as never, defaultValues: { rows: ruleRows(template.statuses) } });
  const { register, handleSubmit, formState, control, watch } = form;
  const rows = watch('rows');
  const rowErrors = formState.errors.rows as unknown as ({ vacantNumber?: { message?: string }; assignedDays?: { message?: string } } | undefined)[] | undefined;
  const orderProblem = fieldProblem((formState.errors as Record<string, { message?: string } | undefined>).order?.message, language);
  const submit = handleSubmit((values) => {
    setServerProblem(null);
    save.mutate(
      { id: template.id, _version: template._version, rules: usedRules(values.rows as Parameters<typeof usedRules>[0]) },
      { onSuccess: () => (void showToast({ message: t('templates.rules.saved'), intent: 'success', icon: 'tick' }), onClose()), onError: (error) => setServerProblem(error.message) },
    );
  });
  return (
    <Dialog isOpen onClose={onClose} title={t('templates.rules.title', { name: template.workTeamTemplate })} className="templates__dialog">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          <p>{t('templates.rules.intro')}</p>
          {(serverProblem || orderProblem) && (
            <Callout intent={Intent.DANGER} icon="error" className="templates__problem">
              {serverProblem ?? orderProblem}
            </Callout>
          )}
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
                const vacantProblem = fieldProblem(rowErrors?.[index]?.vacantNumber?.message, language);
                const daysProblem = fieldProblem(rowErrors?.[index]?.assignedDays?.message, language);
                return (
                  <tr key={row.statusName}>
                    <td>
                      <Tag round style={{ background: statusColors[row.statusName as StatusName], color: row.statusName === 'medium' ? '#1c2127' : '#fff' }}>
                        {level}
                      </Tag>
                    </td>
                    <td>
                      <Controller control={control} name={`rows.${index}.enabled`} render={({ field }) => <Switch aria-label={t('templates.rules.useOf', { level })} checked={Boolean(field.value)} onChange={(event) => field.onChange(event.currentTarget.checked)} />} />
                    </td>
                    <td>
                      <input aria-label={t('templates.rules.vacantOf', { level })} type="number" step="1" disabled={!row.enabled} className={Classes.INPUT + (vacantProblem ? ' ' + Classes.INTENT_DANGER : '')} {...register(`rows.${index}.vacantNumber`, { valueAsNumber: true })} />
                      {vacantProblem && <div className="templates__field-problem">{vacantProblem}</div>}
                    </td>
                    <td>
                      <input aria-label={t('templates.rules.daysOf', { level })} type="number" step="1" disabled={!row.enabled} className={Classes.INPUT + (daysProblem ? ' ' + Classes.INTENT_DANGER : '')} {...register(`rows.${index}.assignedDays`, { valueAsNumber: true })} />
                      {daysProblem && <div className="templates__field-problem">{daysProblem}</div>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('templates.form.cancel')} onClick={onClose} />
              <Button type="submit" intent={Intent.PRIMARY} text={t('templates.form.save')} loading={save.isPending} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
