import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeHistoryPanel } from '../../history/components';
import { showErrorToast, showToast } from '../../ui/toaster';
import { useUpdatePermissionProfile } from '../hooks';
import { menuAccessOf, type MenuAccess } from '../utils/menuAccess';
import { type StaffPositionFragment as StaffPosition, type SystemMenuFragment as SystemMenu } from '../../graphql';

function toggled(list: readonly string[], id: string, on: boolean): string[] {
  return on ? [...new Set([...list, id])] : list.filter((item) => item !== id);
}

/**
 * The position's permission profile (spec 000 section 6, as data): every top-level menu or only
 * the listed ones, and the entries hidden even when their parent shows. Profile menus show to all.
 */
export function PermissionProfileDialog({ position, menus, onClose }: { position: StaffPosition; menus: SystemMenu[]; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const update = useUpdatePermissionProfile();
  const profile = position.permissionProfile;
  const [menuAccess, setMenuAccess] = useState<MenuAccess>(menuAccessOf(profile?.menuAccess));
  const [permitted, setPermitted] = useState<string[]>(profile?.permittedMenuIds ?? []);
  const [hidden, setHidden] = useState<string[]>(profile?.hiddenMenuIds ?? []);
  const [authenticatorRequired, setAuthenticatorRequired] = useState(profile?.authenticatorRequired ?? false);
  const shellMenus = menus.filter((menu) => menu.menuType !== 'profile' && menu.platformType === 'cloud');
  const topLevel = shellMenus.filter((menu) => !menu.parentSystemMenuId);

  function save() {
    update.mutate(
      { input: { positionId: position.positionId, menuAccess, permittedMenuIds: menuAccess === 'listed' ? permitted : [], hiddenMenuIds: hidden, menuScopes: profile?.menuScopes ?? [], authenticatorRequired } },
      {
        onSuccess: () => {
          void showToast({ message: t('positions.profileUpdated', { name: position.positionName }), intent: 'success', icon: 'tick' });
          onClose();
        },
        onError: (error) => void showErrorToast(error),
      },
    );
  }

  return (
    <Dialog isOpen onClose={onClose} title={t('positions.profileTitle', { name: position.positionName })} icon="key" style={{ width: 640 }}>
      <DialogBody>
        <FormGroup label={t('positions.columns.access')} labelFor="profile-access">
          <HTMLSelect
            id="profile-access"
            value={menuAccess}
            onChange={(event) => setMenuAccess(menuAccessOf(event.currentTarget.value))}
            options={[
              { value: 'all', label: t('positions.access.all') },
              { value: 'listed', label: t('positions.access.listed') },
            ]}
          />
        </FormGroup>
        {menuAccess === 'listed' ? (
          <FormGroup label={t('positions.columns.permitted')}>
            <div className="admin__menu-checks">
              {topLevel.map((menu) => (
                <Checkbox
                  key={menu.systemMenuId}
                  label={menu.systemMenuName}
                  checked={permitted.includes(menu.systemMenuId)}
                  onChange={(event) => setPermitted((current) => toggled(current, menu.systemMenuId, event.currentTarget.checked))}
                />
              ))}
            </div>
          </FormGroup>
        ) : null}
        <FormGroup label={t('positions.columns.hidden')}>
          <div className="admin__menu-checks">
            {shellMenus.map((menu) => (
              <Checkbox
                key={menu.systemMenuId}
                label={menu.parentSystemMenuId ? `${menu.systemMenuName} (${menu.parentSystemMenuId})` : menu.systemMenuName}
                checked={hidden.includes(menu.systemMenuId)}
                onChange={(event) => setHidden((current) => toggled(current, menu.systemMenuId, event.currentTarget.checked))}
              />
            ))}
          </div>
        </FormGroup>
        <FormGroup label={t('positions.columns.security')} helperText={t('positions.authenticatorHelp')}>
          <Checkbox
            label={t('positions.authenticatorRequired')}
            checked={authenticatorRequired}
            onChange={(event) => setAuthenticatorRequired(event.currentTarget.checked)}
          />
        </FormGroup>
        {update.isError ? <Callout intent="danger">{update.error.message}</Callout> : null}
        <ChangeHistoryPanel recordType="PermissionProfile" recordId={position.positionId} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('actions.cancel')} onClick={onClose} />
            <Button intent="primary" text={t('actions.save')} loading={update.isPending} onClick={save} />
          </>
        }
      />
    </Dialog>
  );
}
