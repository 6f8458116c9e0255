import { Button, Callout, ControlGroup, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import { type PaginationState, type SortingState } from '@tanstack/react-table';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newPasswordSchema, userNameSchema } from '../../../../domain/access/rules';
import { ChangeHistoryPanel } from '../../history/components';
import { DataTable, ScreenHeading } from '../../ui/components';
import { exportUrl, listSortOf } from '../../ui/utils';
import { userSortKeys } from '../../../../domain/access/userSort';
import { useUserColumns } from '../hooks/useUserColumns';
import { useCsvExport, useErrorToast } from '../../ui/hooks';
import { showErrorToast, showToast } from '../../ui/toaster';
import { useCreateUser, useResetUserPassword, useUpdateUser, useUserPositionOptions, useUserRoleOptions, useUsers, useUserWarehouses, usersPageSize } from '../hooks';
import { type StaffUserFragment as StaffUser, type UpdateUserInput } from '../../graphql';
import { useLoadedToast } from './useLoadedToast';
import './admin.css';

/** Users (spec 003 section 2.1): the data table with Add User and an edit action per row, 300 per page, sortable by user or full name. */
export function UsersScreen() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: usersPageSize });
  const [sorting, setSorting] = useState<SortingState>([]);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<StaffUser | null>(null);
  const sort = listSortOf(sorting, userSortKeys);
  const offset = pagination.pageIndex * usersPageSize;
  const users = useUsers(search, offset, sort);
  const csv = useCsvExport();
  useErrorToast(users.error);
  useLoadedToast(users.data?.users.items.length, useCallback((count) => t('users.loaded', { count }), [t]));
  const total = users.data?.users.total ?? 0;
  const columns = useUserColumns(setEditing);

  // A page past the end (rows removed or deactivated meanwhile) falls back to the last page.
  useEffect(() => {
    if (!users.data || users.isPlaceholderData || offset === 0 || offset < users.data.users.total) return;
    setPagination({ pageIndex: Math.max(0, Math.ceil(users.data.users.total / usersPageSize) - 1), pageSize: usersPageSize });
  }, [users.data, users.isPlaceholderData, offset]);

  function searchFor(value: string) {
    setSearch(value);
    setPagination({ pageIndex: 0, pageSize: usersPageSize });
  }

  return (
    <>
      <ScreenHeading title={t('users.title')} actions={<Button intent="primary" icon="new-person" text={t('users.add')} onClick={() => setAdding(true)} />} />
      <div className="admin__users" data-testid="users-table">
        <DataTable
          tableId="users"
          columns={columns}
          rows={users.data?.users.items}
          getRowId={(user) => user.userName}
          error={users.error}
          onRetry={() => void users.refetch()}
          emptyText={t('users.empty')}
          pageSizes={[usersPageSize]}
          server={{
            total,
            pagination,
            onPaginationChange: setPagination,
            sorting,
            onSortingChange: (next) => {
              setSorting(next);
              setPagination({ pageIndex: 0, pageSize: usersPageSize });
            },
          }}
          onOpen={setEditing}
          onExport={() => csv.exportCsv(exportUrl('users', { search: search.trim(), ...sort }), 'users.csv')}
          exporting={csv.exporting}
          toolbar={<InputGroup type="search" leftIcon="search" placeholder={t('users.search')} aria-label={t('users.search')} value={search} onValueChange={searchFor} />}
        />
      </div>
      {adding ? <AddUserDialog onClose={() => setAdding(false)} /> : null}
      {editing ? <EditUserDialog user={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

/** 'CREAR NUEVO USUARIO EN COGNITO': username and a temporary password; the account sets its own at first sign-in. */
function AddUserDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  const create = useCreateUser();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const valid = userNameSchema.safeParse(userName).success && newPasswordSchema.safeParse(password).success;

  function submit() {
    if (!valid) return;
    create.mutate(
      { input: { userName: userName.trim(), temporaryPassword: password.trim() } },
      {
        onSuccess: () => {
          void showToast({ message: t('users.created', { userName: userName.trim() }), intent: 'success', icon: 'tick' });
          onClose();
        },
        onError: (error) => void showErrorToast(error),
      },
    );
  }

  return (
    <Dialog isOpen onClose={onClose} title={t('users.addTitle')} icon="new-person">
      <DialogBody>
        <FormGroup label={t('users.fields.userName')} labelFor="new-user-name" helperText={t('users.fields.userNameHelp')}>
          <InputGroup id="new-user-name" value={userName} onValueChange={setUserName} autoFocus />
        </FormGroup>
        <FormGroup label={t('users.fields.password')} labelFor="new-user-password" helperText={t('users.fields.passwordHelp')}>
          <InputGroup id="new-user-password" type="password" autoComplete="new-password" value={password} onValueChange={setPassword} />
        </FormGroup>
        {create.isError ? <Callout intent="danger">{create.error.message}</Callout> : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('actions.cancel')} onClick={onClose} />
            <Button intent="primary" text={t('users.createButton')} loading={create.isPending} disabled={!valid} onClick={submit} />
          </>
        }
      />
    </Dialog>
  );
}

/** Edit: position, role, store (picked from the active stores and distribution centres) and active; only what changed is sent. */
function EditUserDialog({ user, onClose }: { user: StaffUser; onClose: () => void }) {
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
            options={(positions.data?.positions ?? (user.position ? [user.position] : [])).map((position) => ({ value: position.positionId, label: position.positionName }))}
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
