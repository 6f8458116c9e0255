import { Checkbox, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { menuScopeNames } from '../../../../domain/access/permissions';
import { systemMenuInputSchema } from '../../../../domain/menus/exchange';
import { menuTypeNames } from '../../../../domain/menus/visibility';
import { type SystemMenuFragment as SystemMenu, type SystemRoleFragment as SystemRole } from '../../graphql';
import { useZodForm } from '../../ui/hooks';
import { showToast } from '../../ui/toaster';
import { useCreateSystemMenu } from '../hooks';
import { creationToastMs } from '../utils/creationToast';
import { FormDialog } from '../../ui/components';

/** Platform types of spec 003 section 3.1. */
const platformTypes = ['cloud', 'pos'] as const;

export interface CreateMenuDialogProps {
  menus: SystemMenu[];
  /** Null when the caller cannot read roles: the new menu then gets no owner role. */
  roles: SystemRole[] | null;
  onClose: () => void;
}

/** The dialog's fields: every text as typed, the scopes as ticks. */
interface MenuFields {
  systemMenuId: string;
  systemMenuName: string;
  labelEs: string;
  labelEn: string;
  component: string;
  path: string;
  menuType: string;
  platformType: string;
  icon: string;
  parentSystemMenuId: string;
  systemMenuRoleId: string;
  scopes: Record<string, boolean>;
}

const blank: MenuFields = {
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
  scopes: { leer: true, editar: true, ejecutar: true },
};

/** What createSystemMenu takes (the server parses it with the same schema): empty labels take the name, empty choices are absent. */
function menuInput(fields: MenuFields) {
  const name = fields.systemMenuName.trim();
  return {
    systemMenuId: fields.systemMenuId.trim(),
    systemMenuName: name,
    menuType: fields.menuType,
    path: fields.path.trim(),
    component: fields.component.trim(),
    platformType: fields.platformType,
    labels: { es: fields.labelEs.trim() || name, en: fields.labelEn.trim() || name },
    defaultScopes: menuScopeNames.map((scopeName) => ({ scopeName, active: fields.scopes[scopeName] ?? false })),
    ...(fields.icon.trim() ? { icon: fields.icon.trim() } : {}),
    ...(fields.parentSystemMenuId ? { parentSystemMenuId: fields.parentSystemMenuId } : {}),
    ...(fields.systemMenuRoleId ? { systemMenuRoleId: fields.systemMenuRoleId } : {}),
  };
}

/** The label of each of the server's field paths that is not a field of its own here. */
function fieldOfServerPath(path: string): string | null {
  if (path.startsWith('input.')) return fieldOfServerPath(path.slice('input.'.length));
  if (path === 'labels.es') return 'labelEs';
  if (path === 'labels.en') return 'labelEn';
  return path;
}

/**
 * 'Crear menú' (spec 003 section 5): component, path, menu type and platform type are required
 * (plus an id and a name); checked with the server's own schema (domain/menus/exchange.ts), each
 * problem under its field in the user's language.
 */
export function CreateMenuDialog({ menus, roles, onClose }: CreateMenuDialogProps) {
  const { t } = useTranslation('admin');
  const create = useCreateSystemMenu();
  const form = useZodForm<typeof systemMenuInputSchema, MenuFields>(systemMenuInputSchema, {
    id: 'menu',
    defaultValues: blank,
    toInput: menuInput,
    fieldOfServerPath,
    saving: create.isPending,
  });
  const submit = form.submit(() =>
    create.mutate(
      { input: menuInput(form.getValues()) },
      {
        onSuccess: () => {
          void showToast({ message: t('menus.created'), intent: 'success', icon: 'tick', timeout: creationToastMs });
          onClose();
        },
        onError: form.setServerError,
      },
    ),
  );
  const text = (field: 'systemMenuId' | 'systemMenuName' | 'labelEs' | 'labelEn' | 'component' | 'path' | 'icon', label: string, required = false) => (
    <FormGroup label={label} labelInfo={required ? t('menus.required') : undefined} {...form.group(field)}>
      <InputGroup {...form.input(field)} />
    </FormGroup>
  );
  const scopes = form.watch('scopes');
  return (
    <FormDialog
      title={t('menus.create')}
      icon="menu"
      style={{ width: 640 }}
      onClose={onClose}
      onSubmit={submit}
      form={form}
      submitText={t('actions.create')}
      saving={create.isPending}
    >
      <div className="admin__form-grid">
        {text('systemMenuId', t('menus.fields.id'), true)}
        {text('systemMenuName', t('menus.fields.name'), true)}
        {text('labelEs', t('menus.fields.labelEs'))}
        {text('labelEn', t('menus.fields.labelEn'))}
        {text('component', t('menus.fields.component'), true)}
        {text('path', t('menus.fields.path'), true)}
        <FormGroup label={t('menus.fields.menuType')} labelInfo={t('menus.required')} {...form.group('menuType')}>
          <HTMLSelect fill {...form.select('menuType')} options={menuTypeNames.map((name) => ({ value: name, label: t(`menus.types.${name}`) }))} />
        </FormGroup>
        <FormGroup label={t('menus.fields.platformType')} labelInfo={t('menus.required')} {...form.group('platformType')}>
          <HTMLSelect fill {...form.select('platformType')} options={[...platformTypes]} />
        </FormGroup>
        {text('icon', t('menus.fields.icon'))}
        <FormGroup label={t('menus.fields.parent')} {...form.group('parentSystemMenuId')}>
          <HTMLSelect
            fill
            {...form.select('parentSystemMenuId')}
            options={[
              { value: '', label: t('menus.noParent') },
              ...menus.filter((menu) => !menu.parentSystemMenuId).map((menu) => ({ value: menu.systemMenuId, label: menu.systemMenuName })),
            ]}
          />
        </FormGroup>
        {roles ? (
          <FormGroup label={t('menus.fields.role')} {...form.group('systemMenuRoleId')}>
            <HTMLSelect
              fill
              {...form.select('systemMenuRoleId')}
              options={[{ value: '', label: t('menus.noRole') }, ...roles.map((role) => ({ value: role.systemRoleId, label: role.systemRoleName }))]}
            />
          </FormGroup>
        ) : null}
        <FormGroup label={t('menus.fields.scopes')}>
          {menuScopeNames.map((scopeName) => (
            <Checkbox
              key={scopeName}
              inline
              label={scopeName}
              checked={scopes[scopeName] ?? false}
              onChange={(event) => form.setValue(`scopes.${scopeName}`, event.currentTarget.checked, { shouldDirty: true })}
            />
          ))}
        </FormGroup>
      </div>
    </FormDialog>
  );
}
