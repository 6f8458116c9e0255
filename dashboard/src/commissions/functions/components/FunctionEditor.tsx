import { Button, Callout, Card, FormGroup, InputGroup, Switch, Tag, TextArea } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { decodeExpression, encodeExpression } from '../../../../../domain/commissions/language';
import { stepsToExpression, stepsToText, type Steps } from '../../../../../domain/commissions/steps';
import { emptySteps } from '../../../../../domain/commissions/stepsEditor';
import type { GraphqlRequestError } from '../../../graphql';
import { ChangeHistoryPanel } from '../../../history/components';
import { showToast } from '../../../ui/toaster';
import { commissionsKey } from '../../hooks';
import { commissionsPath } from '../../utils/paths';
import { commissionsRequest, segment } from '../../utils/rest';
import { FormulaEditor, NOTICE_MS, saveWithNotices } from '../../steps/components';
import { useEditorSteps } from '../../steps/hooks';
import { type HelperFunctionRecord } from '../../steps/hooks';
import { codeScan } from '../../steps/utils/codeScan';
import { noneMissing, type FunctionDraft } from './functionDraft';

export interface FunctionEditorProps {
  draft: FunctionDraft;
  /** The saved function, or null while creating one. */
  record: HelperFunctionRecord | null;
  /** Null: the advanced mode (the expression typed). */
  initialSteps: Steps | null;
  readOnly?: boolean;
}

/**
 * The function's steps, or its expression in the advanced mode (html_reference "-"). The toggle
 * is hidden when the first step is empty, which forces the advanced mode (spec 003 section 2.2).
 */
export function FunctionEditor({ draft, record, initialSteps, readOnly = false }: FunctionEditorProps) {
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
    const formula = advanced
      ? { expression: encodeExpression(source), html_reference: '-' }
      : { expression: stepsToExpression(editor.steps).expression, html_reference: JSON.stringify(editor.steps) };
    const body = { name: name.trim(), description: description.trim(), arguments: draft.arguments, ...formula };
    try {
      await saveWithNotices(
        () => (record ? commissionsRequest('PATCH', `/helper-function/${segment(record.id)}`, body) : commissionsRequest('POST', '/helper-function', body)),
        {
          kpiSaved: t('editor.notices.function.kpiSaved'),
          success: t(record ? 'editor.notices.function.edited' : 'editor.notices.function.saved', { name: name.trim() }),
        },
      );
      // The lists refetch when shown; the saved record's cache goes, so its next edit starts from what was saved.
      void queryClient.invalidateQueries({ queryKey: commissionsKey, refetchType: 'none' });
      if (record) queryClient.removeQueries({ queryKey: [...commissionsKey, 'helperFunction', record.id] });
      void navigate(commissionsPath('funciones'));
    } catch (error) {
      const code = (error as GraphqlRequestError).errorCode;
      void showToast({
        message: t(
          record
            ? 'editor.notices.function.editFailed'
            : code === 'COMMISSION_FUNCTION_NAME_TAKEN'
              ? 'editor.notices.function.nameTaken'
              : 'editor.notices.function.saveFailed',
        ),
        intent: 'danger',
        timeout: NOTICE_MS,
      });
    } finally {
      setSending(false);
    }
  };
  const testAdvanced = async () => {
    try {
      const answer = await codeScan(encodeExpression(source), 'function', draft.arguments);
      setAdvancedTested(answer.data);
      void showToast({
        message: answer.data
          ? t('editor.notices.function.testOk')
          : `${t('editor.notices.function.testBad')}${answer.error ? `: ${answer.error.message}` : ''}`,
        intent: answer.data ? 'success' : 'danger',
        timeout: NOTICE_MS,
      });
    } catch {
      setAdvancedTested(false);
      void showToast({ message: t('editor.notices.function.testFailed'), intent: 'danger', timeout: NOTICE_MS });
    }
  };
  const saveButton = (
    <Button
      intent="primary"
      icon="floppy-disk"
      text={sending ? t('editor.saving') : t('editor.save')}
      disabled={!tested || sending || !described}
      loading={sending}
      onClick={() => void save()}
    />
  );
  return (
    <>
      {record && !readOnly ? (
        <Card className="steps-form" style={{ marginBottom: 12 }}>
          <FormGroup
            label={t('editor.form.name')}
            labelFor="function-name"
            intent={name.trim() ? 'none' : 'danger'}
            helperText={name.trim() ? undefined : t('editor.form.needsName')}
          >
            <InputGroup id="function-name" value={name} onValueChange={setName} maxLength={200} intent={name.trim() ? 'none' : 'danger'} />
          </FormGroup>
          <FormGroup
            label={t('editor.functions.description')}
            labelFor="function-description"
            intent={description.trim() ? 'none' : 'danger'}
            helperText={description.trim() ? undefined : t('editor.functions.needsDescription')}
          >
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
        <FormulaEditor
          screen="function"
          organizationId={null}
          areaId={null}
          steps={editor.steps}
          setSteps={editor.setSteps}
          tested={editor.tested}
          setTested={editor.setTested}
          noExistingIds={noneMissing}
          functionArguments={draft.arguments}
          readOnly={readOnly}
          actions={readOnly ? null : saveButton}
        />
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
