import { FormGroup, HTMLSelect, InputGroup, NumericInput, Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { salesFrequencies, workTeamTemplateSchema } from '../../../../../domain/headcount/rules';
import { ChangeHistoryPanel } from '../../../history/components';
import { showToast } from '../../../ui/toaster';
import { FormDialog } from '../../../ui/components';
import { useZodForm } from '../../../ui/hooks';
import { useCreateWorkTeamTemplate, useUpdateWorkTeamTemplate } from '../../hooks';
import type { TemplateRow } from './types';

type TemplateFields = z.input<typeof workTeamTemplateSchema>;

export interface TemplateDialogProps {
  template: TemplateRow | 'new';
  onClose: () => void;
}

/** Create or edit a template: name, min and max sales, frequency and period; checked with the server's schema. */
export function TemplateDialog({ template, onClose }: TemplateDialogProps) {
  const { t } = useTranslation('headcount');
  const editing = template !== 'new';
  const create = useCreateWorkTeamTemplate();
  const update = useUpdateWorkTeamTemplate();
  const form = useZodForm<typeof workTeamTemplateSchema, TemplateFields>(workTeamTemplateSchema, {
    defaultValues: editing
      ? {
          workTeamTemplate: template.workTeamTemplate,
          active: template.active,
          minSalesAmount: template.minSalesAmount,
          maxSalesAmount: template.maxSalesAmount,
          frecuencySales: template.frecuencySales as TemplateFields['frecuencySales'],
          periodSales: template.periodSales,
        }
      : { workTeamTemplate: '', active: true, minSalesAmount: '0', maxSalesAmount: '0', frecuencySales: 'mensual', periodSales: 1 },
    saving: create.isPending || update.isPending,
    allowPristine: !editing,
  });
  const submit = form.submit((input) => {
    const done = (message: string) => (void showToast({ message, intent: 'success', icon: 'tick' }), onClose());
    if (editing)
      update.mutate(
        { id: template.id, _version: template._version, input },
        { onSuccess: () => done(t('templates.form.saved', { name: input.workTeamTemplate })), onError: form.setServerError },
      );
    else create.mutate({ input }, { onSuccess: () => done(t('templates.form.created', { name: input.workTeamTemplate })), onError: form.setServerError });
  });
  return (
    <FormDialog
      title={editing ? t('templates.form.editTitle', { name: template.workTeamTemplate }) : t('templates.form.createTitle')}
      className="templates__dialog"
      onClose={onClose}
      onSubmit={submit}
      form={form}
      submitText={t('templates.form.save')}
      saving={create.isPending || update.isPending}
      history={editing ? <ChangeHistoryPanel recordType="WorkTeamTemplate" recordId={template.id} /> : null}
    >
      <FormGroup label={t('templates.form.name')} {...form.group('workTeamTemplate')}>
        <InputGroup {...form.input('workTeamTemplate')} fill maxLength={120} autoFocus />
      </FormGroup>
      <div className="templates__pair">
        <FormGroup label={t('templates.form.min')} {...form.group('minSalesAmount')}>
          <InputGroup {...form.input('minSalesAmount')} type="number" step="any" fill />
        </FormGroup>
        <FormGroup label={t('templates.form.max')} {...form.group('maxSalesAmount')}>
          <InputGroup {...form.input('maxSalesAmount')} type="number" step="any" fill />
        </FormGroup>
      </div>
      <div className="templates__pair">
        <FormGroup label={t('templates.form.frequency')} {...form.group('frecuencySales')}>
          <HTMLSelect {...form.select('frecuencySales')} fill>
            {salesFrequencies.map((frequency) => (
              <option key={frequency} value={frequency}>
                {t(`templates.frequencies.${frequency}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('templates.form.period')} {...form.group('periodSales')}>
          <NumericInput {...form.numeric('periodSales')} min={1} max={10} fill />
        </FormGroup>
      </div>
      <Switch label={t('templates.form.active')} {...form.switchField('active')} />
    </FormDialog>
  );
}
