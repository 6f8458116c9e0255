import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { createRoleSchema } from '../../../../domain/access/roles';
import { type SystemRoleFragment as SystemRole } from '../../graphql';
import { useZodForm } from '../../ui/hooks';
import { showToast } from '../../ui/toaster';
import { useCreateSystemRole } from '../hooks';
import { creationToastMs } from '../utils/creationToast';
import { possibleParents } from '../utils/roleTree';
import { FormDialog } from '../../ui/components';

export interface CreateRoleDialogProps {
  roles: SystemRole[];
  onClose: () => void;
}

/** The dialog's fields: the name as typed, the parent's id ('' for none). */
interface RoleFields {
  systemRoleName: string;
  parentSystemRoleId: string;
}

/** What createSystemRole takes (the server parses it with the same schema): no parent is null. */
function roleInput(fields: RoleFields) {
  return { systemRoleName: fields.systemRoleName, parentSystemRoleId: fields.parentSystemRoleId || null };
}

/** 'Crear rol': a name and, optionally, the parent role it hangs from; checked with the server's own schema (domain/access/roles.ts). */
export function CreateRoleDialog({ roles, onClose }: CreateRoleDialogProps) {
  const { t } = useTranslation('admin');
  const create = useCreateSystemRole();
  const form = useZodForm<typeof createRoleSchema, RoleFields>(createRoleSchema, {
    id: 'role',
    mode: 'onChange',
    defaultValues: { systemRoleName: '', parentSystemRoleId: '' },
    toInput: roleInput,
    fieldOfServerPath: (path) => path.replace(/^input\./, ''),
    saving: create.isPending,
  });
  const submit = form.submit((input) =>
    create.mutate(
      { input: { systemRoleName: input.systemRoleName, ...(input.parentSystemRoleId ? { parentSystemRoleId: input.parentSystemRoleId } : {}) } },
      {
        onSuccess: () => {
          void showToast({ message: t('roles.created'), intent: 'success', icon: 'tick', timeout: creationToastMs });
          onClose();
        },
        onError: form.setServerError,
      },
    ),
  );

  return (
    <FormDialog title={t('roles.create')} icon="key" onClose={onClose} onSubmit={submit} form={form} submitText={t('actions.create')} saving={create.isPending}>
      <FormGroup label={t('roles.name')} {...form.group('systemRoleName')}>
        <InputGroup autoFocus {...form.input('systemRoleName')} />
      </FormGroup>
      <FormGroup label={t('roles.parent')} {...form.group('parentSystemRoleId', t('roles.parentHelp'))}>
        <HTMLSelect
          fill
          {...form.select('parentSystemRoleId')}
          options={[
            { value: '', label: t('roles.noParent') },
            ...possibleParents(roles).map((role) => ({ value: role.systemRoleId, label: role.systemRoleName })),
          ]}
        />
      </FormGroup>
    </FormDialog>
  );
}
