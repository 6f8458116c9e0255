import { Button, Callout, FormGroup, HTMLTable, InputGroup, Intent, NonIdealState, NumericInput } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { VariableValuesLoadAnswer } from '../../../../domain/commissions/answers';
import { ChangeHistoryPanel } from '../../history/components';
import { lookUpEmployee, useCommissionsMutation, useVariableTag, useVariableTags } from '../hooks';
import { commissionsPath, part } from '../utils/paths';
import { segment } from '../utils/rest';
import type { VariableTag } from '../utils/types';
import { CommissionsPage } from './CommissionsPage';
import { ConfirmDelete, DayInput, ListState, PageControls, useBanner, useClientPaging, useDelayedAction, VALUE_TABLE_ACTION_DELAY_MS } from './common';

/** variables/detalle/{variableId}/{variableName}: the variable's tags (tag and date); CREAR TAG and delete with write; 'Editar Valores' per tag. */
export function VariableDetailScreen() {
  const { t } = useTranslation('commissions');
  const navigate = useNavigate();
  const { variableId = '', variableName = '' } = useParams();
  const tags = useVariableTags(variableId);
  const banner = useBanner();
  const [deleting, setDeleting] = useState<VariableTag | null>(null);
  const delayed = useDelayedAction(VALUE_TABLE_ACTION_DELAY_MS);
  const remove = useCommissionsMutation((id: string) => ({ method: 'DELETE', path: `/variable-value/${segment(id)}` }));
  const tagPath = (tagId?: string) => `variables/detalle-valor-tag${tagId ? `/${part(tagId)}` : ''}?variable=${part(variableId)}&name=${part(variableName)}`;
  return (
    <CommissionsPage title={variableName} crumbs={[{ text: t('cards.variables.title'), to: 'variables' }, { text: t('lists.list') }, { text: variableName }]} module="Variables">
      {(grants) => (
        <>
          {banner.element}
          {grants.can('Variables', 'write') ? (
            <div className="commissions-toolbar">
              <Button intent="primary" icon="add" text={t('tags.create')} onClick={() => void navigate(commissionsPath(tagPath()))} />
            </div>
          ) : null}
          <ListState loading={tags.isPending} error={tags.error} empty={(tags.rows ?? []).length === 0} emptyText={t('tags.none')} onRetry={() => void tags.refetch()}>
            <HTMLTable striped interactive className="commissions-table" aria-label={t('tags.title')}>
              <thead>
                <tr>
                  <th>{t('tags.tag')}</th>
                  <th>{t('tags.date')}</th>
                  <th>{t('lists.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {(tags.rows ?? []).map((row) => (
                  <tr key={row.id}>
                    <td>{row.tag}</td>
                    <td>{row.date}</td>
                    <td>
                      <span className="commissions-actions">
                        <Button size="small" variant="minimal" icon="edit" text={grants.can('Variables', 'write') ? t('tags.editValues') : t('actions.viewValues')} onClick={() => void navigate(commissionsPath(tagPath(row.id)))} />
                        {grants.can('Variables', 'write') ? <Button size="small" variant="minimal" intent={Intent.DANGER} icon="trash" text={t('actions.delete')} aria-label={`${t('actions.delete')} ${row.tag} ${row.date}`} {...delayed.button(row.id, () => setDeleting(row))} /> : null}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </ListState>
          <ConfirmDelete
            isOpen={deleting !== null}
            question={t('confirmDeleteElement')}
            busy={remove.isPending}
            onCancel={() => setDeleting(null)}
            onConfirm={() => remove.mutate(deleting?.id ?? '', { onSuccess: () => banner.success(t('notices.deleted')), onError: banner.failure, onSettled: () => setDeleting(null) })}
          />
        </>
      )}
    </CommissionsPage>
  );
}

/** Employee id and value; the id is looked up first ('Empleado no encontrado'). */
function EmployeeValueInput({ onAdd, busy, disabled }: { onAdd: (employeeId: string, value: number) => void; busy?: boolean; disabled?: boolean }) {
  const { t } = useTranslation('commissions');
  const [employeeId, setEmployeeId] = useState('');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string>();
  const [looking, setLooking] = useState(false);
  const number = Number.parseFloat(value);
  const add = async () => {
    setLooking(true);
    try {
      await lookUpEmployee(employeeId.trim());
      setProblem(undefined);
      onAdd(employeeId.trim(), number);
      setEmployeeId('');
      setValue('');
    } catch {
      setProblem(t('tags.employeeNotFound'));
    } finally {
      setLooking(false);
    }
  };
  return (
    <div className="commissions-toolbar">
      <FormGroup label={t('tags.employee')} labelFor="commissions-tag-employee" intent={problem ? Intent.DANGER : Intent.NONE} helperText={problem}>
        <InputGroup id="commissions-tag-employee" placeholder="01-000001" value={employeeId} onValueChange={(next) => (setEmployeeId(next), setProblem(undefined))} />
      </FormGroup>
      <FormGroup label={t('tags.value')} labelFor="commissions-tag-value">
        <NumericInput id="commissions-tag-value" buttonPosition="none" value={value} allowNumericCharactersOnly onValueChange={(_n, text) => setValue(text)} />
      </FormGroup>
      <FormGroup>
        <Button icon="add" text={t('tags.addValue')} disabled={disabled || employeeId.trim() === '' || !Number.isFinite(number)} loading={busy || looking} onClick={() => void add()} />
      </FormGroup>
    </div>
  );
}

function ValuesTable({ values, canWrite, onRemove }: { values: Record<string, number>; canWrite: boolean; onRemove: (employeeId: string) => void }) {
  const { t } = useTranslation('commissions');
  const delayed = useDelayedAction(VALUE_TABLE_ACTION_DELAY_MS);
  const entries = useMemo(() => Object.entries(values).sort(([a], [b]) => a.localeCompare(b)), [values]);
  // A tag holds a value per employee (hundreds): paged as the employees table is.
  const paging = useClientPaging(entries, null);
  if (entries.length === 0) return <NonIdealState icon="th-disconnect" title={t('tags.noValues')} />;
  return (
    <>
      <PageControls paging={paging} />
      <HTMLTable striped compact className="commissions-table" aria-label={t('tags.values')}>
        <thead>
          <tr>
            <th>{t('tags.employee')}</th>
            <th className="commissions-number">{t('tags.value')}</th>
            {canWrite ? <th>{t('lists.actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {paging.shown.map(([employeeId, value]) => (
            <tr key={employeeId}>
              <td>{employeeId}</td>
              <td className="commissions-number">{value}</td>
              {canWrite ? (
                <td>
                  <Button size="small" variant="minimal" intent={Intent.DANGER} icon="trash" aria-label={`${t('actions.delete')} ${employeeId}`} {...delayed.button(employeeId, () => onRemove(employeeId))} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </>
  );
}

/**
 * variables/detalle-valor-tag (create, ?variable=) and variables/detalle-valor-tag/{tagId} (edit),
 * spec 003 section 4: in create mode tag and date are editable and the employee values are staged
 * here until Save (which needs a name, a date and one value); once saved the screen moves to the
 * tag's edit route, where tag and date are fixed and each value change is saved at once.
 */
export function VariableTagScreen() {
  const { t } = useTranslation('commissions');
  const navigate = useNavigate();
  const { tagId } = useParams();
  const [search] = useSearchParams();
  const variableId = search.get('variable') ?? '';
  const variableName = search.get('name') ?? '';
  const existing = useVariableTag(tagId ?? null);
  const banner = useBanner();
  const [tag, setTag] = useState('');
  const [date, setDate] = useState('');
  const [staged, setStaged] = useState<Record<string, number>>({});
  const [notFound, setNotFound] = useState<string[]>([]);
  const save = useCommissionsMutation<{ tag: string; date: string; values: Record<string, number> }, VariableValuesLoadAnswer>((body) => ({ method: 'POST', path: `/variable/${segment(variableId)}/values`, body: { variable_values: [body] } }));
  const setValue = useCommissionsMutation(({ employeeId, value }: { employeeId: string; value: number }) => ({ method: 'POST', path: `/variable-value/${segment(tagId ?? '')}/employees`, body: { values: { [employeeId]: value } } }));
  const removeValue = useCommissionsMutation((employeeId: string) => ({ method: 'DELETE', path: `/variable-value/${segment(tagId ?? '')}/employees/${segment(employeeId)}` }));
  const editing = tagId !== undefined;
  const title = editing ? `${existing.tag?.tag ?? ''} ${existing.tag?.date ?? ''}`.trim() || t('tags.title') : t('tags.create');
  const canSave = tag.trim() !== '' && /^\d{4}-\d{2}-\d{2}$/.test(date) && Object.keys(staged).length > 0;
  return (
    <CommissionsPage
      title={title}
      crumbs={[{ text: t('cards.variables.title'), to: 'variables' }, { text: t('lists.list') }, ...(variableId ? [{ text: variableName || variableId, to: `variables/detalle/${part(variableId)}/${part(variableName)}` }] : []), { text: title }]}
      module="Variables"
    >
      {(grants) => {
        const canWrite = grants.can('Variables', 'write');
        if (editing) {
          return (
            <>
              {banner.element}
              <ListState loading={existing.isPending} error={existing.error} empty={false} onRetry={() => void existing.refetch()}>
                <div className="commissions-toolbar">
                  <FormGroup label={t('tags.tag')}>
                    <InputGroup value={existing.tag?.tag ?? ''} readOnly aria-label={t('tags.tag')} />
                  </FormGroup>
                  <FormGroup label={t('tags.date')}>
                    <InputGroup value={existing.tag?.date ?? ''} readOnly aria-label={t('tags.date')} />
                  </FormGroup>
                </div>
                {canWrite ? <EmployeeValueInput busy={setValue.isPending} onAdd={(employeeId, value) => setValue.mutate({ employeeId, value }, { onSuccess: () => banner.success(t('notices.updated')), onError: banner.failure })} /> : null}
                <ValuesTable values={existing.tag?.values ?? {}} canWrite={canWrite} onRemove={(employeeId) => removeValue.mutate(employeeId, { onSuccess: () => banner.success(t('notices.deleted')), onError: banner.failure })} />
              </ListState>
              <ChangeHistoryPanel recordType="CommissionVariableValue" recordId={tagId} />
            </>
          );
        }
        return (
          <>
            {banner.element}
            {notFound.length > 0 ? (
              <Callout intent={Intent.WARNING} className="commissions-banner">
                {t('tags.employeesNotFound', { ids: notFound.join(', ') })}
              </Callout>
            ) : null}
            <div className="commissions-toolbar">
              <FormGroup label={t('tags.tag')} labelFor="commissions-tag-name">
                <InputGroup id="commissions-tag-name" value={tag} maxLength={60} placeholder={t('tags.namePlaceholder')} onValueChange={setTag} disabled={!canWrite} />
              </FormGroup>
              <DayInput label={t('tags.date')} value={date} onChange={setDate} disabled={!canWrite} />
            </div>
            {canWrite ? <EmployeeValueInput onAdd={(employeeId, value) => setStaged((values) => ({ ...values, [employeeId]: value }))} /> : null}
            <ValuesTable values={staged} canWrite={canWrite} onRemove={(employeeId) => setStaged(({ [employeeId]: _removed, ...rest }) => rest)} />
            <div className="commissions-toolbar">
              <Button
                intent="primary"
                icon="floppy-disk"
                text={t('actions.save')}
                disabled={!canWrite || !canSave}
                loading={save.isPending}
                onClick={() =>
                  save.mutate(
                    { tag: tag.trim(), date, values: staged },
                    {
                      onSuccess: (answer) => {
                        setNotFound(answer.unprocessed_items.employees_not_found);
                        const saved = answer.processed_items[0];
                        if (!saved) return;
                        banner.success(t('notices.created'));
                        void navigate(commissionsPath(`variables/detalle-valor-tag/${part(saved.id)}?variable=${part(variableId)}&name=${part(variableName)}`), { replace: true });
                      },
                      onError: banner.failure,
                    },
                  )
                }
              />
              {!canSave ? <span className="bp6-text-muted">{t('tags.saveNeeds')}</span> : null}
            </div>
          </>
        );
      }}
    </CommissionsPage>
  );
}
