import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLTable, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../../../domain/errors/catalogue';
import { catalogueLanguage } from '../../ui/utils';
import { lookUpEmployee, useAreaEmployees, useCommissionsMutation } from '../hooks';
import { commissionsPath, part } from '../utils/paths';
import { segment } from '../utils/rest';
import type { Employee } from '../utils/types';
import { CommissionsPage } from './CommissionsPage';
import { ConfirmDelete, ListState, PageControls, TABLE_ACTION_DELAY_MS, useBanner, useClientPaging, useDelayedAction } from './common';
import { SelectorScreen } from './DashboardScreen';

/** empleados: company and position picker, then empleados/lista/{areaId}/{areaName}. */
export function EmployeesSelectScreen() {
  const { t } = useTranslation('commissions');
  return <SelectorScreen section={t('cards.employees.title')} module="Employees" then="area" to={({ area }) => `empleados/lista/${part(area?.id ?? '')}/${part(area?.name ?? '')}`} />;
}

interface EmployeeForm {
  id: string;
  first_name: string;
  last_name: string;
  second_last_name: string;
  job: string;
  warehouse: string;
  subordinates: string[];
}

const emptyForm: EmployeeForm = { id: '', first_name: '', last_name: '', second_last_name: '', job: '', warehouse: '', subordinates: [] };
const checkedFields = ['id', 'first_name', 'last_name', 'second_last_name'] as const;

/** Problems of the form (spec 003 section 5: id, first name and both last names longer than 2 characters), in the catalogue's words. */
export function employeeProblems(form: EmployeeForm, labels: Record<(typeof checkedFields)[number], string>, language: 'es' | 'en'): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of checkedFields) if (form[field].trim().length <= 2) problems[field] = errorMessage('COMMISSION_EMPLOYEE_FIELD_TOO_SHORT', language, { field: labels[field] });
  return problems;
}

/** The employee create / edit modal: the id is read-only when editing; subordinates are looked up ('Subordinado no encontrado') and kept once. */
function EmployeeDialog({ areaId, editing, isOpen, onClose, onSaved }: { areaId: string; editing: Employee | null; isOpen: boolean; onClose: () => void; onSaved: (message: string) => void }) {
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

/** Optional fields left empty are not sent; the id is not sent on edit (read-only). */
function clean(form: EmployeeForm, edit = false) {
  const { id, job, warehouse, ...rest } = form;
  return { ...(edit ? {} : { id: id.trim() }), ...rest, ...(job.trim() ? { job: job.trim() } : {}), ...(warehouse.trim() ? { warehouse: warehouse.trim() } : {}) };
}

/** empleados/lista/{areaId}/{areaName}: the position's employees in pages (5 to 600 rows); create / edit / delete with Employees write. */
export function EmployeesScreen() {
  const { t } = useTranslation('commissions');
  const navigate = useNavigate();
  const { areaId = '', areaName = '' } = useParams();
  const employees = useAreaEmployees(areaId);
  const banner = useBanner();
  const [dialog, setDialog] = useState<{ editing: Employee | null } | null>(null);
  const [deleting, setDeleting] = useState<Employee | null>(null);
  const [filter, setFilter] = useState('');
  const remove = useCommissionsMutation((id: string) => ({ method: 'DELETE', path: `/employee/${segment(id)}` }));
  const rows = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase();
    return (employees.rows ?? []).filter((row) => needle === '' || `${row.id} ${row.fullname} ${row.warehouse ?? ''}`.toLocaleLowerCase().includes(needle));
  }, [employees.rows, filter]);
  const paging = useClientPaging(rows, filter);
  const delayed = useDelayedAction(TABLE_ACTION_DELAY_MS);
  return (
    <CommissionsPage title={t('employees.title', { area: areaName })} crumbs={[{ text: t('cards.employees.title'), to: 'empleados' }, { text: t('lists.list') }, { text: areaName }]} module="Employees">
      {(grants) => {
        const canWrite = grants.can('Employees', 'write');
        return (
          <>
            {banner.element}
            <div className="commissions-toolbar">
              <InputGroup leftIcon="search" placeholder={t('selectors.filter')} aria-label={t('selectors.filter')} value={filter} onValueChange={setFilter} />
              {canWrite ? <Button intent="primary" icon="add" text={t('employees.create')} onClick={() => setDialog({ editing: null })} /> : null}
            </div>
            <ListState loading={employees.isPending} error={employees.error} empty={(employees.rows ?? []).length === 0} onRetry={() => void employees.refetch()}>
              <PageControls paging={paging} />
              <HTMLTable striped interactive compact className="commissions-table" aria-label={t('cards.employees.title')}>
                <thead>
                  <tr>
                    <th>{t('employees.id')}</th>
                    <th>{t('employees.name')}</th>
                    <th>{t('employees.job')}</th>
                    <th>{t('employees.warehouse')}</th>
                    <th>{t('employees.subordinates')}</th>
                    <th>{t('lists.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {paging.shown.map((row) => (
                    <tr key={row.id}>
                      <td>{row.id}</td>
                      <td>{row.fullname}</td>
                      <td>{row.job}</td>
                      <td>{row.warehouse}</td>
                      <td>{row.subordinates.length}</td>
                      <td>
                        <span className="commissions-actions">
                          {grants.can('Reports', 'read') ? <Button size="small" variant="minimal" icon="timeline-line-chart" text={t('employees.reports')} onClick={() => void navigate(commissionsPath(`reportes/${part(row.id)}`))} /> : null}
                          {canWrite ? <Button size="small" variant="minimal" icon="edit" text={t('actions.edit')} aria-label={`${t('actions.edit')} ${row.id}`} {...delayed.button(`edit:${row.id}`, () => setDialog({ editing: row }))} /> : null}
                          {canWrite ? <Button size="small" variant="minimal" intent={Intent.DANGER} icon="trash" aria-label={`${t('actions.delete')} ${row.id}`} {...delayed.button(`delete:${row.id}`, () => setDeleting(row))} /> : null}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </ListState>
            <EmployeeDialog areaId={areaId} isOpen={dialog !== null} editing={dialog?.editing ?? null} onClose={() => setDialog(null)} onSaved={(message) => (setDialog(null), banner.success(message))} />
            <ConfirmDelete
              isOpen={deleting !== null}
              question={t('employees.deleteQuestion', { name: deleting?.fullname ?? '' })}
              busy={remove.isPending}
              onCancel={() => setDeleting(null)}
              onConfirm={() => remove.mutate(deleting?.id ?? '', { onSuccess: () => banner.success(t('notices.deleted')), onError: banner.failure, onSettled: () => setDeleting(null) })}
            />
          </>
        );
      }}
    </CommissionsPage>
  );
}
