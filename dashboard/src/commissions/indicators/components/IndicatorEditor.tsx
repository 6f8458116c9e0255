import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { IndicatorRecord } from '../../../../../domain/commissions/answers';
import { stepsToExpression, type Steps } from '../../../../../domain/commissions/steps';
import { emptySteps } from '../../../../../domain/commissions/stepsEditor';
import { ChangeHistoryPanel } from '../../../history/components';
import { showToast } from '../../../ui/toaster';
import { commissionsKey } from '../../hooks';
import { commissionsPath, part } from '../../utils/paths';
import { commissionsRequest, segment } from '../../utils/rest';
import { FormulaEditor, NOTICE_MS, saveFailure, saveWithNotices } from '../../steps/components';
import { useEditorSteps } from '../../steps/hooks';

export interface IndicatorEditorProps {
  placement: { name: string; organizationId: string; areaId: string };
  /** The saved indicator, or null while creating one. */
  record: IndicatorRecord | null;
  initialSteps: Steps;
}

/** An indicator's name (on edit) and steps, saved with the module's notices. */
export function IndicatorEditor({ placement, record, initialSteps }: IndicatorEditorProps) {
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
        () =>
          record
            ? commissionsRequest('PATCH', `/indicator/${segment(record.id)}`, body)
            : commissionsRequest('POST', `/area/${segment(placement.areaId)}/indicator`, body),
        {
          kpiSaved: t('editor.notices.indicator.kpiSaved'),
          success: t(record ? 'editor.notices.indicator.edited' : 'editor.notices.indicator.saved', { name: name.trim() }),
        },
      );
      editor.reset(emptySteps());
      // The lists refetch when shown; the saved record's cache goes, so its next edit starts from what was saved.
      void queryClient.invalidateQueries({ queryKey: commissionsKey, refetchType: 'none' });
      if (record) queryClient.removeQueries({ queryKey: [...commissionsKey, 'indicator', record.id] });
      void navigate(commissionsPath(`indicadores/lista/${part(placement.areaId)}`));
    } catch (error) {
      const failure = saveFailure(error);
      if (failure.noExistingIds.length > 0) setNoExisting(new Set(failure.noExistingIds));
      void showToast({
        message: t(
          failure.notice
            ? `editor.notices.indicator.${failure.notice}`
            : record
              ? 'editor.notices.indicator.editFailed'
              : 'editor.notices.indicator.saveFailed',
        ),
        intent: 'danger',
        timeout: NOTICE_MS,
      });
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      {record ? (
        <FormGroup
          label={t('editor.form.name')}
          labelFor="indicator-name"
          intent={named ? 'none' : 'danger'}
          helperText={named ? undefined : t('editor.form.needsName')}
          className="steps-name"
        >
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
        actions={
          <Button
            intent="primary"
            icon="floppy-disk"
            text={sending ? t('editor.saving') : t('editor.save')}
            disabled={!editor.tested || sending || !named}
            loading={sending}
            onClick={() => void save()}
          />
        }
      />
      {record ? <ChangeHistoryPanel recordType="CommissionIndicator" recordId={record.id} /> : null}
    </>
  );
}
