import { Checkbox, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { permissionProfileInputSchema } from '../../../../domain/menus/exchange';
import { ChangeHistoryPanel } from '../../history/components';
import { useZodForm } from '../../ui/hooks';
import { showToast } from '../../ui/toaster';
import { useUpdatePermissionProfile } from '../hooks';
import { menuAccessOf } from '../utils/menuAccess';
import { type StaffPositionFragment as StaffPosition, type SystemMenuFragment as SystemMenu } from '../../graphql';
import { FormDialog } from '../../ui/components';

function toggled(list: readonly string[], id: string, on: boolean): string[] {
  return on ? [...new Set([...list, id])] : list.filter((item) => item !== id);
}

export interface PermissionProfileDialogProps {
  position: StaffPosition;
  menus: SystemMenu[];
  onClose: () => void;
}

/**
 * The position's permission profile (spec 000 section 6, as data): every top-level menu or only
 * the listed ones, and the entries hidden even when their parent shows. Profile menus show to all.
 * Checked with the server's schema (permissionProfileInputSchema) through useZodForm.
 */
export function PermissionProfileDialog({ position, menus, onClose }: PermissionProfileDialogProps) {
  const { t } = useTranslation('admin');
  const update = useUpdatePermissionProfile();
  const profile = position.permissionProfile;
  const form = useZodForm(permissionProfileInputSchema, {
    id: 'profile',
    defaultValues: {
      positionId: position.positionId,
      menuAccess: menuAccessOf(profile?.menuAccess),
      permittedMenuIds: profile?.permittedMenuIds ?? [],
      hiddenMenuIds: profile?.hiddenMenuIds ?? [],
      menuScopes: profile?.menuScopes ?? [],
      authenticatorRequired: profile?.authenticatorRequired ?? false,
    },
    // Only the listed access keeps its list of menus.
    toInput: (values) => ({ ...values, permittedMenuIds: values.menuAccess === 'listed' ? values.permittedMenuIds : [] }),
    saving: update.isPending,
  });
  const shellMenus = menus.filter((menu) => menu.menuType !== 'profile' && menu.platformType === 'cloud');
  const topLevel = shellMenus.filter((menu) => !menu.parentSystemMenuId);
  const [menuAccess, permitted = [], hidden = [], authenticatorRequired] = form.watch([
    'menuAccess',
    'permittedMenuIds',
    'hiddenMenuIds',
    'authenticatorRequired',
  ]);
  const change = { shouldDirty: true, shouldValidate: true } as const;
  const submit = form.submit((input) =>
    update.mutate(
      { input },
      {
        onSuccess: () => {
          void showToast({ message: t('positions.profileUpdated', { name: position.positionName }), intent: 'success', icon: 'tick' });
          onClose();
        },
        onError: form.setServerError,
      },
    ),
  );

  return (
    <FormDialog
      title={t('positions.profileTitle', { name: position.positionName })}
      icon="key"
      style={{ width: 640 }}
      onClose={onClose}
      onSubmit={submit}
      form={form}
      submitText={t('actions.save')}
      saving={update.isPending}
      history={<ChangeHistoryPanel recordType="PermissionProfile" recordId={position.positionId} />}
    >
      <FormGroup label={t('positions.columns.access')} {...form.group('menuAccess')}>
        <HTMLSelect
          {...form.select('menuAccess')}
          options={[
            { value: 'all', label: t('positions.access.all') },
            { value: 'listed', label: t('positions.access.listed') },
          ]}
        />
      </FormGroup>
      {menuAccess === 'listed' ? (
        <FormGroup label={t('positions.columns.permitted')} {...form.group('permittedMenuIds')}>
          <div className="admin__menu-checks">
            {topLevel.map((menu) => (
              <Checkbox
                key={menu.systemMenuId}
                label={menu.systemMenuName}
                checked={permitted.includes(menu.systemMenuId)}
                onChange={(event) => form.setValue('permittedMenuIds', toggled(permitted, menu.systemMenuId, event.currentTarget.checked), change)}
              />
            ))}
          </div>
        </FormGroup>
      ) : null}
      <FormGroup label={t('positions.columns.hidden')} {...form.group('hiddenMenuIds')}>
        <div className="admin__menu-checks">
          {shellMenus.map((menu) => (
            <Checkbox
              key={menu.systemMenuId}
              label={menu.parentSystemMenuId ? `${menu.systemMenuName} (${menu.parentSystemMenuId})` : menu.systemMenuName}
              checked={hidden.includes(menu.systemMenuId)}
              onChange={(event) => form.setValue('hiddenMenuIds', toggled(hidden, menu.systemMenuId, event.currentTarget.checked), change)}
            />
          ))}
        </div>
      </FormGroup>
      <FormGroup label={t('positions.columns.security')} helperText={t('positions.authenticatorHelp')}>
        <Checkbox
          label={t('positions.authenticatorRequired')}
          checked={authenticatorRequired === true}
          onChange={(event) => form.setValue('authenticatorRequired', event.currentTarget.checked, change)}
        />
      </FormGroup>
    </FormDialog>
  );
}
