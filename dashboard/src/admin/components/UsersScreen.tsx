import { Button, ButtonGroup, Callout, ControlGroup, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, NonIdealState, Spinner, Switch, Tag } from '@blueprintjs/core';
import { Cell, Column, Table2 } from '@blueprintjs/table';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newPasswordSchema, userNameSchema } from '../../../../domain/access/rules';
import { ChangeHistoryPanel } from '../../history/components';
import { QueryProblem, ScreenHeading } from '../../ui/components';
import { useErrorToast } from '../../ui/hooks';
import { showErrorToast, showToast } from '../../ui/toaster';
import { useCreateUser, useResetUserPassword, useUpdateUser, useUserPositionOptions, useUserRoleOptions, useUsers, useUserWarehouses, usersPageSize } from '../hooks';
import { type StaffUserFragment as StaffUser, type UpdateUserInput } from '../../graphql';
import { useLoadedToast } from './useLoadedToast';
import './admin.css';

/** Users (spec 003 section 2.1): a table with Add User and an edit action per row, 300 per page with previous / next. */
export function UsersScreen() {
  const { t, i18n } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<StaffUser | null>(null);
  const users = useUsers(search, offset);
  useErrorToast(users.error);
  useLoadedToast(users.data?.users.items.length, useCallback((count) => t('users.loaded', { count }), [t]));
  const items = users.data?.users.items ?? [];
  const total = users.data?.users.total ?? 0;
  // The page asked for is shown once it arrives; until then the previous one stays (placeholder).
  const shownOffset = users.isPlaceholderData ? null : offset;

  // A page past the end (rows removed or deactivated meanwhile) falls back to the last page.
  useEffect(() => {
    if (!users.data || users.isPlaceholderData || offset === 0 || offset < users.data.users.total) return;
    setOffset(Math.max(0, Math.floor((users.data.users.total - 1) / usersPageSize) * usersPageSize));
  }, [users.data, users.isPlaceholderData, offset]);

  function searchFor(value: string) {
    setSearch(value);
    setOffset(0);
  }

  const text = (value: (user: StaffUser) => string) => (row: number) => <Cell>{items[row] ? value(items[row]) : ''}</Cell>;

  return (
    <>
      <ScreenHeading
        title={t('users.title')}
        actions={
          <>
            <InputGroup type="search" leftIcon="search" placeholder={t('users.search')} aria-label={t('users.search')} value={search} onValueChange={searchFor} />
            <Button intent="primary" icon="new-person" text={t('users.add')} onClick={() => setAdding(true)} />
          </>
        }
      />
      {users.isPending ? <Spinner /> : null}
      {users.isError && !users.data ? <QueryProblem error={users.error} onRetry={() => void users.refetch()} /> : null}
      {users.data && items.length === 0 ? <NonIdealState icon="people" title={t('users.empty')} /> : null}
      {items.length > 0 ? (
        <div className="admin__users" data-testid="users-table">
          <div className="admin__pager">
            <span className="bp6-text-muted" role="status">
              {shownOffset === null ? <Spinner size={16} /> : t('users.range', { from: shownOffset + 1, to: shownOffset + items.length, total })}
            </span>
            <ButtonGroup aria-label={t('users.pages')}>
              <Button icon="chevron-left" text={t('users.previous')} disabled={users.isFetching || offset === 0} onClick={() => setOffset(Math.max(0, offset - usersPageSize))} />
              <Button endIcon="chevron-right" text={t('users.next')} disabled={users.isFetching || offset + usersPageSize >= total} onClick={() => setOffset(offset + usersPageSize)} />
            </ButtonGroup>
          </div>
          {/* Cells are cached: a refetched list (after an edit) or another language must redraw them; another page starts a fresh table, scrolled to its top. */}
          <Table2 key={shownOffset ?? 'loading'} numRows={items.length} enableRowHeader={false} defaultRowHeight={30} cellRendererDependencies={[items, i18n.resolvedLanguage]} columnWidths={[70, 170, 220, 170, 170, 170, 90, 220]}>
            <Column
              name={t('users.columns.edit')}
              cellRenderer={(row) => (
                <Cell interactive>
                  <Button size="small" variant="minimal" icon="edit" aria-label={t('users.editUser', { userName: items[row]?.userName })} onClick={() => setEditing(items[row] ?? null)} />
                </Cell>
              )}
            />
            <Column name={t('users.columns.userName')} cellRenderer={text((user) => user.userName)} />
            <Column name={t('users.columns.fullName')} cellRenderer={text((user) => user.fullName)} />
            <Column name={t('users.columns.position')} cellRenderer={text((user) => user.position?.positionName ?? '')} />
            <Column name={t('users.columns.role')} cellRenderer={text((user) => user.role?.systemRoleName ?? '')} />
            <Column name={t('users.columns.warehouse')} cellRenderer={text((user) => user.warehouse?.warehouseName ?? '')} />
            <Column name={t('users.columns.active')} cellRenderer={text((user) => (user.active ? t('users.yes') : t('users.no')))} />
            <Column
              name={t('users.columns.state')}
              cellRenderer={(row) => {
                const user = items[row];
                return (
                  <Cell>
                    {user?.passwordChangeRequired ? <Tag minimal intent="warning">{t('users.states.temporary')}</Tag> : null}{' '}
                    {user && !user.confirmed ? <Tag minimal>{t('users.states.unconfirmed')}</Tag> : null}{' '}
                    {user?.locked ? <Tag minimal intent="danger">{t('users.states.locked')}</Tag> : null}{' '}
                    {user?.totpEnabled ? <Tag minimal intent="success">{t('users.states.mfa')}</Tag> : null}
                  </Cell>
                );
              }}
            />
          </Table2>
        </div>
      ) : null}
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
