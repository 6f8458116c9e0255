import { Button, Callout, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VariableValuesLoadAnswer } from '../../../../domain/commissions/answers';
import { variableTagFormSchema } from '../../../../domain/commissions/forms';
import { useZodForm } from '../../ui/hooks';
import { useCommissionsMutation } from '../hooks';
import { segment } from '../utils/rest';
import { DayInput } from './common';
import { EmployeeValueInput } from './EmployeeValueInput';
import { VariableValuesTable } from './VariableValuesTable';

export interface VariableTagCreateFormProps {
  variableId: string;
  canWrite: boolean;
  /** The tag was saved: its id (the screen moves to its edit route). */
  onSaved: (tagId: string) => void;
}

/** The form's fields: the tag, the day (as typed while it is not one) and the staged values per employee id. */
interface VariableTagFields {
  tag: string;
  date: string;
  values: Record<string, number>;
}

/**
 * A new tag of a variable (spec 003 section 4) on the shared tag schema: tag and date editable, the
 * employee values staged here until Save, which waits for a tag, a real day and one value (each
 * missing one said under its field); employees the server did not find are listed after the save.
 */
export function VariableTagCreateForm({ variableId, canWrite, onSaved }: VariableTagCreateFormProps) {
  const { t } = useTranslation('commissions');
  const [notFound, setNotFound] = useState<string[]>([]);
  const save = useCommissionsMutation<{ tag: string; date: string; values: Record<string, number> }, VariableValuesLoadAnswer>((body) => ({
    method: 'POST',
    path: `/variable/${segment(variableId)}/values`,
    body: { variable_values: [body] },
  }));
  const form = useZodForm<typeof variableTagFormSchema, VariableTagFields>(variableTagFormSchema, {
    id: 'commissions-tag',
    defaultValues: { tag: '', date: '', values: {} },
    saving: save.isPending,
    // The API's body carries the tag in a list (`variable_values.0.tag`).
    fieldOfServerPath: (path) => path.replace(/^variable_values\.\d+\./, ''),
  });
  const date = form.date('date');
  const staged = form.watch('values');
  const stage = (values: Record<string, number>) => form.setValue('values', values, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
  const onSubmit = form.submit(async (body) => {
    try {
      const answer = await save.mutateAsync(body);
      setNotFound(answer.unprocessed_items.employees_not_found);
      const saved = answer.processed_items[0];
      if (saved) onSaved(saved.id);
    } catch (error) {
      form.setServerError(error);
    }
  });
  // The form holds the tag and the date; the employee value's own inputs stay outside it, so Enter there adds a value, not the tag.
  return (
    <>
      {form.formError ? (
        <Callout intent={Intent.DANGER} role="alert" className="commissions-banner">
          {form.formError}
        </Callout>
      ) : null}
      {notFound.length > 0 ? (
        <Callout intent={Intent.WARNING} className="commissions-banner">
          {t('tags.employeesNotFound', { ids: notFound.join(', ') })}
        </Callout>
      ) : null}
      <form id="commissions-tag-form" className="commissions-toolbar" noValidate onSubmit={onSubmit}>
        <FormGroup label={t('tags.tag')} {...form.group('tag')}>
          <InputGroup maxLength={60} placeholder={t('tags.namePlaceholder')} disabled={!canWrite} {...form.input('tag')} />
        </FormGroup>
        <DayInput label={t('tags.date')} {...date} helperText={form.problem('date')} disabled={!canWrite} />
      </form>
      {canWrite ? <EmployeeValueInput onAdd={(employeeId, value) => stage({ ...form.getValues('values'), [employeeId]: value })} /> : null}
      <VariableValuesTable
        values={staged}
        canWrite={canWrite}
        onRemove={(employeeId) => {
          stage(Object.fromEntries(Object.entries(form.getValues('values')).filter(([id]) => id !== employeeId)));
        }}
      />
      <div className="commissions-toolbar">
        <Button
          type="submit"
          form="commissions-tag-form"
          intent="primary"
          icon="floppy-disk"
          text={t('actions.save')}
          disabled={!canWrite || form.submitDisabled}
          loading={save.isPending}
        />
        {form.submitDisabled && !save.isPending ? <span className="bp6-text-muted">{form.problem('values') ?? t('tags.saveNeeds')}</span> : null}
      </div>
    </>
  );
}
