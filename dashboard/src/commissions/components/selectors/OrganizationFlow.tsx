import { useState } from 'react';
import type { Area, DataSource, Organization } from '../../utils/types';
import { AreaSelector } from './AreaSelector';
import { DataSourceSelector } from './DataSourceSelector';
import { OrganizationSelector } from './OrganizationSelector';

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
      <OrganizationSelector isOpen onCancel={onCancel} onAccept={(chosen) => (then === null ? onAccept({ organization: chosen }) : setOrganization(chosen))} />
    );
  }
  const back = () => setOrganization(null);
  return then === 'area' ? (
    <AreaSelector isOpen organization={organization} onCancel={back} onAccept={(area) => onAccept({ organization, area })} />
  ) : (
    <DataSourceSelector isOpen organization={organization} onCancel={back} onAccept={(dataSource) => onAccept({ organization, dataSource })} />
  );
}
