import { Button, Callout, Card, FormGroup, HTMLTable, InputGroup, NonIdealState, Spinner, Switch, Tag, TextArea } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { helperFunctionAnswer } from '../../../../../domain/commissions/answers';
import { decodeExpression, encodeExpression } from '../../../../../domain/commissions/language';
import { stepsForEditing, stepsToExpression, stepsToText, type Steps } from '../../../../../domain/commissions/steps';
import { emptySteps } from '../../../../../domain/commissions/stepsEditor';
import type { GraphqlRequestError } from '../../../graphql';
import { ChangeHistoryPanel } from '../../../history/components';
import { showToast } from '../../../ui/toaster';
import { CommissionsPage } from '../../components/CommissionsPage';
import { ConfirmDelete, TABLE_ACTION_DELAY_MS, useDelayedAction } from '../../components/common';
import { commissionsKey, useCommissionsMutation } from '../../hooks';
import { commissionsPath, part } from '../../utils/paths';
import { commissionsRequest, segment } from '../../utils/rest';
import type { Answer } from '../../utils/types';
import { FormulaEditor, NOTICE_MS, saveWithNotices, useEditorSteps } from '../../steps/components';
import { codeScan, useHelperFunctions, type HelperFunctionRecord } from '../../steps/hooks';

/** No element marked as deleted (a stable set, so the editor's rows stay memoised). */
const noneMissing: ReadonlySet<string> = new Set();

interface FunctionDraft {
  name: string;
  description: string;
  arguments: string[];
}

const section = (t: (key: 'editor.functions.listTitle') => string) => ({ text: t('editor.functions.listTitle'), to: 'funciones' });

/** funciones: the helper functions (shared by every company). */
export function FunctionsListScreen() {
  const { t } = useTranslation('commissions');
  const list = useHelperFunctions();
  const remove = useCommissionsMutation<{ id: string; name: string }>(({ id }) => ({ method: 'DELETE', path: `/helper-function/${segment(id)}` }));
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const delayed = useDelayedAction(TABLE_ACTION_DELAY_MS);
  return (
    <CommissionsPage title={t('editor.functions.section')} crumbs={[{ text: t('editor.functions.listTitle') }]} module="Functions">
      {(grants) => (
        <>
          {grants.can('Functions', 'write') ? (
            <Link to={commissionsPath('funciones/crear')} className="bp6-button bp6-intent-primary" style={{ marginBottom: 12 }}>
              {t('editor.functions.create')}
            </Link>
          ) : null}
          {list.isPending ? (
            <Spinner />
          ) : list.error ? (
            <NonIdealState icon="error" title={t('lists.empty')} description={list.error.message} />
          ) : list.data.length === 0 ? (
            <NonIdealState icon="search" title={t('editor.functions.empty')} />
          ) : (
            <HTMLTable striped className="commissions-table">
              <thead>
                <tr>
                  <th>{t('lists.name')}</th>
                  <th>{t('editor.functions.description')}</th>
                  <th>{t('editor.functions.parameters')}</th>
                  <th>{t('lists.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((row) => (
                  <tr key={row.id}>
                    <td>{row.name}</td>
                    <td>{row.description}</td>
                    <td>{row.arguments.join(', ')}</td>
                    <td>
                      <Link to={commissionsPath(`funciones/detalle/${part(row.id)}`)}>{t('actions.edit')}</Link>
                      {grants.can('Functions', 'write') ? <Button variant="minimal" intent="danger" icon="trash" aria-label={`${t('actions.delete')} ${row.name}`} {...delayed.button(row.id, () => setDeleting(row))} /> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
          <ConfirmDelete
            isOpen={deleting !== null}
            question={t('editor.notices.function.deleteQuestion')}
            busy={remove.isPending}
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
              if (!deleting) return;
              remove.mutate(deleting, {
                onSuccess: () => void showToast({ message: t('editor.notices.function.deleted', { name: deleting.name }), intent: 'success', timeout: NOTICE_MS }),
                onError: () => void showToast({ message: t('editor.notices.function.deleteFailed'), intent: 'danger', timeout: NOTICE_MS }),
                onSettled: () => setDeleting(null),
              });
            }}
          />
        </>
      )}
    </CommissionsPage>
  );
}

/** funciones/crear: name and description (at least 1 character each) before a parameter can be added; at least 1 parameter to continue. */
export function FunctionCreateScreen() {
  const { t } = useTranslation('commissions');
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [parameter, setParameter] = useState('');
  const [names, setNames] = useState<string[]>([]);
  const described = name.trim().length >= 1 && description.trim().length >= 1;
  const validParameter = /^[\p{L}\w]{1,40}$/u.test(parameter.trim()) && !names.includes(parameter.trim());
  return (
    <CommissionsPage title={t('editor.functions.createTitle')} crumbs={[section(t), { text: t('editor.functions.createTitle') }]} module="Functions">
      {() => (
        <Card className="steps-form">
          <FormGroup label={t('editor.form.name')} labelFor="function-name">
            <InputGroup id="function-name" value={name} onValueChange={setName} maxLength={200} autoFocus />
          </FormGroup>
          <FormGroup label={t('editor.functions.description')} labelFor="function-description">
            <TextArea id="function-description" fill value={description} onChange={(event) => setDescription(event.currentTarget.value)} maxLength={500} />
          </FormGroup>
          <FormGroup label={t('editor.functions.parameterName')} labelFor="function-parameter" helperText={names.length === 0 ? t('editor.functions.needsParameter') : undefined}>
            <InputGroup
              id="function-parameter"
              value={parameter}
              onValueChange={setParameter}
              disabled={!described}
              rightElement={
                <Button
                  icon="add"
                  text={t('editor.functions.addParameter')}
                  disabled={!described || !validParameter}
                  onClick={() => {
                    setNames((current) => [...current, parameter.trim()]);
                    setParameter('');
                  }}
                />
              }
            />
          </FormGroup>
          <div className="steps-editor__toolbar">
            {names.map((entry) => (
              <Tag key={entry} large onRemove={() => setNames((current) => current.filter((other) => other !== entry))}>
                {entry}
              </Tag>
            ))}
          </div>
          <div className="steps-editor__toolbar">
            <Button text={t('actions.cancel')} onClick={() => void navigate(commissionsPath('funciones'))} />
            <Button intent="primary" text={t('editor.form.continue')} disabled={!described || names.length === 0} onClick={() => void navigate(commissionsPath('funciones/crear/pasos'), { state: { name: name.trim(), description: description.trim(), arguments: names } satisfies FunctionDraft })} />
          </div>
        </Card>
      )}
    </CommissionsPage>
  );
}

/**
 * The function's steps, or its expression in the advanced mode (html_reference "-"). The toggle
 * is hidden when the first step is empty, which forces the advanced mode (spec 003 section 2.2).
 */
function FunctionEditor({ draft, record, initialSteps, readOnly = false }: { draft: FunctionDraft; record: HelperFunctionRecord | null; initialSteps: Steps | null; readOnly?: boolean }) {
  const { t } = useTranslation('commissions');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const editor = useEditorSteps(initialSteps ?? emptySteps());
  /** On edit the name and the description can change (PATCH /helper-function/{id} takes both). */
  const [name, setName] = useState(draft.name);
  const [description, setDescription] = useState(draft.description);
  const described = name.trim().length >= 1 && description.trim().length >= 1;
  const [advanced, setAdvanced] = useState(initialSteps === null && record !== null);
  const [source, setSource] = useState(() => (record && initialSteps === null ? safeDecode(record.expression) : ''));
  const [advancedTested, setAdvancedTested] = useState(false);
  const [sending, setSending] = useState(false);
  const tested = advanced ? advancedTested : editor.tested;
  const firstStepEmpty = (editor.steps[0]?.length ?? 0) === 0;
  const save = async () => {
    setSending(true);
    const formula = advanced ? { expression: encodeExpression(source), html_reference: '-' } : { expression: stepsToExpression(editor.steps).expression, html_reference: JSON.stringify(editor.steps) };
    const body = { name: name.trim(), description: description.trim(), arguments: draft.arguments, ...formula };
    try {
      await saveWithNotices(() => (record ? commissionsRequest('PATCH', `/helper-function/${segment(record.id)}`, body) : commissionsRequest('POST', '/helper-function', body)), {
        kpiSaved: t('editor.notices.function.kpiSaved'),
        success: t(record ? 'editor.notices.function.edited' : 'editor.notices.function.saved', { name: name.trim() }),
      });
      // The lists refetch when shown; the saved record's cache goes, so its next edit starts from what was saved.
      void queryClient.invalidateQueries({ queryKey: commissionsKey, refetchType: 'none' });
      if (record) queryClient.removeQueries({ queryKey: [...commissionsKey, 'helperFunction', record.id] });
      void navigate(commissionsPath('funciones'));
    } catch (error) {
      const code = (error as GraphqlRequestError).errorCode;
      void showToast({ message: t(record ? 'editor.notices.function.editFailed' : code === 'COMMISSION_FUNCTION_NAME_TAKEN' ? 'editor.notices.function.nameTaken' : 'editor.notices.function.saveFailed'), intent: 'danger', timeout: NOTICE_MS });
    } finally {
      setSending(false);
    }
  };
  const testAdvanced = async () => {
    try {
      const answer = await codeScan(encodeExpression(source), 'function', draft.arguments);
      setAdvancedTested(answer.data);
      void showToast({ message: answer.data ? t('editor.notices.function.testOk') : `${t('editor.notices.function.testBad')}${answer.error ? `: ${answer.error.message}` : ''}`, intent: answer.data ? 'success' : 'danger', timeout: NOTICE_MS });
    } catch {
      setAdvancedTested(false);
      void showToast({ message: t('editor.notices.function.testFailed'), intent: 'danger', timeout: NOTICE_MS });
    }
  };
  const saveButton = <Button intent="primary" icon="floppy-disk" text={sending ? t('editor.saving') : t('editor.save')} disabled={!tested || sending || !described} loading={sending} onClick={() => void save()} />;
  return (
    <>
      {record && !readOnly ? (
        <Card className="steps-form" style={{ marginBottom: 12 }}>
          <FormGroup label={t('editor.form.name')} labelFor="function-name" intent={name.trim() ? 'none' : 'danger'} helperText={name.trim() ? undefined : t('editor.form.needsName')}>
            <InputGroup id="function-name" value={name} onValueChange={setName} maxLength={200} intent={name.trim() ? 'none' : 'danger'} />
          </FormGroup>
          <FormGroup label={t('editor.functions.description')} labelFor="function-description" intent={description.trim() ? 'none' : 'danger'} helperText={description.trim() ? undefined : t('editor.functions.needsDescription')}>
            <TextArea id="function-description" fill value={description} onChange={(event) => setDescription(event.currentTarget.value)} maxLength={500} />
          </FormGroup>
        </Card>
      ) : null}
      <p>
        {draft.arguments.map((name) => (
          <Tag key={name} minimal large style={{ marginRight: 6 }}>
            {name}
          </Tag>
        ))}
      </p>
      {readOnly ? null : !firstStepEmpty || !advanced ? (
        <Switch
          checked={advanced}
          label={advanced ? t('editor.functions.advancedMode') : t('editor.functions.stepsMode')}
          onChange={(event) => {
            const next = event.currentTarget.checked;
            if (next) {
              try {
                setSource(stepsToText(editor.steps));
              } catch {
                // an unfinished step: the source starts empty
              }
            }
            setAdvanced(next);
          }}
        />
      ) : null}
      {advanced ? (
        <Card className="steps-form">
          {readOnly ? (
            <Callout intent="primary" icon="lock" role="status" style={{ marginBottom: 12 }}>
              {t('editor.readOnly')}
            </Callout>
          ) : null}
          <FormGroup label={t('editor.functions.expression')} labelFor="function-expression" helperText={t('editor.functions.expressionHint')}>
            <TextArea
              id="function-expression"
              fill
              rows={6}
              value={source}
              readOnly={readOnly}
              onChange={(event) => {
                setSource(event.currentTarget.value);
                setAdvancedTested(false);
              }}
              style={{ fontFamily: 'monospace' }}
            />
          </FormGroup>
          {readOnly ? null : (
            <div className="steps-editor__toolbar">
              <Button icon="lab-test" text={t('editor.test')} disabled={source.trim() === ''} onClick={() => void testAdvanced()} />
              {saveButton}
            </div>
          )}
        </Card>
      ) : (
        <FormulaEditor screen="function" organizationId={null} areaId={null} steps={editor.steps} setSteps={editor.setSteps} tested={editor.tested} setTested={editor.setTested} noExistingIds={noneMissing} functionArguments={draft.arguments} readOnly={readOnly} actions={readOnly ? null : saveButton} />
      )}
      {record ? <ChangeHistoryPanel recordType="CommissionHelperFunction" recordId={record.id} /> : null}
    </>
  );
}

function safeDecode(expression: string): string {
  try {
    return decodeExpression(expression);
  } catch {
    return '';
  }
}

/** funciones/crear/pasos: without a name and parameters it goes back to funciones/crear. */
export function FunctionStepsScreen() {
  const { t } = useTranslation('commissions');
  const draft = useLocation().state as FunctionDraft | null;
  if (!draft?.name || !draft.arguments?.length) return <Navigate to={commissionsPath('funciones/crear')} replace />;
  return (
    <CommissionsPage title={`${t('editor.functions.createSteps')}: ${draft.name}`} crumbs={[section(t), { text: t('editor.functions.createTitle'), to: 'funciones/crear' }, { text: t('editor.functions.createSteps') }]} module="Functions">
      {(grants) => <FunctionEditor draft={draft} record={null} initialSteps={null} readOnly={!grants.can('Functions', 'write')} />}
    </CommissionsPage>
  );
}

/** funciones/detalle/{functionId}: the steps (or the expression) of a saved function. */
export function FunctionEditScreen() {
  const { t } = useTranslation('commissions');
  const { functionId = '' } = useParams();
  const record = useQuery<HelperFunctionRecord, GraphqlRequestError>({
    queryKey: [...commissionsKey, 'helperFunction', functionId],
    queryFn: async ({ signal }) => (await commissionsRequest<Answer<typeof helperFunctionAnswer>>('GET', `/helper-function/${segment(functionId)}`, undefined, { signal })).data.helper_function,
    staleTime: Infinity,
  });
  const loaded = record.data;
  return (
    <CommissionsPage title={`${t('editor.functions.editSteps')}${loaded ? `: ${loaded.name}` : ''}`} crumbs={[section(t), { text: t('editor.functions.editSteps') }]} module="Functions">
      {(grants) =>
        record.isPending ? (
          <Spinner />
        ) : record.error || !loaded ? (
          <NonIdealState icon="error" title={t('editor.notices.function.loadFailed')} description={record.error?.message} />
        ) : (
          <FunctionEditor
            draft={{ name: loaded.name, description: loaded.description, arguments: loaded.arguments }}
            record={loaded}
            initialSteps={loaded.html_reference.trim() === '-' ? null : stepsForEditing({ htmlReference: loaded.html_reference, expression: loaded.expression })}
            readOnly={!grants.can('Functions', 'write')}
          />
        )
      }
    </CommissionsPage>
  );
}
