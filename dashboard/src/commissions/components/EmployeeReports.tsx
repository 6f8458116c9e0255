import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommissionsGet, useOrganizations, useReportCharts, useReportSearch } from '../hooks';
import { segment } from '../utils/rest';
import type { Employee, ReportSearch } from '../utils/types';
import { CommissionsPage } from './CommissionsPage';
import { ListState } from './common';
import { useReportPaging } from '../hooks/useReportPaging';
import { ChartSlot } from './ChartSlot';
import { PagingControls } from './PagingControls';
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
  const organizationName = (id: string) => organizations.rows?.find((row) => row.id === id)?.name ?? id;
  const search = useMemo<ReportSearch | null>(() => (organizationId ? { type: 'organization', organization_id: organizationId, employee_id: employeeId } : null), [organizationId, employeeId]);
  const paging = useReportPaging();
  const reports = useReportSearch(search, paging.page + 1, paging.size);
  const rows = reports.data?.results ?? [];
  const total = reports.data?.total ?? 0;
  const overTimeQuery = useReportCharts(search, reports.isSuccess);
  const overTime = overTimeQuery.data?.over_time ?? [];
  const overTimePending = overTimeQuery.isPending && !overTimeQuery.isError;
  const name = employee.data?.employee.fullname ?? employeeId;
  return (
    <CommissionsPage title={t('reports.ofEmployee', { name })} crumbs={[{ text: t('cards.reports.title'), to: 'reportes' }, { text: t('lists.list') }, { text: name }]} module="Reports">
      {() => (
        <ListState loading={employee.isPending || (organizationId !== null && reports.isPending)} error={employee.error ?? reports.error} empty={total === 0} emptyText={t('reports.none')} onRetry={() => void reports.refetch()}>
          <ChartSlot pending={overTimePending} empty={overTime.length === 0}>
            <OverTimeChart data={overTime} />
          </ChartSlot>
          <PagingControls paging={paging} shown={rows.length} total={total} />
          <ReportsTable rows={rows} organizationName={organizationName} />
        </ListState>
      )}
    </CommissionsPage>
  );
}
