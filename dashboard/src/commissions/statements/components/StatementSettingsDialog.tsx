import { Callout, FormGroup, HTMLSelect, InputGroup, NumericInput, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { STATEMENT_SETTINGS_DAYS, statementSettingsSchema } from '../../../../../domain/commissions/statementSettings';
import { useZodForm } from '../../../ui/hooks';
import { showToast } from '../../../ui/toaster';
import { useAreas } from '../../hooks';
import { saveStatementSettingsMutation } from '../graphql/queries';
import { useStatementDecision, useStatementSettings } from '../hooks';
import { settingsFormValues, settingsInput, type StatementSettingsForm } from '../utils/settingsForm';
import { FormDialog } from '../../../ui/components';

export interface StatementSettingsDialogProps {
  organizationId: string;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * A company's statement settings: the reviewer position (one of its areas) and its e-mail, the days a
 * statement waits in review before the reminder and then before escalating. Checked with the
 * server's own schema (domain/commissions/statementSettings.ts) through useZodForm; the server's refusal shows under its field, or under the form.
 */
export function StatementSettingsDialog({ organizationId, isOpen, onClose }: StatementSettingsDialogProps) {
  const { t } = useTranslation('commissions');
  const settings = useStatementSettings(organizationId, isOpen);
  const areas = useAreas(isOpen ? organizationId : null);
  const save = useStatementDecision(saveStatementSettingsMutation);
  const saved = settings.data?.commissionStatementSettings;
  const form = useZodForm<typeof statementSettingsSchema, StatementSettingsForm>(statementSettingsSchema, {
    id: 'statement-settings',
    values: saved ? settingsFormValues(saved) : undefined,
    toInput: (values) => settingsInput(organizationId, values),
    saving: save.isPending,
  });
  const close = () => {
    save.reset();
    onClose();
  };
  const submit = form.submit(() =>
    save.mutate(
      { input: settingsInput(organizationId, form.getValues()) },
      {
        onSuccess: () => {
          void showToast({ message: t('statements.settings.saved'), intent: 'success' });
          close();
        },
        onError: form.setServerError,
      },
    ),
  );
  const days = (name: 'reminderDays' | 'escalationDays') => (
    <FormGroup label={t(`statements.settings.${name}`)} {...form.group(name, t('statements.settings.daysHint', STATEMENT_SETTINGS_DAYS))}>
      <NumericInput
        fill
        min={STATEMENT_SETTINGS_DAYS.min}
        max={STATEMENT_SETTINGS_DAYS.max}
        stepSize={1}
        minorStepSize={null}
        allowNumericCharactersOnly={false}
        {...form.numeric(name)}
      />
    </FormGroup>
  );
  return (
    <FormDialog
      isOpen={isOpen}
      onClose={close}
      title={t('statements.settings.title')}
      onSubmit={submit}
      form={form}
      submitText={t('statements.settings.save')}
      submitIcon="floppy-disk"
      saving={save.isPending}
      blocked={!saved}
    >
      {settings.isPending || areas.isPending ? (
        <Spinner />
      ) : settings.error ? (
        <Callout intent="danger">{settings.error.message}</Callout>
      ) : (
        <>
          <FormGroup label={t('statements.settings.reviewerArea')} {...form.group('reviewerAreaId', t('statements.settings.reviewerAreaHint'))}>
            <HTMLSelect fill {...form.select('reviewerAreaId')}>
              <option value="">{t('statements.settings.noReviewerArea')}</option>
              {(areas.rows ?? []).map((area) => (
                <option key={area.id} value={area.id}>
                  {area.name}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label={t('statements.settings.reviewerEmail')} {...form.group('reviewerEmail')}>
            <InputGroup type="email" {...form.input('reviewerEmail')} />
          </FormGroup>
          {days('reminderDays')}
          {days('escalationDays')}
        </>
      )}
    </FormDialog>
  );
}
