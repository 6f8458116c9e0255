import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryProblem } from '../../ui/components';
import { useCommissionsGet, useOrganizations, useReportCharts } from '../hooks';
import { useReportsTable } from '../hooks/useReportsTable';
import { segment } from '../utils/rest';
import type { Employee, ReportSearch } from '../utils/types';
import { CommissionsPage } from './CommissionsPage';
import { ChartSlot } from './ChartSlot';
import { ReportsTable } from './ReportsTable';
import { OverTimeChart } from './lazyReportCharts';

interface EmployeeReportsProps {
  employeeId: string;
}

/** reportes/{employeeId}: one employee's reports and the result over time. */
export function EmployeeReports({ employeeId }: EmployeeReportsProps) {
  const { t } = useTranslation('commissions');
  const employee = useCommissionsGet<{ employee: Employee }>(['employee', employeeId], `/employee/${segment(employeeId)}`);
  const organizationId = employee.data?.employee.organization_id ?? null;
  const organizations = useOrganizations();
  const organizationName = useCallback((id: string) => organizations.rows?.find((row) => row.id === id)?.name ?? id, [organizations.rows]);
  const search = useMemo<ReportSearch | null>(
    () => (organizationId ? { type: 'organization', organization_id: organizationId, employee_id: employeeId } : null),
    [organizationId, employeeId],
  );
  const table = useReportsTable(search);
  const overTimeQuery = useReportCharts(search, table.reports.isSuccess);
  const overTime = overTimeQuery.data?.over_time ?? [];
  const overTimePending = overTimeQuery.isPending && !overTimeQuery.isError;
  const name = employee.data?.employee.fullname ?? employeeId;
  return (
    <CommissionsPage
      title={t('reports.ofEmployee', { name })}
      crumbs={[{ text: t('cards.reports.title'), to: 'reportes' }, { text: t('lists.list') }, { text: name }]}
      module="Reports"
    >
      {() =>
        employee.error ? (
          <QueryProblem error={employee.error} onRetry={() => void employee.refetch()} />
        ) : (
          <>
            {table.reports.data?.total ? (
              <ChartSlot pending={overTimePending} empty={overTime.length === 0}>
                <OverTimeChart data={overTime} />
              </ChartSlot>
            ) : null}
            <ReportsTable table={table} organizationName={organizationName} filterPayroll={false} fileName={`reportes-${employeeId}.csv`} />
          </>
        )
      }
    </CommissionsPage>
  );
}
