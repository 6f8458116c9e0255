import { Button, FormGroup, InputGroup, Switch, Tag } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CommissionRecord } from '../../../../../domain/commissions/answers';
import { stepsToExpression, type Steps } from '../../../../../domain/commissions/steps';
import { emptySteps } from '../../../../../domain/commissions/stepsEditor';
import { ChangeHistoryPanel } from '../../../history/components';
import { showToast } from '../../../ui/toaster';
import { commissionsKey } from '../../hooks';
import { commissionsPath, part } from '../../utils/paths';
import { commissionsRequest, segment } from '../../utils/rest';
import { FormulaEditor, NOTICE_MS, saveFailure, saveWithNotices } from '../../steps/components';
import { useEditorSteps } from '../../steps/hooks';
import { PeriodDialog, type KpiPeriod } from './PeriodDialog';
import { type CommissionPlacement } from './commissionPlacement';
import { CommissionRunDialog } from './CommissionRunDialog';

export interface CommissionEditorProps {
  placement: CommissionPlacement;
  /** The saved commission, or null while creating one. */
  record: CommissionRecord | null;
  initialSteps: Steps;
  readOnly: boolean;
}

/** `readOnly` (a position without VariableCommissions write, spec 003 section 6): the steps are shown, nothing can be changed, saved or run. */
export function CommissionEditor({ placement, record, initialSteps, readOnly }: CommissionEditorProps) {
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
    const body = {
      name: name.trim(),
      active,
      period: { frequency: period.frequency, multiple: period.multiple },
      start_date: period.date,
      expression,
      html_reference: JSON.stringify(editor.steps),
    };
    try {
      await saveWithNotices(
        () =>
          record
            ? commissionsRequest('PATCH', `/variable-commission/${segment(record.id)}`, body)
            : commissionsRequest('POST', `/area/${segment(placement.areaId)}/variable-commission`, body),
        {
          kpiSaved: t('editor.notices.commission.kpiSaved'),
          success: t(record ? 'editor.notices.commission.edited' : 'editor.notices.commission.saved', { name: name.trim() }),
        },
      );
      editor.reset(emptySteps());
      // The lists refetch when shown; the saved record's cache goes, so its next edit starts from what was saved.
      void queryClient.invalidateQueries({ queryKey: commissionsKey, refetchType: 'none' });
      if (record) queryClient.removeQueries({ queryKey: [...commissionsKey, 'variableCommission', record.id] });
      void navigate(commissionsPath(`comisiones-variables/lista/${part(placement.areaId)}`));
    } catch (error) {
      const failure = saveFailure(error);
      if (failure.noExistingIds.length > 0) setNoExisting(new Set(failure.noExistingIds));
      void showToast({
        message: failure.notice
          ? t(`editor.notices.commission.${failure.notice}`)
          : `${t(record ? 'editor.notices.commission.editFailed' : 'editor.notices.commission.saveFailed')}: ${(error as Error).message}`,
        intent: 'danger',
        timeout: NOTICE_MS,
      });
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      {record && !readOnly ? (
        <FormGroup
          label={t('editor.form.name')}
          labelFor="commission-name"
          intent={named ? 'none' : 'danger'}
          helperText={named ? undefined : t('editor.form.needsName')}
          className="steps-name"
        >
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
              <Switch
                checked={active}
                label={active ? t('editor.commissions.active') : t('editor.commissions.inactive')}
                onChange={(event) => setActive(event.currentTarget.checked)}
                style={{ marginBottom: 0 }}
              />
              <Button
                intent="primary"
                icon="floppy-disk"
                text={sending ? t('editor.saving') : t('editor.save')}
                disabled={!editor.tested || sending || !named}
                loading={sending}
                onClick={() => void save()}
              />
              {record ? <Button icon="play" text={t('editor.commissions.run')} onClick={() => setRunning(true)} /> : null}
            </>
          )
        }
      />
      {running && record ? <CommissionRunDialog record={record} onClose={() => setRunning(false)} /> : null}
      {record ? <ChangeHistoryPanel recordType="VariableCommission" recordId={record.id} /> : null}
    </>
  );
}
