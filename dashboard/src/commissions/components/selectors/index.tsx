import { Button, FormGroup, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaEmployees, useAreas, useCommissionGrants, useDataSources, useOrganizationEmployees, useOrganizations } from '../../hooks';
import type { Area, DataSource, Employee, Organization } from '../../utils/types';
import { SelectorDialog, type SelectorOption } from './SelectorDialog';

export { SelectorDialog, type SelectorDialogProps, type SelectorOption } from './SelectorDialog';

interface ChoiceProps<T> {
  isOpen: boolean;
  onAccept: (choice: T) => void;
  onCancel: () => void;
  initial?: string | null;
}

/** 'Selecciona empresa:' — only the companies the position lists (spec 003 section 6). */
export function OrganizationSelector({ isOpen, onAccept, onCancel, initial }: ChoiceProps<Organization>) {
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

/** 'Selecciona el Puesto:' — a company's positions. */
export function AreaSelector({ organization, isOpen, onAccept, onCancel, initial }: ChoiceProps<Area> & { organization: Organization | null }) {
  const { t } = useTranslation('commissions');
  const areas = useAreas(isOpen ? organization?.id : null);
  return (
    <SelectorDialog
      isOpen={isOpen}
      title={t('selectors.area')}
      header={organization ? <ChosenTag label={t('selectors.organizationChosen')} value={organization.name} /> : null}
      options={areas.rows?.map((row) => ({ id: row.id, label: row.name }))}
      loading={areas.isPending}
      error={areas.error}
      initial={initial}
      onAccept={(option) => onAccept(areas.rows?.find((row) => row.id === option.id) as Area)}
      onCancel={onCancel}
    />
  );
}

/** A company's data sources ('Error: No se encotraron Fuentes de información' when none). */
export function DataSourceSelector({ organization, isOpen, onAccept, onCancel, initial }: ChoiceProps<DataSource> & { organization: Organization | null }) {
  const { t } = useTranslation('commissions');
  const dataSources = useDataSources(isOpen ? organization?.id : null);
  return (
    <SelectorDialog
      isOpen={isOpen}
      title={t('selectors.dataSource')}
      header={organization ? <ChosenTag label={t('selectors.organizationChosen')} value={organization.name} /> : null}
      options={dataSources.rows?.map((row) => ({ id: row.id, label: row.name }))}
      loading={dataSources.isPending}
      error={dataSources.error}
      emptyText={t('selectors.emptyDataSources')}
      initial={initial}
      onAccept={(option) => onAccept({ id: option.id, name: option.label })}
      onCancel={onCancel}
    />
  );
}

/**
 * 'Selecciona el empleado:' — the employees of a company or, with `areaId`, of one position (the
 * editor's preview and the run dialog), filterable by name or id.
 */
export function EmployeeSelector({ organizationId = null, areaId = null, isOpen, onAccept, onCancel, initial, exclude }: ChoiceProps<Employee> & { organizationId?: string | null; areaId?: string | null; exclude?: ReadonlySet<string> }) {
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

/**
 * A form field whose value is an employee of a position: the chosen one (id and name) beside a
 * button that opens the full-screen employee selector (search, Accept disabled until a choice).
 */
export function EmployeeField({ areaId, label, value, onChange, disabled }: { areaId: string; label: string; value: Employee | null; onChange: (employee: Employee) => void; disabled?: boolean }) {
  const { t } = useTranslation('commissions');
  const [choosing, setChoosing] = useState(false);
  return (
    <FormGroup label={label} className="commissions-employee-field">
      <div className="commissions-employee-field__row">
        {value ? (
          <Tag large minimal data-testid="chosen-employee" title={value.id}>
            {value.id} {value.fullname}
          </Tag>
        ) : (
          <span className="bp6-text-muted">{t('selectors.noEmployee')}</span>
        )}
        <Button icon="person" text={value ? t('selectors.changeEmployee') : t('selectors.chooseEmployee')} disabled={disabled} onClick={() => setChoosing(true)} />
      </div>
      <EmployeeSelector
        areaId={areaId}
        isOpen={choosing}
        initial={value?.id ?? null}
        onAccept={(employee) => {
          onChange(employee);
          setChoosing(false);
        }}
        onCancel={() => setChoosing(false)}
      />
    </FormGroup>
  );
}

function ChosenTag({ label, value }: { label: string; value: string }) {
  return (
    <p className="commissions-selector__chosen">
      {label} <Tag minimal>{value}</Tag>
    </p>
  );
}

export interface OrganizationFlowChoice {
  organization: Organization;
  area?: Area;
  dataSource?: DataSource;
}

export interface OrganizationFlowProps {
  /** What is asked after the company: a position, a data source, or nothing. */
  then: 'area' | 'dataSource' | null;
  onAccept: (choice: OrganizationFlowChoice) => void;
  /** Cancel (the spec: back to the module's dashboard). */
  onCancel: () => void;
}

/**
 * The selector screens of spec 003 section 2.2 (variables, parametros, indicadores,
 * comisiones-variables, empleados, areas, reportes): the company first, then its position or data
 * source; each step's Accept is disabled until a choice, Cancel leaves.
 */
export function OrganizationFlow({ then, onAccept, onCancel }: OrganizationFlowProps) {
  const [organization, setOrganization] = useState<Organization | null>(null);
  if (!organization || then === null) {
    return (
      <OrganizationSelector
        isOpen
        onCancel={onCancel}
        onAccept={(chosen) => (then === null ? onAccept({ organization: chosen }) : setOrganization(chosen))}
      />
    );
  }
  const back = () => setOrganization(null);
  return then === 'area' ? (
    <AreaSelector isOpen organization={organization} onCancel={back} onAccept={(area) => onAccept({ organization, area })} />
  ) : (
    <DataSourceSelector isOpen organization={organization} onCancel={back} onAccept={(dataSource) => onAccept({ organization, dataSource })} />
  );
}

export type { SelectorOption as Option };
