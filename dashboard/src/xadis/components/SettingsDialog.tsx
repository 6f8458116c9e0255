import { Dialog, FormGroup, InputGroup, Spinner, Switch, TextArea } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { xadisSettingsFormSchema } from '../../../../domain/xadis/transmissions';
import { FormDialog, QueryProblem } from '../../ui/components';
import { useZodForm } from '../../ui/hooks';
import { showToast } from '../../ui/toaster';
import type { XadisSettingsFieldsFragment } from '../../graphql/generated/graphql';
import { useSaveXadisSettings, useXadisSettings } from '../hooks';
import { recipientText } from '../utils';

const dialogStyle = { width: 560 };

type ListField = 'summaryRecipients' | 'internalRecipients' | 'reminderRecipients';
const listFields = [
  { field: 'summaryRecipients', help: 'settings.summaryHelp' },
  { field: 'internalRecipients', help: 'settings.internalHelp' },
  { field: 'reminderRecipients', help: 'settings.reminderHelp' },
] as const satisfies readonly { field: ListField; help: string }[];

/** The form's fields: each list as its text area holds it, one address per line. */
type SettingsFields = Record<ListField, string> & { dailyTransmission: boolean };

/** The form, mounted once the settings are loaded so it starts from them; checked with the server's rules (xadisSettingsFormSchema). */
interface SettingsFormProps {
  settings: XadisSettingsFieldsFragment;
  loadProblem: ReactNode;
  onClose: () => void;
}

function SettingsForm({ settings, loadProblem, onClose }: SettingsFormProps) {
  const { t } = useTranslation('xadis');
  const save = useSaveXadisSettings();
  const form = useZodForm<typeof xadisSettingsFormSchema, SettingsFields>(xadisSettingsFormSchema, {
    id: 'xadis',
    mode: 'onChange',
    defaultValues: {
      summaryRecipients: recipientText(settings.summaryRecipients),
      internalRecipients: recipientText(settings.internalRecipients),
      reminderRecipients: recipientText(settings.reminderRecipients),
      dailyTransmission: settings.dailyTransmission,
    },
    // The server names an address by its place in the list: it lands under the list.
    fieldOfServerPath: (path) => path.replace(/^input\./, '').split('.')[0] ?? path,
    saving: save.isPending,
  });
  const submit = form.submit((input) =>
    save.mutate(
      { input },
      {
        onSuccess: () => {
          showToast({ message: t('settings.saved'), intent: 'success', icon: 'tick' });
          onClose();
        },
        onError: form.setServerError,
      },
    ),
  );

  return (
    <FormDialog
      title={t('settings.title')}
      icon="cog"
      style={dialogStyle}
      onClose={onClose}
      onSubmit={submit}
      form={form}
      submitText={t('settings.save')}
      saving={save.isPending}
    >
      {loadProblem}
      <FormGroup label={t('settings.warehouseCode')} labelFor="xadis-warehouse" helperText={t('settings.warehouseHelp')}>
        <InputGroup id="xadis-warehouse" value={settings.warehouseCode} readOnly disabled />
      </FormGroup>
      {listFields.map(({ field, help }) => (
        <FormGroup key={field} label={t(`settings.${field}`)} {...form.group(field, t(help))}>
          <TextArea fill rows={field === 'summaryRecipients' ? 7 : 3} {...form.textArea(field)} />
        </FormGroup>
      ))}
      <Switch label={t('settings.dailyTransmission')} {...form.switchField('dailyTransmission')} />
    </FormDialog>
  );
}

/** Xadis settings for administrators: the recipient lists, the daily transmission switch and the warehouse code (read-only). */
export interface SettingsDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

export function SettingsDialog({ isOpen, onClose }: SettingsDialogProps) {
  const { t } = useTranslation('xadis');
  const settings = useXadisSettings(isOpen);
  const loadProblem = settings.error ? <QueryProblem error={settings.error} onRetry={() => void settings.refetch()} /> : null;
  // The form is mounted once open and loaded, so each opening starts from the saved settings.
  if (isOpen && settings.data) return <SettingsForm settings={settings.data.xadisSettings} loadProblem={loadProblem} onClose={onClose} />;
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('settings.title')} icon="cog" style={dialogStyle}>
      {loadProblem}
      {settings.isLoading ? <Spinner size={24} /> : null}
    </Dialog>
  );
}
