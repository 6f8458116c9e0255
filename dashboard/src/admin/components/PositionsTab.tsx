import { Button, Card, H5, HTMLSelect, Tag } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeHistoryButton } from '../../history/components';
import { DataTable } from '../../ui/components';
import { showErrorToast, showToast } from '../../ui/toaster';
import { useUpdatePositionRole } from '../hooks';
import { menuAccessOf } from '../utils/menuAccess';
import { type StaffPositionFragment as StaffPosition, type SystemMenuFragment as SystemMenu, type SystemRoleFragment as SystemRole } from '../../graphql';
import { PermissionProfileDialog } from './PermissionProfileDialog';

export interface PositionsTabProps {
  positions: StaffPosition[];
  roles: SystemRole[];
  menus: SystemMenu[];
  canEdit: boolean;
}

const column = createColumnHelper<StaffPosition>();

/** Positions with their system role and the menus their permission profile allows or hides (editable with the editar scope). */
export function PositionsTab({ positions, roles, menus, canEdit }: PositionsTabProps) {
  const { t, i18n } = useTranslation('admin');
  const update = useUpdatePositionRole();
  const [editing, setEditing] = useState<StaffPosition | null>(null);
  const english = i18n.resolvedLanguage === 'en';
  const columns = useMemo(() => {
    const menuName = (id: string) => menus.find((menu) => menu.systemMenuId === id)?.systemMenuName ?? id;
    return [
      column.accessor((position) => (english ? position.labels?.en : position.labels?.es) || position.positionName, {
        id: 'position',
        header: t('positions.columns.position'),
        meta: { filter: { kind: 'text' } },
        cell: ({ row: { original: position }, getValue }) => (
          <>
            {getValue()}
            <ChangeHistoryButton recordType="Position" recordId={position.positionId} recordName={position.positionName} />
            <div className="bp6-text-muted">
              <code>{position.positionId}</code>
            </div>
          </>
        ),
      }),
      column.accessor((position) => roles.find((role) => role.systemRoleId === position.systemRoleId)?.systemRoleName ?? '', {
        id: 'role',
        header: t('positions.columns.role'),
        meta: { filter: { kind: 'select', options: roles.map((role) => ({ value: role.systemRoleName, label: role.systemRoleName })) } },
        filterFn: 'equalsString',
        cell: ({ row: { original: position } }) => (
          <HTMLSelect
            aria-label={t('positions.roleOf', { name: position.positionName })}
            value={position.systemRoleId ?? ''}
            disabled={!canEdit || update.isPending}
            onChange={(event) =>
              update.mutate(
                { positionId: position.positionId, systemRoleId: event.currentTarget.value },
                {
                  onSuccess: () => void showToast({ message: t('positions.updated'), intent: 'success', icon: 'tick' }),
                  onError: (error) => void showErrorToast(error),
                },
              )
            }
            options={[
              ...(position.systemRoleId ? [] : [{ value: '', label: '—' }]),
              ...roles.map((role) => ({ value: role.systemRoleId, label: role.systemRoleName })),
            ]}
          />
        ),
      }),
      column.accessor(
        (position) => (position.permissionProfile ? t(`positions.access.${menuAccessOf(position.permissionProfile.menuAccess)}`) : t('positions.access.none')),
        {
          id: 'access',
          header: t('positions.columns.access'),
          cell: ({ row: { original: position }, getValue }) => (
            <>
              {getValue()}
              {position.permissionProfile?.authenticatorRequired ? (
                <div>
                  <Tag minimal intent="primary" icon="shield" className="admin__tag">
                    {t('positions.authenticatorRequired')}
                  </Tag>
                </div>
              ) : null}
            </>
          ),
        },
      ),
      column.display({
        id: 'permitted',
        header: t('positions.columns.permitted'),
        meta: {
          exportValue: (position) =>
            position.permissionProfile?.menuAccess === 'all' ? t('positions.everyMenu') : (position.permissionProfile?.permittedMenuIds ?? []).map(menuName),
        },
        cell: ({ row: { original: position } }) =>
          position.permissionProfile?.menuAccess === 'all'
            ? t('positions.everyMenu')
            : (position.permissionProfile?.permittedMenuIds ?? []).map((id) => (
                <Tag key={id} minimal className="admin__tag">
                  {menuName(id)}
                </Tag>
              )),
      }),
      column.display({
        id: 'hidden',
        header: t('positions.columns.hidden'),
        meta: { exportValue: (position) => (position.permissionProfile?.hiddenMenuIds ?? []).map(menuName) },
        cell: ({ row: { original: position } }) =>
          (position.permissionProfile?.hiddenMenuIds ?? []).map((id) => (
            <Tag key={id} minimal intent="warning" className="admin__tag">
              {menuName(id)}
            </Tag>
          )),
      }),
      column.display({
        id: 'edit',
        header: t('positions.columns.edit'),
        enableHiding: false,
        cell: ({ row: { original: position } }) => (
          <Button
            size="small"
            variant="minimal"
            icon="edit"
            aria-label={t('positions.editProfile', { name: position.positionName })}
            disabled={!canEdit}
            onClick={() => setEditing(position)}
          />
        ),
      }),
    ];
  }, [english, t, roles, menus, canEdit, update]);

  return (
    <Card className="admin__wide">
      <H5>{t('positions.title')}</H5>
      <DataTable
        tableId="admin-positions"
        label={t('positions.title')}
        columns={columns}
        rows={positions}
        getRowId={(position) => position.positionId}
        pageSizes={[100, 500]}
      />
      {editing ? <PermissionProfileDialog position={editing} menus={menus} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
