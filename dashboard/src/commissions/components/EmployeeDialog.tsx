import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueLanguage } from '../../ui/utils';
import { lookUpEmployee, useCommissionsMutation } from '../hooks';
import { segment } from '../utils/rest';
import type { Employee } from '../utils/types';
import { type EmployeeForm, clean, employeeProblems, emptyForm } from '../utils/employeeForm';

interface EmployeeDialogProps {
  areaId: string;
  editing: Employee | null;
  isOpen: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** The employee create / edit modal: the id is read-only when editing; subordinates are looked up ('Subordinado no encontrado') and kept once. */
export function EmployeeDialog({ areaId, editing, isOpen, onClose, onSaved }: EmployeeDialogProps) {
  const { t, i18n } = useTranslation('commissions');
  const [form, setForm] = useState<EmployeeForm>(emptyForm);
  const [touched, setTouched] = useState(false);
  const [subordinate, setSubordinate] = useState('');
  const [subordinateNote, setSubordinateNote] = useState<{ intent: Intent; text: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!isOpen) return;
    setForm(editing ? { id: editing.id, first_name: editing.first_name, last_name: editing.last_name, second_last_name: editing.second_last_name, job: editing.job ?? '', warehouse: editing.warehouse ?? '', subordinates: [...editing.subordinates] } : emptyForm);
    setTouched(false);
    setSubordinate('');
    setSubordinateNote(null);
    setFailure(null);
  }, [isOpen, editing]);
  const labels = { id: t('employees.id'), first_name: t('employees.firstName'), last_name: t('employees.lastName'), second_last_name: t('employees.secondLastName') };
  const problems = employeeProblems(form, labels, catalogueLanguage(i18n.resolvedLanguage));
  const create = useCommissionsMutation((employee: EmployeeForm) => ({ method: 'POST', path: `/area/${segment(areaId)}/employee`, body: { employee: [clean(employee)] } }));
  const update = useCommissionsMutation(({ id, ...fields }: EmployeeForm) => ({ method: 'PATCH', path: `/employee/${segment(id)}`, body: clean({ id, ...fields }, true) }));
  const addSubordinate = async () => {
    const id = subordinate.trim();
    if (id === '') return;
    if (form.subordinates.includes(id)) {
      setSubordinateNote({ intent: Intent.WARNING, text: t('employees.subordinateRepeated', { id }) });
      return;
    }
    try {
      await lookUpEmployee(id);
      setForm((current) => ({ ...current, subordinates: [...current.subordinates, id] }));
      setSubordinate('');
      setSubordinateNote({ intent: Intent.SUCCESS, text: t('employees.subordinateAdded') });
    } catch {
      setSubordinateNote({ intent: Intent.DANGER, text: t('employees.subordinateNotFound') });
    }
  };
  const field = (name: keyof Omit<EmployeeForm, 'subordinates'>, label: string, readOnly = false) => (
    <FormGroup label={label} labelFor={`commissions-employee-${name}`} intent={touched && problems[name] ? Intent.DANGER : Intent.NONE} helperText={touched ? problems[name] : undefined}>
      <InputGroup id={`commissions-employee-${name}`} value={form[name]} readOnly={readOnly} disabled={readOnly} maxLength={100} onValueChange={(value) => setForm((current) => ({ ...current, [name]: value }))} />
    </FormGroup>
  );
  const busy = create.isPending || update.isPending;
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={editing ? t('employees.edit') : t('employees.create')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (Object.keys(problems).length > 0) return;
          const mutation = editing ? update : create;
          mutation.mutate(form, { onSuccess: () => onSaved(editing ? t('notices.updated') : t('notices.created')), onError: (error) => setFailure(error.message) });
        }}
      >
        <DialogBody>
          {failure ? (
            <p className="commissions-error" role="alert">
              {failure}
            </p>
          ) : null}
          {field('id', labels.id, editing !== null)}
          {field('first_name', labels.first_name)}
          {field('last_name', labels.last_name)}
          {field('second_last_name', labels.second_last_name)}
          {field('job', t('employees.job'))}
          {field('warehouse', t('employees.warehouse'))}
          <FormGroup label={t('employees.subordinates')} labelFor="commissions-employee-subordinate" intent={subordinateNote?.intent} helperText={subordinateNote?.text}>
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
              rightElement={<Button variant="minimal" icon="add" text={t('employees.addSubordinate')} disabled={subordinate.trim() === ''} onClick={() => void addSubordinate()} />}
            />
          </FormGroup>
          <div className="commissions-subordinates">
            {form.subordinates.map((id) => (
              <Tag key={id} onRemove={() => setForm((current) => ({ ...current, subordinates: current.subordinates.filter((other) => other !== id) }))}>
                {id}
              </Tag>
            ))}
          </div>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('actions.cancel')} onClick={onClose} />
              <Button type="submit" intent={Intent.PRIMARY} text={t('actions.save')} loading={busy} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
