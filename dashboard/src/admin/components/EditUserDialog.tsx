import { Button, Callout, ControlGroup, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { newPasswordSchema } from '../../../../domain/access/rules';
import { ChangeHistoryPanel } from '../../history/components';
import { useZodForm } from '../../ui/hooks';
import { showToast } from '../../ui/toaster';
import { useResetUserPassword, useUpdateUser, useUserPositionOptions, useUserRoleOptions, useUserWarehouses } from '../hooks';
import { type StaffUserFragment as StaffUser, type UpdateUserInput } from '../../graphql';

export interface EditUserDialogProps {
  user: StaffUser;
  onClose: () => void;
}

/** The account's placement: each a choice from the lists the server offers ('' for none). */
const userEditSchema = z.object({ positionId: z.string(), systemRoleId: z.string(), warehouseId: z.string(), active: z.boolean() });
/** A temporary password follows the rules of every new password (domain/access/rules.ts), as resetUserPassword checks it. */
const passwordResetSchema = z.object({ temporaryPassword: newPasswordSchema });

/** Edit: position, role, store (picked from the active stores and distribution centres) and active; only what changed is sent. */
export function EditUserDialog({ user, onClose }: EditUserDialogProps) {
  const { t } = useTranslation('admin');
  const update = useUpdateUser();
  const positions = useUserPositionOptions();
  const roles = useUserRoleOptions();
  const warehouses = useUserWarehouses();
  const reset = useResetUserPassword();
  const saved = {
    positionId: user.position?.positionId ?? '',
    systemRoleId: user.role?.systemRoleId ?? '',
    warehouseId: user.warehouse?.warehouseId ?? '',
    active: user.active,
  };
  const form = useZodForm(userEditSchema, {
    id: 'edit-user',
    defaultValues: saved,
    fieldOfServerPath: (path) => path.replace(/^input\./, ''),
    saving: update.isPending,
  });
  const password = useZodForm(passwordResetSchema, { id: 'edit-user-reset', defaultValues: { temporaryPassword: '' }, saving: reset.isPending });

  const resetPassword = password.submit(({ temporaryPassword }) =>
    reset.mutate(
      { userName: user.userName, temporaryPassword: temporaryPassword.trim() },
      {
        onSuccess: () => {
          password.reset({ temporaryPassword: '' });
          void showToast({ message: t('users.passwordReset', { userName: user.userName }), intent: 'success', icon: 'tick' });
        },
        onError: password.setServerError,
      },
    ),
  );

  const submit = form.submit((values) => {
    // Only what changed is sent.
    const input: UpdateUserInput = {};
    if (values.positionId !== saved.positionId) input.positionId = values.positionId;
    if (values.systemRoleId !== saved.systemRoleId) input.systemRoleId = values.systemRoleId;
    if (values.warehouseId !== saved.warehouseId) input.warehouseId = values.warehouseId === '' ? null : values.warehouseId;
    if (values.active !== saved.active) input.active = values.active;
    if (Object.keys(input).length === 0) return;
    update.mutate(
      { userName: user.userName, input },
      {
        onSuccess: () => {
          void showToast({ message: t('users.updated', { userName: user.userName }), intent: 'success', icon: 'tick' });
          onClose();
        },
        onError: form.setServerError,
      },
    );
  });

  return (
    <Dialog isOpen onClose={onClose} title={t('users.editTitle', { userName: user.userName })} icon="edit">
      <form noValidate onSubmit={submit}>
        <DialogBody>
          <FormGroup label={t('users.columns.position')} {...form.group('positionId')}>
            <HTMLSelect
              fill
              disabled={!positions.data}
              {...form.select('positionId')}
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
              options={[
                { value: '', label: '—' },
                ...(roles.data?.systemRoles ?? []).map((role) => ({ value: role.systemRoleId, label: role.systemRoleName })),
              ]}
            />
          </FormGroup>
          <FormGroup label={t('users.columns.warehouse')} {...form.group('warehouseId', t('users.fields.warehouseHelp'))}>
            <HTMLSelect
              fill
              disabled={!warehouses.data}
              {...form.select('warehouseId')}
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
          <FormGroup label={t('users.fields.resetPassword')} {...password.group('temporaryPassword', t('users.fields.resetHelp'))}>
            <ControlGroup>
              <InputGroup
                fill
                type="password"
                autoComplete="new-password"
                {...password.input('temporaryPassword')}
                // Enter resets the password here; it must not send the account's form around it.
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  resetPassword();
                }}
              />
              <Button icon="reset" text={t('users.reset')} loading={reset.isPending} disabled={password.submitDisabled} onClick={() => resetPassword()} />
            </ControlGroup>
          </FormGroup>
          {form.formError ? (
            <Callout intent="danger" role="alert">
              {form.formError}
            </Callout>
          ) : null}
          {password.formError ? (
            <Callout intent="danger" role="alert">
              {password.formError}
            </Callout>
          ) : null}
          <ChangeHistoryPanel recordType="Attendant" recordId={user.attendantId} />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('actions.cancel')} onClick={onClose} />
              <Button type="submit" intent="primary" text={t('actions.save')} loading={update.isPending} disabled={form.submitDisabled} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
