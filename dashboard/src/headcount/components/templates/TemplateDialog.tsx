import { useState } from 'react';
import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, FormGroup, Intent, Switch } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { salesFrequencies, workTeamTemplateSchema, type WorkTeamTemplateInput } from '../../../../../domain/headcount/rules';
import { ChangeHistoryPanel } from '../../../history/components';
import { showToast } from '../../../ui/toaster';
import { catalogueLanguage } from '../../../ui/utils';
import { useCreateWorkTeamTemplate, useUpdateWorkTeamTemplate } from '../../hooks';
import { fieldProblem } from '../../utils';
import type { TemplateRow } from './types';

type TemplateFields = z.input<typeof workTeamTemplateSchema>;

/** Create or edit a template: name, min and max sales, frequency and period; checked with the server's schema. */
export function TemplateDialog({ template, onClose }: { template: TemplateRow | 'new'; onClose: () => void }) {
  const { t, i18n } = useTranslation('headcount');
  const language = catalogueLanguage(i18n.resolvedLanguage);
  const editing = template !== 'new';
  const create = useCreateWorkTeamTemplate();
  const update = useUpdateWorkTeamTemplate();
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const form = useForm<TemplateFields, unknown, WorkTeamTemplateInput>({
    resolver: zodResolver(workTeamTemplateSchema),
    defaultValues: editing
      ? { workTeamTemplate: template.workTeamTemplate, active: template.active, minSalesAmount: template.minSalesAmount, maxSalesAmount: template.maxSalesAmount, frecuencySales: template.frecuencySales as TemplateFields['frecuencySales'], periodSales: template.periodSales }
      : { workTeamTemplate: '', active: true, minSalesAmount: '0', maxSalesAmount: '0', frecuencySales: 'mensual', periodSales: 1 },
  });
  const { register, handleSubmit, formState, control } = form;
  const problem = (field: keyof TemplateFields) => fieldProblem(formState.errors[field]?.message, language);
  const submit = handleSubmit((input) => {
    setServerProblem(null);
    const done = (message: string) => (void showToast({ message, intent: 'success', icon: 'tick' }), onClose());
    const failed = (error: Error) => setServerProblem(error.message);
    if (editing) update.mutate({ id: template.id, _version: template._version, input }, { onSuccess: () => done(t('templates.form.saved', { name: input.workTeamTemplate })), onError: failed });
    else create.mutate({ input }, { onSuccess: () => done(t('templates.form.created', { name: input.workTeamTemplate })), onError: failed });
  });
  const field = (name: keyof TemplateFields, label: string, input: React.ReactNode) => (
    <FormGroup label={label} labelFor={`template-${name}`} intent={problem(name) ? Intent.DANGER : Intent.NONE} helperText={problem(name)}>
      {input}
    </FormGroup>
  );
  return (
    <Dialog isOpen onClose={onClose} title={editing ? t('templates.form.editTitle', { name: template.workTeamTemplate }) : t('templates.form.createTitle')} className="templates__dialog">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          {serverProblem && (
            <Callout intent={Intent.DANGER} icon="error" className="templates__problem">
              {serverProblem}
            </Callout>
          )}
          {field('workTeamTemplate', t('templates.form.name'), <input id="template-workTeamTemplate" className={Classes.INPUT + ' ' + Classes.FILL} maxLength={120} autoFocus {...register('workTeamTemplate')} />)}
          <div className="templates__pair">
            {field('minSalesAmount', t('templates.form.min'), <input id="template-minSalesAmount" type="number" step="any" className={Classes.INPUT + ' ' + Classes.FILL} {...register('minSalesAmount')} />)}
            {field('maxSalesAmount', t('templates.form.max'), <input id="template-maxSalesAmount" type="number" step="any" className={Classes.INPUT + ' ' + Classes.FILL} {...register('maxSalesAmount')} />)}
          </div>
          <div className="templates__pair">
            {field(
              'frecuencySales',
              t('templates.form.frequency'),
              <div className={Classes.HTML_SELECT + ' ' + Classes.FILL}>
                <select id="template-frecuencySales" {...register('frecuencySales')}>
                  {salesFrequencies.map((frequency) => (
                    <option key={frequency} value={frequency}>
                      {t(`templates.frequencies.${frequency}`)}
                    </option>
                  ))}
                </select>
              </div>,
            )}
            {field('periodSales', t('templates.form.period'), <input id="template-periodSales" type="number" step="1" className={Classes.INPUT + ' ' + Classes.FILL} {...register('periodSales', { valueAsNumber: true })} />)}
          </div>
          <Controller control={control} name="active" render={({ field: active }) => <Switch label={t('templates.form.active')} checked={active.value !== false} onChange={(event) => active.onChange(event.currentTarget.checked)} />} />
          {editing ? <ChangeHistoryPanel recordType="WorkTeamTemplate" recordId={template.id} /> : null}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('templates.form.cancel')} onClick={onClose} />
              <Button type="submit" intent={Intent.PRIMARY} text={t('templates.form.save')} loading={create.isPending || update.isPending} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
