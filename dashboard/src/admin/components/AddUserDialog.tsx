import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { newPasswordSchema, userNameSchema } from '../../../../domain/access/rules';
import { useZodForm } from '../../ui/hooks';
import { showToast } from '../../ui/toaster';
import { useCreateUser } from '../hooks';
import { FormDialog } from '../../ui/components';

/** A new account: the shared rules of a user name and of a password (domain/access/rules.ts), as createUser checks them. */
const newUserSchema = z.object({ userName: userNameSchema, temporaryPassword: newPasswordSchema });

export interface AddUserDialogProps {
  onClose: () => void;
}

/** 'CREAR NUEVO USUARIO EN COGNITO': username and a temporary password; the account sets its own at first sign-in. */
export function AddUserDialog({ onClose }: AddUserDialogProps) {
  const { t } = useTranslation('admin');
  const create = useCreateUser();
  const form = useZodForm(newUserSchema, {
    id: 'new-user',
    defaultValues: { userName: '', temporaryPassword: '' },
    fieldOfServerPath: (path) => path.replace(/^input\./, ''),
    saving: create.isPending,
  });
  const submit = form.submit((input) =>
    create.mutate(
      { input: { userName: input.userName.trim(), temporaryPassword: input.temporaryPassword.trim() } },
      {
        onSuccess: () => {
          void showToast({ message: t('users.created', { userName: input.userName.trim() }), intent: 'success', icon: 'tick' });
          onClose();
        },
        onError: form.setServerError,
      },
    ),
  );
  return (
    <FormDialog
      title={t('users.addTitle')}
      icon="new-person"
      onClose={onClose}
      onSubmit={submit}
      form={form}
      submitText={t('users.createButton')}
      saving={create.isPending}
    >
      <FormGroup label={t('users.fields.userName')} {...form.group('userName', t('users.fields.userNameHelp'))}>
        <InputGroup autoFocus {...form.input('userName')} />
      </FormGroup>
      <FormGroup label={t('users.fields.password')} {...form.group('temporaryPassword', t('users.fields.passwordHelp'))}>
        <InputGroup type="password" autoComplete="new-password" {...form.input('temporaryPassword')} />
      </FormGroup>
    </FormDialog>
  );
}
