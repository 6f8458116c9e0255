import { useParams } from 'react-router-dom';
import { isEmployeeId } from '../utils/paths';
import { EmployeeReports } from './EmployeeReports';
import { OrganizationReports } from './OrganizationReports';

/** reportes/{id}: a company's reports, or one employee's when the id is an employee's (`company-payroll`). */
export function ReportsScreen() {
  const { id = '' } = useParams();
  return isEmployeeId(id) ? <EmployeeReports employeeId={id} /> : <OrganizationReports organizationId={id} />;
}
