import { useTranslation } from 'react-i18next';
import { useAreaEmployees, useOrganizationEmployees } from '../../hooks';
import type { Employee } from '../../utils/types';
import { SelectorDialog } from './SelectorDialog';
import type { SelectorChoiceProps } from './selectorProps';

export interface EmployeeSelectorProps extends SelectorChoiceProps<Employee> {
  organizationId?: string | null;
  /** The employees of one position instead of the whole company's. */
  areaId?: string | null;
  exclude?: ReadonlySet<string>;
}

/**
 * 'Selecciona el empleado:' — the employees of a company or, with `areaId`, of one position (the
 * editor's preview and the run dialog), filterable by name or id.
 */
export function EmployeeSelector({ organizationId = null, areaId = null, isOpen, onAccept, onCancel, initial, exclude }: EmployeeSelectorProps) {
  const { t } = useTranslation('commissions');
  const ofOrganization = useOrganizationEmployees(isOpen && !areaId ? organizationId : null);
  const ofArea = useAreaEmployees(isOpen ? areaId : null);
  const employees = areaId ? ofArea : ofOrganization;
  const rows = employees.rows?.filter((row) => !exclude?.has(row.id));
  return (
    <SelectorDialog
      isOpen={isOpen}
      title={t('selectors.employee')}
      options={rows?.map((row) => ({ id: row.id, label: row.fullname, hint: row.id }))}
      loading={employees.isPending}
      error={employees.error}
      initial={initial}
      onAccept={(option) => onAccept(employees.rows?.find((row) => row.id === option.id) as Employee)}
      onCancel={onCancel}
    />
  );
}
