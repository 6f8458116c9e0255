import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Intent, Switch, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { remoteCommandInputSchema } from '../../../../domain/remoteCommands/commands';
import { ChangeHistoryPanel } from '../../history/components';
import { showToast } from '../../ui/toaster';
import { catalogueLanguage, checkForm } from '../../ui/utils';
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

/** Add or edit a command: the name is not editable on edit; the command is JSON with oper and data. */
export function CommandDialog({ editing, isOpen, onClose }: { editing: CommandRow | null; isOpen: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('remoteCommands');
  const create = useCreateCommand();
  const update = useUpdateCommand();
  const [form, setForm] = useState(() => ({
    remoteCommandName: editing?.remoteCommandName ?? '',
    remoteCommandDescription: editing?.remoteCommandDescription ?? '',
    command: editing?.command ?? '{"oper":"","data":{}}',
    enable: editing?.enable ?? true,
    target: (editing?.target ?? 'none') as 'none' | 'customer' | 'kit',
  }));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = () => {
    const check = checkForm(remoteCommandInputSchema, form, catalogueLanguage(i18n.resolvedLanguage));
    setProblems(check.problems);
    if (!check.value) return;
    const done = (message: string) => () => {
      showToast({ message, intent: Intent.SUCCESS, icon: 'tick' });
      onClose();
    };
    if (editing) {
      const { remoteCommandName: _name, ...rest } = check.value;
      update.mutate(
        { input: { ...rest, id: editing.id, _version: editing._version } },
        { onSuccess: done(t('toasts.updated')), onError: (error) => showToast({ message: t('toasts.updateFailed', { message: error.message }), intent: Intent.DANGER, timeout: 10_000 }) },
      );
    } else {
      create.mutate(
        { input: check.value },
        { onSuccess: done(t('toasts.saved')), onError: (error) => showToast({ message: t('toasts.createFailed', { message: error.message }), intent: Intent.DANGER, timeout: 10_000 }) },
      );
    }
  };
  const field = (name: string) => ({ intent: problems[name] ? Intent.DANGER : Intent.NONE, helperText: problems[name] });
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={editing ? t('editCommand') : t('addCommand')} icon="console">
      <DialogBody>
        <FormGroup label={t('name')} labelFor="command-name" labelInfo={t('required')} {...field('remoteCommandName')}>
          <InputGroup id="command-name" value={form.remoteCommandName} disabled={Boolean(editing)} maxLength={60} onValueChange={(remoteCommandName) => setForm({ ...form, remoteCommandName })} />
        </FormGroup>
        <FormGroup label={t('description')} labelFor="command-description" {...field('remoteCommandDescription')}>
          <InputGroup id="command-description" value={form.remoteCommandDescription} maxLength={500} onValueChange={(remoteCommandDescription) => setForm({ ...form, remoteCommandDescription })} />
        </FormGroup>
        <FormGroup label={t('command')} labelFor="command-json" labelInfo={t('required')} {...field('command')}>
          <TextArea id="command-json" fill rows={4} className="remote-commands__json" value={form.command} onChange={(event) => setForm({ ...form, command: event.currentTarget.value })} />
        </FormGroup>
        <FormGroup label={t('target')} labelFor="command-target">
          <HTMLSelect id="command-target" value={form.target} onChange={(event) => setForm({ ...form, target: event.currentTarget.value as typeof form.target })} options={(['none', 'customer', 'kit'] as const).map((value) => ({ value, label: t(`targets.${value}` as const) }))} />
        </FormGroup>
        <Switch checked={form.enable} label={t('enable')} onChange={(event) => setForm({ ...form, enable: event.currentTarget.checked })} />
        {editing ? <ChangeHistoryPanel recordType="RemoteCommand" recordId={editing.id} /> : null}
      </DialogBody>
      <DialogFooter actions={<><Button text={t('cancel')} onClick={onClose} /><Button intent={Intent.PRIMARY} text={t('save')} loading={create.isPending || update.isPending} onClick={save} /></>} />
    </Dialog>
  );
}
