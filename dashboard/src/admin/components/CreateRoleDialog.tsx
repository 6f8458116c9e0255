import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showToast } from '../../ui/toaster';
import { useCreateSystemRole } from '../hooks';
import { type SystemRoleFragment as SystemRole } from '../../graphql';
import { possibleParents } from '../utils/roleTree';
import { creationToastMs } from '../utils/creationToast';

export interface CreateRoleDialogProps {
  roles: SystemRole[];
  onClose: () => void;
}

/** 'Crear rol': a name and, optionally, the parent role it hangs from. */
export function CreateRoleDialog({ roles, onClose }: CreateRoleDialogProps) {
  const { t } = useTranslation('admin');
  const create = useCreateSystemRole();
  const [name, setName] = useState('');
  const [parent, setParent] = useState('');

  function submit() {
    if (name.trim() === '') return;
    create.mutate(
      { input: { systemRoleName: name.trim(), ...(parent ? { parentSystemRoleId: parent } : {}) } },
      {
        onSuccess: () => {
          void showToast({ message: t('roles.created'), intent: 'success', icon: 'tick', timeout: creationToastMs });
          onClose();
        },
        onError: (error) => void showErrorToast(error),
      },
    );
  }

  return (
    <Dialog isOpen onClose={onClose} title={t('roles.create')} icon="key">
      <DialogBody>
        <FormGroup label={t('roles.name')} labelFor="role-name">
          <InputGroup id="role-name" value={name} onValueChange={setName} autoFocus />
        </FormGroup>
        <FormGroup label={t('roles.parent')} labelFor="role-parent" helperText={t('roles.parentHelp')}>
          <HTMLSelect
            id="role-parent"
            fill
            value={parent}
            onChange={(event) => setParent(event.currentTarget.value)}
            options={[
              { value: '', label: t('roles.noParent') },
              ...possibleParents(roles).map((role) => ({ value: role.systemRoleId, label: role.systemRoleName })),
            ]}
          />
        </FormGroup>
        {create.isError ? <Callout intent="danger">{create.error.message}</Callout> : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('actions.cancel')} onClick={onClose} />
            <Button intent="primary" text={t('actions.create')} loading={create.isPending} disabled={name.trim() === ''} onClick={submit} />
          </>
        }
      />
    </Dialog>
  );
}
