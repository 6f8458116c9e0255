import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent, Spinner, Switch, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { xadisSettingsSchema } from '../../../../domain/xadis/transmissions';
import { QueryProblem } from '../../ui/components';
import { showErrorToast, showToast } from '../../ui/toaster';
import { catalogueLanguage, checkForm } from '../../ui/utils';
import type { XadisSettingsFieldsFragment } from '../../graphql/generated/graphql';
import { useSaveXadisSettings, useXadisSettings } from '../hooks';
import { fieldProblems, recipientLines, recipientText } from '../utils';

type ListField = 'summaryRecipients' | 'internalRecipients' | 'reminderRecipients';
const listFields = [
  { field: 'summaryRecipients', help: 'settings.summaryHelp' },
  { field: 'internalRecipients', help: 'settings.internalHelp' },
  { field: 'reminderRecipients', help: 'settings.reminderHelp' },
] as const satisfies readonly { field: ListField; help: string }[];

/** The form, mounted once the settings are loaded so it starts from them. */
function SettingsForm({ settings, onClose }: { settings: XadisSettingsFieldsFragment; onClose: () => void }) {
  const { t, i18n } = useTranslation('xadis');
  const save = useSaveXadisSettings();
  const [lists, setLists] = useState<Record<ListField, string>>({
    summaryRecipients: recipientText(settings.summaryRecipients),
    internalRecipients: recipientText(settings.internalRecipients),
    reminderRecipients: recipientText(settings.reminderRecipients),
  });
  const [daily, setDaily] = useState(settings.dailyTransmission);
  const [problems, setProblems] = useState<Record<string, string>>({});

  const submit = () => {
    const input = {
      summaryRecipients: recipientLines(lists.summaryRecipients),
      internalRecipients: recipientLines(lists.internalRecipients),
      reminderRecipients: recipientLines(lists.reminderRecipients),
      dailyTransmission: daily,
    };
    // The server's schema: a wrong address is refused here with its translated message, and nothing is sent.
    const check = checkForm(xadisSettingsSchema, input, catalogueLanguage(i18n.resolvedLanguage));
    setProblems(fieldProblems(check.problems));
    if (!check.value) return;
    save.mutate(
      { input: check.value },
      {
        onSuccess: () => {
          showToast({ message: t('settings.saved'), intent: 'success', icon: 'tick' });
          onClose();
        },
        onError: (error) => showErrorToast(error),
      },
    );
  };

  return (
    <>
      <DialogBody>
        <FormGroup label={t('settings.warehouseCode')} labelFor="xadis-warehouse" helperText={t('settings.warehouseHelp')}>
          <InputGroup id="xadis-warehouse" value={settings.warehouseCode} readOnly disabled />
        </FormGroup>
        {listFields.map(({ field, help }) => (
          <FormGroup
            key={field}
            label={t(`settings.${field}`)}
            labelFor={`xadis-${field}`}
            helperText={problems[field] ?? t(help)}
            intent={problems[field] ? Intent.DANGER : Intent.NONE}
          >
            <TextArea
              id={`xadis-${field}`}
              fill
              rows={field === 'summaryRecipients' ? 7 : 3}
              intent={problems[field] ? Intent.DANGER : Intent.NONE}
              value={lists[field]}
              onChange={(event) => setLists((current) => ({ ...current, [field]: event.target.value }))}
            />
          </FormGroup>
        ))}
        <Switch id="xadis-daily" checked={daily} label={t('settings.dailyTransmission')} onChange={(event) => setDaily(event.currentTarget.checked)} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('settings.cancel')} onClick={onClose} />
            <Button intent={Intent.PRIMARY} text={t('settings.save')} loading={save.isPending} onClick={submit} />
          </>
        }
      />
    </>
  );
}

/** Xadis settings for administrators: the recipient lists, the daily transmission switch and the warehouse code (read-only). */
export function SettingsDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('xadis');
  const settings = useXadisSettings(isOpen);
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('settings.title')} icon="cog" style={{ width: 560 }}>
      {settings.error ? <QueryProblem error={settings.error} onRetry={() => void settings.refetch()} /> : null}
      {settings.data ? <SettingsForm settings={settings.data.xadisSettings} onClose={onClose} /> : settings.isLoading ? <Spinner size={24} /> : null}
    </Dialog>
  );
}
