import { useTranslation } from 'react-i18next';
import { useCommissionGrants, useOrganizations } from '../../hooks';
import type { Organization } from '../../utils/types';
import { SelectorDialog } from './SelectorDialog';
import type { SelectorChoiceProps } from './selectorProps';

export type OrganizationSelectorProps = SelectorChoiceProps<Organization>;

/** 'Selecciona empresa:' — only the companies the position lists (spec 003 section 6). */
export function OrganizationSelector({ isOpen, onAccept, onCancel, initial }: OrganizationSelectorProps) {
  const { t } = useTranslation('commissions');
  const organizations = useOrganizations(isOpen);
  const { grants } = useCommissionGrants();
  const rows = organizations.rows?.filter((row) => !grants || grants.organizations.size === 0 || grants.organizations.has(row.id));
  return (
    <SelectorDialog
      isOpen={isOpen}
      title={t('selectors.organization')}
      options={rows?.map((row) => ({ id: row.id, label: row.name, hint: row.id }))}
      loading={organizations.isPending}
      error={organizations.error}
      initial={initial}
      onAccept={(option) => onAccept({ id: option.id, name: option.label })}
      onCancel={onCancel}
    />
  );
}
