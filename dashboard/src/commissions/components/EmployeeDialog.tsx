import { Button, FormGroup, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { employeeFormSchema, type EmployeeNameField } from '../../../../domain/commissions/forms';
import { errorMessage } from '../../../../domain/errors/catalogue';
import { FormDialog } from '../../ui/components';
import { useZodForm } from '../../ui/hooks';
import { toLanguage } from '../../ui/utils';
import { lookUpEmployee, useCommissionsMutation } from '../hooks';
import { segment } from '../utils/rest';
import type { Employee } from '../utils/types';
import { type EmployeeForm, clean, emptyForm, employeeFieldOfServerPath } from '../utils/employeeForm';

export interface EmployeeDialogProps {
  areaId: string;
  editing: Employee | null;
  isOpen: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
}

function formOf(editing: Employee | null): EmployeeForm {
  if (!editing) return emptyForm;
  return {
    id: editing.id,
    first_name: editing.first_name,
    last_name: editing.last_name,
    second_last_name: editing.second_last_name,
    job: editing.job ?? '',
    warehouse: editing.warehouse ?? '',
    email: editing.email ?? '',
    subordinates: [...editing.subordinates],
  };
}

/**
 * The employee create / edit modal on the shared employee schema (useZodForm): the id is read-only
 * when editing; subordinates are looked up ('Subordinado no encontrado') and kept once; Save waits
 * for a change and every field right; the server's refusal shows under the field it names.
 */
export function EmployeeDialog({ areaId, editing, isOpen, onClose, onSaved }: EmployeeDialogProps) {
  const { t, i18n } = useTranslation('commissions');
  const language = toLanguage(i18n.resolvedLanguage);
  const [subordinate, setSubordinate] = useState('');
  const [subordinateNote, setSubordinateNote] = useState<{ intent: Intent; text: string } | null>(null);
  // The catalogue's text names the field ({field}): worded here with the field's label, in the user's language.
  const schema = useMemo(() => {
    const labels: Record<EmployeeNameField, string> = {
      id: t('employees.id'),
      first_name: t('employees.firstName'),
      last_name: t('employees.lastName'),
      second_last_name: t('employees.secondLastName'),
    };
    return employeeFormSchema((field) => errorMessage('COMMISSION_EMPLOYEE_FIELD_TOO_SHORT', language, { field: labels[field] }));
  }, [language, t]);
  const create = useCommissionsMutation((employee: EmployeeForm) => ({
    method: 'POST',
    path: `/area/${segment(areaId)}/employee`,
    body: { employee: [clean(employee)] },
  }));
  const update = useCommissionsMutation(({ id, ...fields }: EmployeeForm) => ({
    method: 'PATCH',
    path: `/employee/${segment(id)}`,
    body: clean({ id, ...fields }, true),
  }));
  const form = useZodForm(schema, {
    id: 'commissions-employee',
    defaultValues: emptyForm,
    saving: create.isPending || update.isPending,
    fieldOfServerPath: employeeFieldOfServerPath,
  });
  const { reset } = form;
  useEffect(() => {
    if (!isOpen) return;
    reset(formOf(editing));
    setSubordinate('');
    setSubordinateNote(null);
  }, [isOpen, editing, reset]);
  const subordinates = form.watch('subordinates');
  const setSubordinates = (next: string[]) => form.setValue('subordinates', next, { shouldDirty: true, shouldValidate: true });
  const addSubordinate = async () => {
    const id = subordinate.trim();
    if (id === '') return;
    if (subordinates.includes(id)) {
      setSubordinateNote({ intent: Intent.WARNING, text: t('employees.subordinateRepeated', { id }) });
      return;
    }
    try {
      await lookUpEmployee(id);
      setSubordinates([...form.getValues('subordinates'), id]);
      setSubordinate('');
      setSubordinateNote({ intent: Intent.SUCCESS, text: t('employees.subordinateAdded') });
    } catch {
      setSubordinateNote({ intent: Intent.DANGER, text: t('employees.subordinateNotFound') });
    }
  };
  const field = (name: Exclude<keyof EmployeeForm, 'subordinates'>, label: string, readOnly = false) => (
    <FormGroup label={label} {...form.group(name)}>
      <InputGroup readOnly={readOnly} disabled={readOnly} maxLength={100} {...form.input(name)} />
    </FormGroup>
  );
  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title={editing ? t('employees.edit') : t('employees.create')}
      onSubmit={form.submit(async (values) => {
        try {
          await (editing ? update : create).mutateAsync(values);
          onSaved(editing ? t('notices.updated') : t('notices.created'));
        } catch (error) {
          form.setServerError(error);
        }
      })}
      form={form}
      submitText={t('actions.save')}
      saving={create.isPending || update.isPending}
    >
      {field('id', t('employees.id'), editing !== null)}
      {field('first_name', t('employees.firstName'))}
      {field('last_name', t('employees.lastName'))}
      {field('second_last_name', t('employees.secondLastName'))}
      {field('job', t('employees.job'))}
      {field('warehouse', t('employees.warehouse'))}
      {field('email', t('employees.email'))}
      <FormGroup
        label={t('employees.subordinates')}
        labelFor="commissions-employee-subordinate"
        intent={subordinateNote?.intent}
        helperText={subordinateNote?.text}
      >
        <InputGroup
          id="commissions-employee-subordinate"
          placeholder="01-000001"
          value={subordinate}
          onValueChange={(value) => (setSubordinate(value), setSubordinateNote(null))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void addSubordinate();
            }
          }}
          rightElement={
            <Button
              variant="minimal"
              icon="add"
              text={t('employees.addSubordinate')}
              disabled={subordinate.trim() === ''}
              onClick={() => void addSubordinate()}
            />
          }
        />
      </FormGroup>
      <div className="commissions-subordinates">
        {subordinates.map((id) => (
          <Tag key={id} onRemove={() => setSubordinates(subordinates.filter((other) => other !== id))}>
            {id}
          </Tag>
        ))}
      </div>
    </FormDialog>
  );
}
