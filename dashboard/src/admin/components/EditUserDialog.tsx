import { Button, Callout, ControlGroup, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newPasswordSchema } from '../../../../domain/access/rules';
import { ChangeHistoryPanel } from '../../history/components';
import { showErrorToast, showToast } from '../../ui/toaster';
import { useResetUserPassword, useUpdateUser, useUserPositionOptions, useUserRoleOptions, useUserWarehouses } from '../hooks';
import { type StaffUserFragment as StaffUser, type UpdateUserInput } from '../../graphql';

export interface EditUserDialogProps {
  user: StaffUser;
  onClose: () => void;
}

/** Edit: position, role, store (picked from the active stores and distribution centres) and active; only what changed is sent. */
export function EditUserDialog({ user, onClose }: EditUserDialogProps) {
  const { t } = useTranslation('admin');
  const update = useUpdateUser();
  const positions = useUserPositionOptions();
  const roles = useUserRoleOptions();
  const warehouses = useUserWarehouses();
  const [positionId, setPositionId] = useState(user.position?.positionId ?? '');
  const [systemRoleId, setSystemRoleId] = useState(user.role?.systemRoleId ?? '');
  const [warehouseId, setWarehouseId] = useState(user.warehouse?.warehouseId ?? '');
  const [active, setActive] = useState(user.active);
  const reset = useResetUserPassword();
  const [temporaryPassword, setTemporaryPassword] = useState('');
  const temporaryValid = newPasswordSchema.safeParse(temporaryPassword).success;

  function resetPassword() {
    if (!temporaryValid) return;
    reset.mutate(
      { userName: user.userName, temporaryPassword: temporaryPassword.trim() },
      {
        onSuccess: () => {
          setTemporaryPassword('');
          void showToast({ message: t('users.passwordReset', { userName: user.userName }), intent: 'success', icon: 'tick' });
        },
        onError: (error) => void showErrorToast(error),
      },
    );
  }

  const input: UpdateUserInput = {};
  if (positionId !== (user.position?.positionId ?? '')) input.positionId = positionId;
  if (systemRoleId !== (user.role?.systemRoleId ?? '')) input.systemRoleId = systemRoleId;
  if (warehouseId !== (user.warehouse?.warehouseId ?? '')) input.warehouseId = warehouseId === '' ? null : warehouseId;
  if (active !== user.active) input.active = active;
  const changed = Object.keys(input).length > 0;

  function submit() {
    if (!changed) return;
    update.mutate(
      { userName: user.userName, input },
      {
        onSuccess: () => {
          void showToast({ message: t('users.updated', { userName: user.userName }), intent: 'success', icon: 'tick' });
          onClose();
        },
        onError: (error) => void showErrorToast(error),
      },
    );
  }

  return (
    <Dialog isOpen onClose={onClose} title={t('users.editTitle', { userName: user.userName })} icon="edit">
      <DialogBody>
        <FormGroup label={t('users.columns.position')} labelFor="edit-user-position">
          <HTMLSelect
            id="edit-user-position"
            fill
            value={positionId}
            disabled={!positions.data}
            onChange={(event) => setPositionId(event.currentTarget.value)}
            options={(positions.data?.positions ?? (user.position ? [user.position] : [])).map((position) => ({
              value: position.positionId,
              label: position.positionName,
            }))}
          />
        </FormGroup>
        <FormGroup label={t('users.columns.role')} labelFor="edit-user-role">
          <HTMLSelect
            id="edit-user-role"
            fill
            value={systemRoleId}
            disabled={!roles.data}
            onChange={(event) => setSystemRoleId(event.currentTarget.value)}
            options={[{ value: '', label: '—' }, ...(roles.data?.systemRoles ?? []).map((role) => ({ value: role.systemRoleId, label: role.systemRoleName }))]}
          />
        </FormGroup>
        <FormGroup label={t('users.columns.warehouse')} labelFor="edit-user-warehouse" helperText={t('users.fields.warehouseHelp')}>
          <HTMLSelect
            id="edit-user-warehouse"
            fill
            value={warehouseId}
            disabled={!warehouses.data}
            onChange={(event) => setWarehouseId(event.currentTarget.value)}
            options={[
              { value: '', label: t('users.fields.noWarehouse') },
              ...(warehouses.data?.userWarehouses ?? (user.warehouse ? [{ ...user.warehouse, warehouseType: '' }] : [])).map((warehouse) => ({
                value: warehouse.warehouseId,
                label: `${warehouse.warehouseId} · ${warehouse.warehouseName}${warehouse.warehouseType === '_20' ? ` (${t('users.fields.distributionCenter')})` : ''}`,
              })),
            ]}
          />
        </FormGroup>
        <Switch label={t('users.columns.active')} checked={active} onChange={(event) => setActive(event.currentTarget.checked)} />
        <FormGroup label={t('users.fields.resetPassword')} labelFor="edit-user-reset" helperText={t('users.fields.resetHelp')}>
          <ControlGroup>
            <InputGroup id="edit-user-reset" fill type="password" autoComplete="new-password" value={temporaryPassword} onValueChange={setTemporaryPassword} />
            <Button icon="reset" text={t('users.reset')} loading={reset.isPending} disabled={!temporaryValid} onClick={resetPassword} />
          </ControlGroup>
        </FormGroup>
        {update.isError ? <Callout intent="danger">{update.error.message}</Callout> : null}
        <ChangeHistoryPanel recordType="Attendant" recordId={user.attendantId} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('actions.cancel')} onClick={onClose} />
            <Button intent="primary" text={t('actions.save')} loading={update.isPending} disabled={!changed} onClick={submit} />
          </>
        }
      />
    </Dialog>
  );
}
