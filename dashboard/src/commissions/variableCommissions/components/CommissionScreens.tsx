import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, HTMLTable, InputGroup, NonIdealState, Spinner, Switch, Tag } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { commissionAnswer, commissionListAnswer, CommissionRecord } from '../../../../../domain/commissions/answers';
import { stepsForEditing, stepsToExpression, type Steps } from '../../../../../domain/commissions/steps';
import { emptySteps } from '../../../../../domain/commissions/stepsEditor';
import type { GraphqlRequestError } from '../../../graphql';
import { ChangeHistoryPanel } from '../../../history/components';
import { showToast } from '../../../ui/toaster';
import { CommissionsPage } from '../../components/CommissionsPage';
import { ConfirmDelete, DayInput, TABLE_ACTION_DELAY_MS, useDelayedAction } from '../../components/common';
import { SelectorScreen } from '../../components/SelectorScreen';
import { EmployeeField } from '../../components/selectors';
import { commissionsKey, useCommissionsGet, useCommissionsMutation } from '../../hooks';
import { commissionsPath, part } from '../../utils/paths';
import { commissionsRequest, segment } from '../../utils/rest';
import type { Answer, Employee } from '../../utils/types';
import { FormulaEditor, NOTICE_MS, RecordForm, saveFailure, saveWithNotices, useEditorSteps, type RecordPlacement } from '../../steps/components';
import { PeriodDialog, type KpiPeriod } from './PeriodDialog';
import { lastMonthStart } from '../../steps/utils/dates';

interface CreateState extends RecordPlacement {
  period: KpiPeriod;
  readyToRun: boolean;
}

const crumbs = (t: (key: 'editor.commissions.section') => string) => ({ text: t('editor.commissions.section'), to: 'comisiones-variables' });

/** comisiones-variables: company then position. */
export function CommissionsSelectScreen() {
  const { t } = useTranslation('commissions');
  return <SelectorScreen section={t('editor.commissions.section')} module="VariableCommissions" then="area" to={({ area }) => `comisiones-variables/lista/${part(area?.id ?? '')}`} />;
}

/** comisiones-variables/lista/{areaId}: Nombre, Fecha de ejecución, Status; Editar; the create button for everyone (spec 003 section 6). */
export function CommissionsListScreen() {
  const { t } = useTranslation('commissions');
  const { areaId = '' } = useParams();
  const list = useCommissionsGet<Answer<typeof commissionListAnswer>>(['variableCommissions', areaId], `/area/${segment(areaId)}/variable-commission`);
  const remove = useCommissionsMutation<{ id: string; name: string }>(({ id }) => ({ method: 'DELETE', path: `/variable-commission/${segment(id)}` }));
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const delayed = useDelayedAction(TABLE_ACTION_DELAY_MS);
  return (
    <CommissionsPage title={t('editor.commissions.section')} crumbs={[crumbs(t), { text: t('editor.indicators.list') }]} module="VariableCommissions">
      {(grants) => (
        <>
          <Link to={commissionsPath('comisiones-variables/crear')} className="bp6-button bp6-intent-primary" style={{ marginBottom: 12 }}>
            {t('editor.commissions.create')}
          </Link>
          {list.isPending ? (
            <Spinner />
          ) : list.error ? (
            <NonIdealState icon="error" title={t('editor.commissions.loadFailed')} description={list.error.message} />
          ) : list.data.variable_commission.length === 0 ? (
            <NonIdealState icon="search" title={t('editor.commissions.empty')} />
          ) : (
            <HTMLTable striped className="commissions-table">
              <thead>
                <tr>
                  <th>{t('lists.name')}</th>
                  <th>{t('editor.commissions.runDate')}</th>
                  <th>{t('editor.commissions.status')}</th>
                  <th>{t('lists.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.variable_commission.map((row) => (
                  <tr key={row.id}>
                    <td>{row.name}</td>
                    <td>{row.run_date}</td>
                    <td>
                      <Tag minimal intent={row.active ? 'success' : 'none'}>
                        {row.active ? t('editor.commissions.activeRow') : t('editor.commissions.inactiveRow')}
                      </Tag>
                    </td>
                    <td>
                      <Link to={commissionsPath(`comisiones-variables/detalle/${part(row.id)}`)}>{t('actions.edit')}</Link>
                      {grants.can('VariableCommissions', 'write') ? <Button variant="minimal" intent="danger" icon="trash" aria-label={`${t('actions.delete')} ${row.name}`} {...delayed.button(row.id, () => setDeleting(row))} /> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
          <ConfirmDelete
            isOpen={deleting !== null}
            question={t('editor.notices.commission.deleteQuestion')}
            busy={remove.isPending}
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
              if (!deleting) return;
              remove.mutate(deleting, {
                onSuccess: () => void showToast({ message: t('editor.notices.commission.deleted', { name: deleting.name }), intent: 'success', timeout: NOTICE_MS }),
                onError: () => void showToast({ message: t('editor.notices.commission.deleteFailed'), intent: 'danger', timeout: NOTICE_MS }),
                onSettled: () => setDeleting(null),
              });
            }}
          />
        </>
      )}
    </CommissionsPage>
  );
}

/** comisiones-variables/crear: name, 'Crear comisión variable lista para ejecutar', company, position, period. */
export function CommissionCreateScreen() {
  const { t } = useTranslation('commissions');
  const navigate = useNavigate();
  const [period, setPeriod] = useState<KpiPeriod | null>(null);
  const [readyToRun, setReadyToRun] = useState(true);
  const [choosing, setChoosing] = useState(false);
  return (
    <CommissionsPage title={t('editor.commissions.createTitle')} crumbs={[crumbs(t), { text: t('editor.commissions.createTitle') }]} module="VariableCommissions">
      {(grants) => (
        <>
          {/* The list shows its create button to everyone (spec 003 section 6); without write the form says so and does not continue. */}
          {grants.can('VariableCommissions', 'write') ? null : (
            <Callout intent="primary" icon="lock" role="status" style={{ marginBottom: 12 }}>
              {t('editor.readOnly')}
            </Callout>
          )}
          <RecordForm extraReady={period !== null && grants.can('VariableCommissions', 'write')} onCancel={() => void navigate(commissionsPath('comisiones-variables'))} onContinue={(placement) => period && void navigate(commissionsPath('comisiones-variables/crear/pasos'), { state: { ...placement, period, readyToRun } satisfies CreateState })}>
          {({ area }) => (
            <>
              <Checkbox checked={readyToRun} label={t('editor.commissions.readyToRun')} onChange={(event) => setReadyToRun(event.currentTarget.checked)} />
              <FormGroup label={t('editor.commissions.period')}>
                {period ? <Tag large minimal>{t('editor.period.summary', { frequency: t(`editor.period.${period.frequency}`), multiple: period.multiple, date: period.date })}</Tag> : null}{' '}
                <Button text={t('editor.commissions.choosePeriod')} disabled={!area} onClick={() => setChoosing(true)} />
              </FormGroup>
              {choosing ? (
                <PeriodDialog
                  isOpen
                  initial={period}
                  onCancel={() => setChoosing(false)}
                  onAccept={(chosen) => {
                    setPeriod(chosen);
                    setChoosing(false);
                  }}
                />
              ) : null}
            </>
          )}
          </RecordForm>
        </>
      )}
    </CommissionsPage>
  );
}

interface CommissionPlacement {
  name: string;
  organizationId: string;
  areaId: string;
  period: KpiPeriod;
  active: boolean;
}


/** 'Correr': schedules a calculation for one employee and a period start, then opens that employee's reports. */
function RunDialog({ record, onClose }: { record: CommissionRecord; onClose: () => void }) {
  const { t } = useTranslation('commissions');
  const navigate = useNavigate();
  const [employee, setEmployee] = useState<Employee | null>(null);
  const employeeId = employee?.id ?? '';
  const [start, setStart] = useState(lastMonthStart);
  const [sending, setSending] = useState(false);
  const run = async () => {
    setSending(true);
    try {
      await commissionsRequest('POST', '/variable-commission/calculate', { variable_commission_id: record.id, start_date: start, employee_id: employeeId });
      void showToast({ message: t('editor.notices.commission.ran'), intent: 'success', timeout: NOTICE_MS });
      void navigate(commissionsPath(`reportes/${part(employeeId)}`));
    } catch {
      void showToast({ message: t('editor.notices.commission.runFailed'), intent: 'danger', timeout: NOTICE_MS });
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog isOpen onClose={onClose} title={t('editor.commissions.run')}>
      <DialogBody>
        <EmployeeField areaId={record.hierarchical_node.id} label={t('editor.preview.employee')} value={employee} onChange={setEmployee} />
        <DayInput label={t('editor.commissions.runStart')} value={start} onChange={setStart} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('actions.cancel')} onClick={onClose} />
            <Button intent="primary" icon="play" text={t('editor.commissions.run')} disabled={!employeeId || !start} loading={sending} onClick={() => void run()} />
          </>
        }
      />
    </Dialog>
  );
}

/** `readOnly` (a position without VariableCommissions write, spec 003 section 6): the steps are shown, nothing can be changed, saved or run. */
function CommissionEditor({ placement, record, initialSteps, readOnly }: { placement: CommissionPlacement; record: CommissionRecord | null; initialSteps: Steps; readOnly: boolean }) {
  const { t } = useTranslation('commissions');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const editor = useEditorSteps(initialSteps);
  const [active, setActive] = useState(placement.active);
  /** On edit the name and the period (frequency, multiple, run date) can change (spec 003 section 3.2: edit sends period and start_date). */
  const [name, setName] = useState(placement.name);
  const [period, setPeriod] = useState<KpiPeriod>(placement.period);
  const [choosingPeriod, setChoosingPeriod] = useState(false);
  const [noExisting, setNoExisting] = useState<ReadonlySet<string>>(new Set());
  const [sending, setSending] = useState(false);
  const [running, setRunning] = useState(false);
  const named = name.trim().length >= 1;
  const save = async () => {
    setSending(true);
    const { expression } = stepsToExpression(editor.steps);
    const body = { name: name.trim(), active, period: { frequency: period.frequency, multiple: period.multiple }, start_date: period.date, expression, html_reference: JSON.stringify(editor.steps) };
    try {
      await saveWithNotices(
        () => (record ? commissionsRequest('PATCH', `/variable-commission/${segment(record.id)}`, body) : commissionsRequest('POST', `/area/${segment(placement.areaId)}/variable-commission`, body)),
        { kpiSaved: t('editor.notices.commission.kpiSaved'), success: t(record ? 'editor.notices.commission.edited' : 'editor.notices.commission.saved', { name: name.trim() }) },
      );
      editor.reset(emptySteps());
      // The lists refetch when shown; the saved record's cache goes, so its next edit starts from what was saved.
      void queryClient.invalidateQueries({ queryKey: commissionsKey, refetchType: 'none' });
      if (record) queryClient.removeQueries({ queryKey: [...commissionsKey, 'variableCommission', record.id] });
      void navigate(commissionsPath(`comisiones-variables/lista/${part(placement.areaId)}`));
    } catch (error) {
      const failure = saveFailure(error);
      if (failure.noExistingIds.length > 0) setNoExisting(new Set(failure.noExistingIds));
      void showToast({ message: failure.notice ? t(`editor.notices.commission.${failure.notice}`) : `${t(record ? 'editor.notices.commission.editFailed' : 'editor.notices.commission.saveFailed')}: ${(error as Error).message}`, intent: 'danger', timeout: NOTICE_MS });
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      {record && !readOnly ? (
        <FormGroup label={t('editor.form.name')} labelFor="commission-name" intent={named ? 'none' : 'danger'} helperText={named ? undefined : t('editor.form.needsName')} className="steps-name">
          <InputGroup id="commission-name" value={name} onValueChange={setName} maxLength={200} intent={named ? 'none' : 'danger'} />
        </FormGroup>
      ) : null}
      <p>
        <Tag minimal large icon="calendar">
          {t('editor.period.summary', { frequency: t(`editor.period.${period.frequency}`), multiple: period.multiple, date: period.date })}
        </Tag>{' '}
        {record && !readOnly ? <Button icon="edit" text={t('editor.commissions.changePeriod')} onClick={() => setChoosingPeriod(true)} /> : null}
      </p>
      {choosingPeriod ? (
        <PeriodDialog
          isOpen
          initial={period}
          savedDate={record?.run_date}
          onCancel={() => setChoosingPeriod(false)}
          onAccept={(chosen) => {
            setPeriod(chosen);
            setChoosingPeriod(false);
          }}
        />
      ) : null}
      <FormulaEditor
        screen="commission"
        organizationId={placement.organizationId}
        areaId={placement.areaId}
        steps={editor.steps}
        setSteps={editor.setSteps}
        tested={editor.tested}
        setTested={editor.setTested}
        noExistingIds={noExisting}
        period={{ frequency: period.frequency, multiple: period.multiple }}
        readOnly={readOnly}
        actions={
          readOnly ? (
            <Tag large minimal intent={active ? 'success' : 'none'}>
              {active ? t('editor.commissions.active') : t('editor.commissions.inactive')}
            </Tag>
          ) : (
            <>
              <Switch checked={active} label={active ? t('editor.commissions.active') : t('editor.commissions.inactive')} onChange={(event) => setActive(event.currentTarget.checked)} style={{ marginBottom: 0 }} />
              <Button intent="primary" icon="floppy-disk" text={sending ? t('editor.saving') : t('editor.save')} disabled={!editor.tested || sending || !named} loading={sending} onClick={() => void save()} />
              {record ? <Button icon="play" text={t('editor.commissions.run')} onClick={() => setRunning(true)} /> : null}
            </>
          )
        }
      />
      {running && record ? <RunDialog record={record} onClose={() => setRunning(false)} /> : null}
      {record ? <ChangeHistoryPanel recordType="VariableCommission" recordId={record.id} /> : null}
    </>
  );
}

/** comisiones-variables/crear/pasos: the steps of a new commission; without its choices it falls back to the create route. */
export function CommissionStepsScreen() {
  const { t } = useTranslation('commissions');
  const state = useLocation().state as CreateState | null;
  if (!state?.name || !state.area || !state.period) return <Navigate to={commissionsPath('comisiones-variables/crear')} replace />;
  return (
    <CommissionsPage
      title={`${t('editor.commissions.stepsTitle')}: ${state.name}`}
      crumbs={[crumbs(t), { text: t('editor.indicators.list'), to: `comisiones-variables/lista/${part(state.area.id)}` }, { text: t('editor.commissions.createTitle') }]}
      module="VariableCommissions"
    >
      {(grants) => (
        <CommissionEditor
          placement={{ name: state.name, organizationId: state.organization.id, areaId: state.area.id, period: state.period, active: state.readyToRun }}
          record={null}
          initialSteps={emptySteps()}
          readOnly={!grants.can('VariableCommissions', 'write')}
        />
      )}
    </CommissionsPage>
  );
}

/** comisiones-variables/detalle/{id}: the editor rehydrated, the active toggle and the run action. */
export function CommissionEditScreen() {
  const { t } = useTranslation('commissions');
  const { commissionId = '' } = useParams();
  const record = useQuery<CommissionRecord, GraphqlRequestError>({
    queryKey: [...commissionsKey, 'variableCommission', commissionId],
    queryFn: async ({ signal }) => (await commissionsRequest<Answer<typeof commissionAnswer>>('GET', `/variable-commission/${segment(commissionId)}`, undefined, { signal })).variable_commission,
    staleTime: Infinity,
  });
  const loaded = record.data;
  return (
    <CommissionsPage
      title={`${t('editor.commissions.editTitle')}${loaded ? `: ${loaded.name}` : ''}`}
      crumbs={[crumbs(t), ...(loaded ? [{ text: t('editor.indicators.list'), to: `comisiones-variables/lista/${part(loaded.hierarchical_node.id)}` }] : []), { text: t('editor.commissions.editTitle') }]}
      module="VariableCommissions"
    >
      {(grants) =>
        record.isPending ? (
          <Spinner />
        ) : record.error || !loaded ? (
          <NonIdealState icon="error" title={t('editor.notices.commission.loadFailed')} description={record.error?.message} />
        ) : (
          <CommissionEditor
            placement={{
              name: loaded.name,
              organizationId: loaded.hierarchical_node.organization_id,
              areaId: loaded.hierarchical_node.id,
              period: { frequency: loaded.period.frequency, multiple: loaded.period.multiple, date: loaded.run_date },
              active: loaded.active,
            }}
            record={loaded}
            initialSteps={stepsForEditing({ htmlReference: loaded.html_reference, expression: loaded.expression }) ?? emptySteps()}
            readOnly={!grants.can('VariableCommissions', 'write')}
          />
        )
      }
    </CommissionsPage>
  );
}
