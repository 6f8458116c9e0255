import { AnchorButton, Button, FormGroup, HTMLTable, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { indicatorAnswer, indicatorListAnswer, IndicatorRecord } from '../../../../../domain/commissions/answers';
import { stepsForEditing, stepsToExpression, type Steps } from '../../../../../domain/commissions/steps';
import { emptySteps } from '../../../../../domain/commissions/stepsEditor';
import type { GraphqlRequestError } from '../../../graphql';
import { ChangeHistoryPanel } from '../../../history/components';
import { showToast } from '../../../ui/toaster';
import { CommissionsPage } from '../../components/CommissionsPage';
import { ConfirmDelete, TABLE_ACTION_DELAY_MS, useDelayedAction } from '../../components/common';
import { SelectorScreen } from '../../components/SelectorScreen';
import { commissionsKey, useCommissionsGet, useCommissionsMutation } from '../../hooks';
import { commissionsPath, part } from '../../utils/paths';
import { commissionsRequest, segment } from '../../utils/rest';
import type { Answer } from '../../utils/types';
import { FormulaEditor, NOTICE_MS, RecordForm, saveFailure, saveWithNotices, useEditorSteps, type RecordPlacement } from '../../steps/components';

/** No element marked as deleted (a stable set, so the editor's rows stay memoised). */
const noneMissing: ReadonlySet<string> = new Set();

/** indicadores: company then position; Continuar goes to the list, Cancelar to the dashboard. */
export function IndicatorsSelectScreen() {
  const { t } = useTranslation('commissions');
  return <SelectorScreen section={t('editor.indicators.section')} module="Indicators" then="area" to={({ area }) => `indicadores/lista/${part(area?.id ?? '')}`} />;
}

/** indicadores/lista/{areaId}: names with Editar and (write) delete; CREAR INDICADOR with write only (spec 003 section 6). */
export function IndicatorsListScreen() {
  const { t } = useTranslation('commissions');
  const { areaId = '' } = useParams();
  const list = useCommissionsGet<Answer<typeof indicatorListAnswer>>(['indicators', areaId], `/area/${segment(areaId)}/indicator`);
  const remove = useCommissionsMutation<{ id: string; name: string }>(({ id }) => ({ method: 'DELETE', path: `/indicator/${segment(id)}` }));
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const delayed = useDelayedAction(TABLE_ACTION_DELAY_MS);
  return (
    <CommissionsPage
      title={t('editor.indicators.section')}
      crumbs={[{ text: t('editor.indicators.section'), to: 'indicadores' }, { text: t('editor.indicators.list') }]}
      module="Indicators"
    >
      {(grants) => (
        <>
          {grants.can('Indicators', 'write') ? (
            <Link to={commissionsPath('indicadores/crear')} className="bp6-button bp6-intent-primary" style={{ marginBottom: 12 }}>
              {t('editor.indicators.create')}
            </Link>
          ) : null}
          {list.isPending ? (
            <Spinner />
          ) : list.error ? (
            <NonIdealState icon="error" title={t('editor.indicators.loadFailed')} description={list.error.message} />
          ) : list.data.indicator.length === 0 ? (
            <NonIdealState icon="search" title={t('editor.indicators.empty')} />
          ) : (
            <HTMLTable striped interactive className="commissions-table">
              <thead>
                <tr>
                  <th>{t('lists.name')}</th>
                  <th>{t('lists.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.indicator.map((row) => (
                  <tr key={row.id}>
                    <td>{row.name}</td>
                    <td>
                      <Link to={commissionsPath(`indicadores/detalle/${part(row.id)}/${part(row.name)}`)}>{t('actions.edit')}</Link>
                      {grants.can('Indicators', 'write') ? <Button variant="minimal" intent="danger" icon="trash" aria-label={`${t('actions.delete')} ${row.name}`} {...delayed.button(row.id, () => setDeleting(row))} /> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
          <ConfirmDelete
            isOpen={deleting !== null}
            question={t('editor.notices.indicator.deleteQuestion')}
            busy={remove.isPending}
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
              if (!deleting) return;
              remove.mutate(deleting, {
                onSuccess: () => void showToast({ message: t('editor.notices.indicator.deleted', { name: deleting.name }), intent: 'success', timeout: NOTICE_MS }),
                onError: () => void showToast({ message: t('editor.notices.indicator.deleteFailed'), intent: 'danger', timeout: NOTICE_MS }),
                onSettled: () => setDeleting(null),
              });
            }}
          />
        </>
      )}
    </CommissionsPage>
  );
}

/** indicadores/crear: name, company and position; continues to the steps. */
export function IndicatorCreateScreen() {
  const { t } = useTranslation('commissions');
  const navigate = useNavigate();
  return (
    <CommissionsPage title={t('editor.indicators.createTitle')} crumbs={[{ text: t('editor.indicators.section'), to: 'indicadores' }, { text: t('editor.indicators.createTitle') }]} module="Indicators">
      {() => <RecordForm onCancel={() => void navigate(commissionsPath('indicadores'))} onContinue={(placement) => void navigate(commissionsPath('indicadores/crear/pasos'), { state: placement })} />}
    </CommissionsPage>
  );
}

function IndicatorEditor({ placement, record, initialSteps }: { placement: { name: string; organizationId: string; areaId: string }; record: IndicatorRecord | null; initialSteps: Steps }) {
  const { t } = useTranslation('commissions');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const editor = useEditorSteps(initialSteps);
  /** On edit the indicator can be renamed (PATCH /indicator/{id} takes name). */
  const [name, setName] = useState(placement.name);
  const named = name.trim().length >= 1;
  const [noExisting, setNoExisting] = useState<ReadonlySet<string>>(new Set());
  const [sending, setSending] = useState(false);
  const save = async () => {
    setSending(true);
    const { expression } = stepsToExpression(editor.steps);
    const body = { name: name.trim(), expression, html_reference: JSON.stringify(editor.steps) };
    try {
      await saveWithNotices(
        () => (record ? commissionsRequest('PATCH', `/indicator/${segment(record.id)}`, body) : commissionsRequest('POST', `/area/${segment(placement.areaId)}/indicator`, body)),
        { kpiSaved: t('editor.notices.indicator.kpiSaved'), success: t(record ? 'editor.notices.indicator.edited' : 'editor.notices.indicator.saved', { name: name.trim() }) },
      );
      editor.reset(emptySteps());
      // The lists refetch when shown; the saved record's cache goes, so its next edit starts from what was saved.
      void queryClient.invalidateQueries({ queryKey: commissionsKey, refetchType: 'none' });
      if (record) queryClient.removeQueries({ queryKey: [...commissionsKey, 'indicator', record.id] });
      void navigate(commissionsPath(`indicadores/lista/${part(placement.areaId)}`));
    } catch (error) {
      const failure = saveFailure(error);
      if (failure.noExistingIds.length > 0) setNoExisting(new Set(failure.noExistingIds));
      void showToast({ message: t(failure.notice ? `editor.notices.indicator.${failure.notice}` : record ? 'editor.notices.indicator.editFailed' : 'editor.notices.indicator.saveFailed'), intent: 'danger', timeout: NOTICE_MS });
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      {record ? (
        <FormGroup label={t('editor.form.name')} labelFor="indicator-name" intent={named ? 'none' : 'danger'} helperText={named ? undefined : t('editor.form.needsName')} className="steps-name">
          <InputGroup id="indicator-name" value={name} onValueChange={setName} maxLength={200} intent={named ? 'none' : 'danger'} />
        </FormGroup>
      ) : null}
      <FormulaEditor
        screen="indicator"
        organizationId={placement.organizationId}
        areaId={placement.areaId}
        steps={editor.steps}
        setSteps={editor.setSteps}
        tested={editor.tested}
        setTested={editor.setTested}
        noExistingIds={noExisting}
        actions={<Button intent="primary" icon="floppy-disk" text={sending ? t('editor.saving') : t('editor.save')} disabled={!editor.tested || sending || !named} loading={sending} onClick={() => void save()} />}
      />
      {record ? <ChangeHistoryPanel recordType="CommissionIndicator" recordId={record.id} /> : null}
    </>
  );
}

/** indicadores/crear/pasos: the steps editor of a new indicator; without a name and position it falls back to the create route. */
export function IndicatorStepsScreen() {
  const { t } = useTranslation('commissions');
  const location = useLocation();
  const placement = location.state as RecordPlacement | null;
  if (!placement?.name || !placement.area) return <Navigate to={commissionsPath('indicadores/crear')} replace />;
  return (
    <CommissionsPage
      title={`${t('editor.indicators.stepsTitle')}: ${placement.name}`}
      crumbs={[{ text: t('editor.indicators.section'), to: 'indicadores' }, { text: t('editor.indicators.list'), to: `indicadores/lista/${part(placement.area.id)}` }, { text: t('editor.indicators.createTitle') }]}
      module="Indicators"
    >
      {(grants) =>
        grants.can('Indicators', 'write') ? (
          <IndicatorEditor placement={{ name: placement.name, organizationId: placement.organization.id, areaId: placement.area.id }} record={null} initialSteps={emptySteps()} />
        ) : (
          <ReadOnlyIndicator placement={{ organizationId: placement.organization.id, areaId: placement.area.id }} steps={emptySteps()} />
        )
      }
    </CommissionsPage>
  );
}

/** indicadores/detalle/{indicatorId}: the editor rehydrated from the saved steps. */
export function IndicatorEditScreen() {
  const { t } = useTranslation('commissions');
  const { indicatorId = '' } = useParams();
  const record = useQuery<IndicatorRecord, GraphqlRequestError>({
    queryKey: [...commissionsKey, 'indicator', indicatorId],
    queryFn: async ({ signal }) => (await commissionsRequest<Answer<typeof indicatorAnswer>>('GET', `/indicator/${segment(indicatorId)}`, undefined, { signal })).indicator,
    staleTime: Infinity,
  });
  const loaded = record.data;
  return (
    <CommissionsPage
      title={`${t('editor.indicators.editTitle')}${loaded ? `: ${loaded.name}` : ''}`}
      crumbs={[
        { text: t('editor.indicators.section'), to: 'indicadores' },
        ...(loaded ? [{ text: t('editor.indicators.list'), to: `indicadores/lista/${part(loaded.hierarchical_node.id)}` }] : []),
        { text: t('editor.indicators.editTitle') },
      ]}
      module="Indicators"
    >
      {(grants) =>
        record.isPending ? (
          <Spinner />
        ) : record.error || !loaded ? (
          <NonIdealState icon="error" title={t('editor.notices.indicator.loadFailed')} description={record.error?.message} action={<AnchorButton href={commissionsPath('indicadores')} text={t('editor.indicators.section')} />} />
        ) : (
          <EditLoaded record={loaded} readOnly={!grants.can('Indicators', 'write')} />
        )
      }
    </CommissionsPage>
  );
}

function EditLoaded({ record, readOnly }: { record: IndicatorRecord; readOnly: boolean }) {
  const steps = stepsForEditing({ htmlReference: record.html_reference, expression: record.expression }) ?? emptySteps();
  const placement = { name: record.name, organizationId: record.hierarchical_node.organization_id, areaId: record.hierarchical_node.id };
  return readOnly ? <ReadOnlyIndicator placement={placement} steps={steps} /> : <IndicatorEditor placement={placement} record={record} initialSteps={steps} />;
}

function ReadOnlyIndicator({ placement, steps }: { placement: { organizationId: string; areaId: string }; steps: Steps }) {
  const editor = useEditorSteps(steps);
  return <FormulaEditor screen="indicator" organizationId={placement.organizationId} areaId={placement.areaId} steps={editor.steps} setSteps={editor.setSteps} tested={false} setTested={editor.setTested} noExistingIds={noneMissing} readOnly />;
}
