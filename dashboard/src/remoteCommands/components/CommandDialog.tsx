import { FormGroup, HTMLSelect, InputGroup, Intent, Switch, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { commandTargets, remoteCommandInputSchema } from '../../../../domain/remoteCommands/commands';
import { ChangeHistoryPanel } from '../../history/components';
import { FormDialog } from '../../ui/components';
import { useZodForm } from '../../ui/hooks';
import { showToast } from '../../ui/toaster';
import { useCreateCommand, useUpdateCommand } from '../hooks';

export interface CommandRow {
  id: string;
  remoteCommandName: string;
  remoteCommandDescription: string;
  command: string;
  enable: boolean;
  target: string;
  _version: number;
}

export interface CommandDialogProps {
  editing: CommandRow | null;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * Add or edit a command (useZodForm with the server's schema): the name is not editable on edit; the
 * command is JSON with oper and data; the server's refusal shows under the field it names.
 */
export function CommandDialog({ editing, isOpen, onClose }: CommandDialogProps) {
  const { t } = useTranslation('remoteCommands');
  const create = useCreateCommand();
  const update = useUpdateCommand();
  const form = useZodForm(remoteCommandInputSchema, {
    defaultValues: {
      remoteCommandName: editing?.remoteCommandName ?? '',
      remoteCommandDescription: editing?.remoteCommandDescription ?? '',
      command: editing?.command ?? '{"oper":"","data":{}}',
      enable: editing?.enable ?? true,
      target: (editing?.target ?? 'none') as (typeof commandTargets)[number],
    },
    saving: create.isPending || update.isPending,
  });
  const done = (message: string) => () => {
    showToast({ message, intent: Intent.SUCCESS, icon: 'tick' });
    onClose();
  };
  const save = form.submit((value) => {
    if (editing) {
      const { remoteCommandName: _name, ...rest } = value;
      update.mutate({ input: { ...rest, id: editing.id, _version: editing._version } }, { onSuccess: done(t('toasts.updated')), onError: form.setServerError });
    } else {
      create.mutate({ input: value }, { onSuccess: done(t('toasts.saved')), onError: form.setServerError });
    }
  });
  return (
    <FormDialog
      isOpen={isOpen}
      title={editing ? t('editCommand') : t('addCommand')}
      icon="console"
      onClose={onClose}
      onSubmit={save}
      form={form}
      submitText={t('save')}
      saving={create.isPending || update.isPending}
      history={editing ? <ChangeHistoryPanel recordType="RemoteCommand" recordId={editing.id} /> : null}
    >
      <FormGroup label={t('name')} labelInfo={t('required')} {...form.group('remoteCommandName')}>
        <InputGroup {...form.input('remoteCommandName')} readOnly={Boolean(editing)} maxLength={60} />
      </FormGroup>
      <FormGroup label={t('description')} {...form.group('remoteCommandDescription')}>
        <InputGroup {...form.input('remoteCommandDescription')} maxLength={500} />
      </FormGroup>
      <FormGroup label={t('command')} labelInfo={t('required')} {...form.group('command')}>
        <TextArea {...form.textArea('command')} fill rows={4} className="remote-commands__json" />
      </FormGroup>
      <FormGroup label={t('target')} {...form.group('target')}>
        <HTMLSelect {...form.select('target')} options={commandTargets.map((value) => ({ value, label: t(`targets.${value}` as const) }))} />
      </FormGroup>
      <Switch {...form.switchField('enable')} label={t('enable')} />
    </FormDialog>
  );
}
