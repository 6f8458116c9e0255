import { Button, Card, H5, HTMLSelect, Icon, Switch, Tag } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuTypeNames } from '../../../../domain/menus/visibility';
import { menuIcon } from '../../shell/utils/menus';
import { ChangeHistoryButton } from '../../history/components';
import { DataTable } from '../../ui/components';
import { showErrorToast } from '../../ui/toaster';
import { useUpdateSystemMenu } from '../hooks';
import { type SystemMenuFragment as SystemMenu, type SystemRoleFragment as SystemRole } from '../../graphql';
import { CreateMenuDialog } from './CreateMenuDialog';

/** Lets a long id, path or component name wrap after each / and . and between camelCase words instead of widening the table. */
function breakable(text: string) {
  return text.split(/(?<=[/.])|(?<=[a-z])(?=[A-Z])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

export interface MenusTabProps {
  menus: SystemMenu[];
  /** Null when the caller cannot read roles (the new menu then gets no owner role). */
  roles: SystemRole[] | null;
  canEdit: boolean;
}

const column = createColumnHelper<SystemMenu>();

/**
 * System Menus: every record with its type, path, component, scopes and an active switch; Create
 * menu. `roles` is null when the caller cannot read roles (the new menu then gets no owner role);
 * without `canEdit` (no editar scope) the list is read-only.
 */
export function MenusTab({ menus, roles, canEdit }: MenusTabProps) {
  const { t, i18n } = useTranslation('admin');
  const update = useUpdateSystemMenu();
  const [type, setType] = useState('');
  const [creating, setCreating] = useState(false);
  const english = i18n.resolvedLanguage === 'en';
  const shown = useMemo(() => menus.filter((menu) => type === '' || menu.menuType === type), [menus, type]);
  const columns = useMemo(
    () => [
      column.accessor((menu) => (english ? menu.labels.en : menu.labels.es) || menu.systemMenuName, {
        id: 'name',
        header: t('menus.columns.name'),
        meta: { filter: { kind: 'text' } },
        cell: ({ row: { original: menu }, getValue }) => (
          <>
            <Icon icon={menuIcon(menu.icon)} /> {getValue()}
            <ChangeHistoryButton recordType="SystemMenu" recordId={menu.systemMenuId} recordName={menu.systemMenuName} />
          </>
        ),
      }),
      column.accessor('systemMenuId', {
        id: 'id',
        header: t('menus.columns.id'),
        meta: { filter: { kind: 'text' } },
        cell: ({ row: { original: menu } }) => (
          <>
            <code>{breakable(menu.systemMenuId)}</code>
            {menu.parentSystemMenuId ? <div className="bp6-text-muted">↳ {menu.parentSystemMenuId}</div> : null}
          </>
        ),
      }),
      column.accessor((menu) => t(`menus.types.${menu.menuType}`, { defaultValue: menu.menuType }), { id: 'type', header: t('menus.columns.type') }),
      column.accessor('path', {
        id: 'path',
        header: t('menus.columns.path'),
        meta: { filter: { kind: 'text' } },
        cell: ({ getValue }) => <code>{breakable(getValue())}</code>,
      }),
      column.accessor('component', {
        id: 'component',
        header: t('menus.columns.component'),
        meta: { filter: { kind: 'text' } },
        cell: ({ getValue }) => breakable(getValue()),
      }),
      column.accessor('platformType', { id: 'platform', header: t('menus.columns.platform') }),
      column.display({
        id: 'scopes',
        header: t('menus.columns.scopes'),
        meta: { exportValue: (menu) => menu.defaultScopes.map((scope) => scope.scopeName) },
        cell: ({ row: { original: menu } }) =>
          menu.defaultScopes.map((scope) => (
            <Tag key={scope.scopeName} minimal intent={scope.active ? 'success' : 'none'} className="admin__tag">
              {scope.scopeName}
            </Tag>
          )),
      }),
      column.accessor((menu) => (menu.active ? 1 : 0), {
        id: 'active',
        header: t('menus.columns.active'),
        meta: { exportValue: (menu) => menu.active },
        cell: ({ row: { original: menu } }) => (
          <Switch
            aria-label={t('menus.toggle', { name: menu.systemMenuName })}
            checked={menu.active}
            disabled={!canEdit || update.isPending}
            onChange={(event) =>
              update.mutate({ id: menu.systemMenuId, input: { active: event.currentTarget.checked } }, { onError: (error) => void showErrorToast(error) })
            }
          />
        ),
      }),
    ],
    [english, t, canEdit, update],
  );

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
      <DataTable tableId="admin-menus" label={t('menus.title')} columns={columns} rows={shown} getRowId={(menu) => menu.systemMenuId} pageSizes={[100, 500]} />
      {creating ? <CreateMenuDialog menus={menus} roles={roles} onClose={() => setCreating(false)} /> : null}
    </Card>
  );
}
