import { Button, Card, H5, HTMLSelect, HTMLTable, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeHistoryButton } from '../../history/components';
import { showErrorToast, showToast } from '../../ui/toaster';
import { useUpdatePositionRole } from '../hooks';
import { menuAccessOf } from '../utils/menuAccess';
import { type StaffPositionFragment as StaffPosition, type SystemMenuFragment as SystemMenu, type SystemRoleFragment as SystemRole } from '../../graphql';
import { PermissionProfileDialog } from './PermissionProfileDialog';

/** Positions with their system role and the menus their permission profile allows or hides (editable with the editar scope). */
export function PositionsTab({ positions, roles, menus, canEdit }: { positions: StaffPosition[]; roles: SystemRole[]; menus: SystemMenu[]; canEdit: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const update = useUpdatePositionRole();
  const [editing, setEditing] = useState<StaffPosition | null>(null);
  const english = i18n.resolvedLanguage === 'en';
  const menuName = (id: string) => menus.find((menu) => menu.systemMenuId === id)?.systemMenuName ?? id;

  return (
    <Card className="admin__wide">
      <H5>{t('positions.title')}</H5>
      <HTMLTable compact striped className="admin__table" aria-label={t('positions.title')}>
        <thead>
          <tr>
            <th>{t('positions.columns.position')}</th>
            <th>{t('positions.columns.role')}</th>
            <th>{t('positions.columns.access')}</th>
            <th>{t('positions.columns.permitted')}</th>
            <th>{t('positions.columns.hidden')}</th>
            <th>{t('positions.columns.edit')}</th>
          </tr>
        </thead>
        <tbody>
          {positions.map((position) => {
            const profile = position.permissionProfile;
            return (
              <tr key={position.positionId}>
                <td>
                  {(english ? position.labels?.en : position.labels?.es) || position.positionName}
                  <ChangeHistoryButton recordType="Position" recordId={position.positionId} recordName={position.positionName} />
                  <div className="bp6-text-muted">
                    <code>{position.positionId}</code>
                  </div>
                </td>
                <td>
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
                    options={[...(position.systemRoleId ? [] : [{ value: '', label: '—' }]), ...roles.map((role) => ({ value: role.systemRoleId, label: role.systemRoleName }))]}
                  />
                </td>
                <td>
                  {profile ? t(`positions.access.${menuAccessOf(profile.menuAccess)}`) : t('positions.access.none')}
                  {profile?.authenticatorRequired ? (
                    <div>
                      <Tag minimal intent="primary" icon="shield" className="admin__tag">
                        {t('positions.authenticatorRequired')}
                      </Tag>
                    </div>
                  ) : null}
                </td>
                <td>
                  {profile?.menuAccess === 'all'
                    ? t('positions.everyMenu')
                    : (profile?.permittedMenuIds ?? []).map((id) => (
                        <Tag key={id} minimal className="admin__tag">
                          {menuName(id)}
                        </Tag>
                      ))}
                </td>
                <td>
                  {(profile?.hiddenMenuIds ?? []).map((id) => (
                    <Tag key={id} minimal intent="warning" className="admin__tag">
                      {menuName(id)}
                    </Tag>
                  ))}
                </td>
                <td>
                  <Button size="small" variant="minimal" icon="edit" aria-label={t('positions.editProfile', { name: position.positionName })} disabled={!canEdit} onClick={() => setEditing(position)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      {editing ? <PermissionProfileDialog position={editing} menus={menus} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
