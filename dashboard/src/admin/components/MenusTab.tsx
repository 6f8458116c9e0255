import { Button, Callout, Card, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, H5, HTMLSelect, HTMLTable, Icon, InputGroup, Switch, Tag } from '@blueprintjs/core';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuScopeNames } from '../../../../domain/access/permissions';
import { menuTypeNames } from '../../../../domain/menus/visibility';
import { menuIcon } from '../../shell/utils/menus';
import { ChangeHistoryButton } from '../../history/components';
import { showErrorToast, showToast } from '../../ui/toaster';
import { useCreateSystemMenu, useUpdateSystemMenu } from '../hooks';
import { type SystemMenuFragment as SystemMenu, type SystemRoleFragment as SystemRole } from '../../graphql';
import { creationToastMs } from './RolesTab';

/** Lets a long id, path or component name wrap after each / and . and between camelCase words instead of widening the table. */
function breakable(text: string) {
  return text.split(/(?<=[/.])|(?<=[a-z])(?=[A-Z])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

/** Platform types of spec 003 section 3.1. */
const platformTypes = ['cloud', 'pos'] as const;

/**
 * System Menus: every record with its type, path, component, scopes and an active switch; Create
 * menu. `roles` is null when the caller cannot read roles (the new menu then gets no owner role);
 * without `canEdit` (no editar scope) the list is read-only.
 */
export function MenusTab({ menus, roles, canEdit }: { menus: SystemMenu[]; roles: SystemRole[] | null; canEdit: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const update = useUpdateSystemMenu();
  const [type, setType] = useState('');
  const [creating, setCreating] = useState(false);
  const english = i18n.resolvedLanguage === 'en';
  const shown = menus.filter((menu) => type === '' || menu.menuType === type);

  return (
    <Card className="admin__wide">
      <div className="admin__toolbar">
        <H5>{t('menus.title')}</H5>
        <HTMLSelect
          aria-label={t('menus.type')}
          value={type}
          onChange={(event) => setType(event.currentTarget.value)}
          options={[{ value: '', label: t('menus.allTypes') }, ...menuTypeNames.map((name) => ({ value: name, label: t(`menus.types.${name}`) }))]}
        />
        {canEdit ? <Button intent="primary" icon="add" text={t('menus.create')} onClick={() => setCreating(true)} /> : null}
      </div>
      <HTMLTable compact striped className="admin__table" aria-label={t('menus.title')}>
        <thead>
          <tr>
            <th>{t('menus.columns.name')}</th>
            <th>{t('menus.columns.id')}</th>
            <th>{t('menus.columns.type')}</th>
            <th>{t('menus.columns.path')}</th>
            <th>{t('menus.columns.component')}</th>
            <th>{t('menus.columns.platform')}</th>
            <th>{t('menus.columns.scopes')}</th>
            <th>{t('menus.columns.active')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((menu) => (
            <tr key={menu.systemMenuId}>
              <td>
                <Icon icon={menuIcon(menu.icon)} /> {(english ? menu.labels.en : menu.labels.es) || menu.systemMenuName}
                <ChangeHistoryButton recordType="SystemMenu" recordId={menu.systemMenuId} recordName={menu.systemMenuName} />
              </td>
              <td>
                <code>{breakable(menu.systemMenuId)}</code>
                {menu.parentSystemMenuId ? <div className="bp6-text-muted">↳ {menu.parentSystemMenuId}</div> : null}
              </td>
              <td>{t(`menus.types.${menu.menuType}`, { defaultValue: menu.menuType })}</td>
              <td>
                <code>{breakable(menu.path)}</code>
              </td>
              <td>{breakable(menu.component)}</td>
              <td>{menu.platformType}</td>
              <td className="admin__scopes">
                {menu.defaultScopes.map((scope) => (
                  <Tag key={scope.scopeName} minimal intent={scope.active ? 'success' : 'none'} className="admin__tag">
                    {scope.scopeName}
                  </Tag>
                ))}
              </td>
              <td>
                <Switch
                  aria-label={t('menus.toggle', { name: menu.systemMenuName })}
                  checked={menu.active}
                  disabled={!canEdit || update.isPending}
                  onChange={(event) =>
                    update.mutate({ id: menu.systemMenuId, input: { active: event.currentTarget.checked } }, { onError: (error) => void showErrorToast(error) })
                  }
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {creating ? <CreateMenuDialog menus={menus} roles={roles} onClose={() => setCreating(false)} /> : null}
    </Card>
  );
}

function CreateMenuDialog({ menus, roles, onClose }: { menus: SystemMenu[]; roles: SystemRole[] | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const create = useCreateSystemMenu();
  const [form, setForm] = useState({
    systemMenuId: '',
    systemMenuName: '',
    labelEs: '',
    labelEn: '',
    component: '',
    path: '',
    menuType: 'navigation',
    platformType: 'cloud',
    icon: '',
    parentSystemMenuId: '',
    systemMenuRoleId: '',
  });
  const [scopes, setScopes] = useState<Record<string, boolean>>({ leer: true, editar: true, ejecutar: true });
  const set = (field: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  // Spec 003 section 5: component, path, menu type and platform type are required (plus an id and a name here).
  const complete = [form.systemMenuId, form.systemMenuName, form.component, form.path, form.menuType, form.platformType].every((value) => value.trim() !== '');

  function submit() {
    if (!complete) return;
    const name = form.systemMenuName.trim();
    create.mutate(
      {
        input: {
          systemMenuId: form.systemMenuId.trim(),
          systemMenuName: name,
          menuType: form.menuType,
          path: form.path.trim(),
          component: form.component.trim(),
          platformType: form.platformType,
          labels: { es: form.labelEs.trim() || name, en: form.labelEn.trim() || name },
          defaultScopes: menuScopeNames.map((scopeName) => ({ scopeName, active: scopes[scopeName] ?? false })),
          ...(form.icon.trim() ? { icon: form.icon.trim() } : {}),
          ...(form.parentSystemMenuId ? { parentSystemMenuId: form.parentSystemMenuId } : {}),
          ...(form.systemMenuRoleId ? { systemMenuRoleId: form.systemMenuRoleId } : {}),
        },
      },
      {
        onSuccess: () => {
          void showToast({ message: t('menus.created'), intent: 'success', icon: 'tick', timeout: creationToastMs });
          onClose();
        },
        onError: (error) => void showErrorToast(error),
      },
    );
  }

  const text = (field: keyof typeof form, label: string, required = false) => (
    <FormGroup label={label} labelFor={`menu-${field}`} labelInfo={required ? t('menus.required') : undefined}>
      <InputGroup id={`menu-${field}`} value={form[field]} onValueChange={set(field)} />
    </FormGroup>
  );

  return (
    <Dialog isOpen onClose={onClose} title={t('menus.create')} icon="menu" style={{ width: 640 }}>
      <DialogBody>
        <div className="admin__form-grid">
          {text('systemMenuId', t('menus.fields.id'), true)}
          {text('systemMenuName', t('menus.fields.name'), true)}
          {text('labelEs', t('menus.fields.labelEs'))}
          {text('labelEn', t('menus.fields.labelEn'))}
          {text('component', t('menus.fields.component'), true)}
          {text('path', t('menus.fields.path'), true)}
          <FormGroup label={t('menus.fields.menuType')} labelFor="menu-menuType" labelInfo={t('menus.required')}>
            <HTMLSelect id="menu-menuType" fill value={form.menuType} onChange={(event) => set('menuType')(event.currentTarget.value)} options={menuTypeNames.map((name) => ({ value: name, label: t(`menus.types.${name}`) }))} />
          </FormGroup>
          <FormGroup label={t('menus.fields.platformType')} labelFor="menu-platformType" labelInfo={t('menus.required')}>
            <HTMLSelect id="menu-platformType" fill value={form.platformType} onChange={(event) => set('platformType')(event.currentTarget.value)} options={[...platformTypes]} />
          </FormGroup>
          {text('icon', t('menus.fields.icon'))}
          <FormGroup label={t('menus.fields.parent')} labelFor="menu-parent">
            <HTMLSelect
              id="menu-parent"
              fill
              value={form.parentSystemMenuId}
              onChange={(event) => set('parentSystemMenuId')(event.currentTarget.value)}
              options={[{ value: '', label: t('menus.noParent') }, ...menus.filter((menu) => !menu.parentSystemMenuId).map((menu) => ({ value: menu.systemMenuId, label: menu.systemMenuName }))]}
            />
          </FormGroup>
          {roles ? (
            <FormGroup label={t('menus.fields.role')} labelFor="menu-role">
              <HTMLSelect
                id="menu-role"
                fill
                value={form.systemMenuRoleId}
                onChange={(event) => set('systemMenuRoleId')(event.currentTarget.value)}
                options={[{ value: '', label: t('menus.noRole') }, ...roles.map((role) => ({ value: role.systemRoleId, label: role.systemRoleName }))]}
              />
            </FormGroup>
          ) : null}
          <FormGroup label={t('menus.fields.scopes')}>
            {menuScopeNames.map((scopeName) => (
              <Checkbox key={scopeName} inline label={scopeName} checked={scopes[scopeName] ?? false} onChange={(event) => setScopes((current) => ({ ...current, [scopeName]: event.currentTarget.checked }))} />
            ))}
          </FormGroup>
        </div>
        {create.isError ? <Callout intent="danger">{create.error.message}</Callout> : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('actions.cancel')} onClick={onClose} />
            <Button intent="primary" text={t('actions.create')} loading={create.isPending} disabled={!complete} onClick={submit} />
          </>
        }
      />
    </Dialog>
  );
}
