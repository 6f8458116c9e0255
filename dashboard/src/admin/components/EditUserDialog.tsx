import { Button, Callout, ControlGroup, FormGroup, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import { type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resetPasswordSchema, updateUserSchema } from '../../../../domain/access/users';
import { ChangeHistoryPanel } from '../../history/components';
import { type StaffUserFragment as StaffUser, type UpdateUserInput } from '../../graphql';
import { useZodForm } from '../../ui/hooks';
import { showToast } from '../../ui/toaster';
import { useResetUserPassword, useUpdateUser, useUserPositionOptions, useUserRoleOptions, useUserWarehouses } from '../hooks';
import { FormDialog } from '../../ui/components';

export interface EditUserDialogProps {
  user: StaffUser;
  onClose: () => void;
}

/** The dialog's fields: each choice's id ('' for none) and the switch. */
interface UserFields {
  positionId: string;
  systemRoleId: string;
  warehouseId: string;
  active: boolean;
}

function fieldsOf(user: StaffUser): UserFields {
  return {
    positionId: user.position?.positionId ?? '',
    systemRoleId: user.role?.systemRoleId ?? '',
    warehouseId: user.warehouse?.warehouseId ?? '',
    active: user.active,
  };
}

/** What updateUser takes (the server parses it with the same schema): only what changed; no role or store is null. */
function userChanges(user: StaffUser, fields: UserFields): UpdateUserInput {
  const saved = fieldsOf(user);
  const input: UpdateUserInput = {};
  if (fields.positionId !== saved.positionId) input.positionId = fields.positionId;
  if (fields.systemRoleId !== saved.systemRoleId) input.systemRoleId = fields.systemRoleId === '' ? null : fields.systemRoleId;
  if (fields.warehouseId !== saved.warehouseId) input.warehouseId = fields.warehouseId === '' ? null : fields.warehouseId;
  if (fields.active !== saved.active) input.active = fields.active;
  return input;
}

const fieldOfServerPath = (path: string) => path.replace(/^input\./, '');

/** Edit: position, role, store (picked from the active stores and distribution centres) and active; only what changed is sent. */
export function EditUserDialog({ user, onClose }: EditUserDialogProps) {
  const { t } = useTranslation('admin');
  const update = useUpdateUser();
  const positions = useUserPositionOptions();
  const roles = useUserRoleOptions();
  const warehouses = useUserWarehouses();
  const reset = useResetUserPassword();
  const form = useZodForm<typeof updateUserSchema, UserFields>(updateUserSchema, {
    id: 'edit-user',
    defaultValues: fieldsOf(user),
    toInput: (fields) => userChanges(user, fields),
    fieldOfServerPath,
    saving: update.isPending,
  });
  const passwordForm = useZodForm(resetPasswordSchema, {
    id: 'edit-user-reset',
    mode: 'onChange',
    defaultValues: { temporaryPassword: '' },
    saving: reset.isPending,
  });

  const submit = form.submit((input) =>
    update.mutate(
      { userName: user.userName, input },
      {
        onSuccess: () => {
          void showToast({ message: t('users.updated', { userName: user.userName }), intent: 'success', icon: 'tick' });
          onClose();
        },
        onError: form.setServerError,
      },
    ),
  );
  const resetPassword = passwordForm.submit(({ temporaryPassword }) =>
    reset.mutate(
      { userName: user.userName, temporaryPassword },
      {
        onSuccess: () => {
          passwordForm.reset({ temporaryPassword: '' });
          void showToast({ message: t('users.passwordReset', { userName: user.userName }), intent: 'success', icon: 'tick' });
        },
        onError: passwordForm.setServerError,
      },
    ),
  );
  // The reset field sits inside the edit form: Enter there resets the password rather than saving the edit.
  const resetOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!passwordForm.submitDisabled) resetPassword();
  };

  return (
    <FormDialog
      title={t('users.editTitle', { userName: user.userName })}
      icon="edit"
      onClose={onClose}
      onSubmit={submit}
      form={form}
      submitText={t('actions.save')}
      saving={update.isPending}
      history={<ChangeHistoryPanel recordType="Attendant" recordId={user.attendantId} />}
    >
      <FormGroup label={t('users.columns.position')} {...form.group('positionId')}>
        <HTMLSelect
          fill
          disabled={!positions.data}
          {...form.select('positionId')}
          value={form.watch('positionId')}
          options={(positions.data?.positions ?? (user.position ? [user.position] : [])).map((position) => ({
            value: position.positionId,
            label: position.positionName,
          }))}
        />
      </FormGroup>
      <FormGroup label={t('users.columns.role')} {...form.group('systemRoleId')}>
        <HTMLSelect
          fill
          disabled={!roles.data}
          {...form.select('systemRoleId')}
          value={form.watch('systemRoleId')}
          options={[{ value: '', label: '—' }, ...(roles.data?.systemRoles ?? []).map((role) => ({ value: role.systemRoleId, label: role.systemRoleName }))]}
        />
      </FormGroup>
      <FormGroup label={t('users.columns.warehouse')} {...form.group('warehouseId', t('users.fields.warehouseHelp'))}>
        <HTMLSelect
          fill
          disabled={!warehouses.data}
          {...form.select('warehouseId')}
          value={form.watch('warehouseId')}
          options={[
            { value: '', label: t('users.fields.noWarehouse') },
            ...(warehouses.data?.userWarehouses ?? (user.warehouse ? [{ ...user.warehouse, warehouseType: '' }] : [])).map((warehouse) => ({
              value: warehouse.warehouseId,
              label: `${warehouse.warehouseId} · ${warehouse.warehouseName}${warehouse.warehouseType === '_20' ? ` (${t('users.fields.distributionCenter')})` : ''}`,
            })),
          ]}
        />
      </FormGroup>
      <Switch label={t('users.columns.active')} {...form.switchField('active')} />
      <FormGroup label={t('users.fields.resetPassword')} {...passwordForm.group('temporaryPassword', t('users.fields.resetHelp'))}>
        <ControlGroup>
          <InputGroup fill type="password" autoComplete="new-password" onKeyDown={resetOnEnter} {...passwordForm.input('temporaryPassword')} />
          <Button icon="reset" text={t('users.reset')} loading={reset.isPending} disabled={passwordForm.submitDisabled} onClick={() => resetPassword()} />
        </ControlGroup>
      </FormGroup>
      {passwordForm.formError ? (
        <Callout intent="danger" role="alert">
          {passwordForm.formError}
        </Callout>
      ) : null}
    </FormDialog>
  );
}
