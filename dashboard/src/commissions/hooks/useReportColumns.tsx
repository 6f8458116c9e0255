import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { intlLocaleOf } from '../../ui/utils';
import { commissionsPath, part } from '../utils/paths';
import { listResult, slashDate } from '../utils/reports';
import type { Report } from '../utils/types';

const column = createColumnHelper<Report>();

/**
 * The reports' columns (spec 003 section 9). The sortable ids are the server's sort keys
 * (domain/commissions/reportSort.ts); the payroll filter is the search's employee.
 */
export function useReportColumns(organizationName: (id: string) => string, filterPayroll: boolean) {
  const { t, i18n } = useTranslation('commissions');
  const locale = intlLocaleOf(i18n.resolvedLanguage ?? 'es');
  return useMemo(
    () => [
      column.accessor((row) => organizationName(row.organization_id), { id: 'organization', header: t('reports.columns.organization'), enableSorting: false }),
      column.accessor('employee_id', { id: 'payroll', header: t('reports.columns.payroll'), meta: filterPayroll ? { filter: { kind: 'text' } } : undefined }),
      column.accessor('employee_name', { id: 'employee', header: t('reports.columns.employee') }),
      column.accessor('hierarchical_node_name', { id: 'area', header: t('reports.columns.area'), enableSorting: false }),
      column.accessor('variable_commission_name', { id: 'commission', header: t('reports.columns.commission'), enableSorting: false }),
      column.accessor('start_date', { id: 'start', header: t('reports.columns.start'), cell: ({ getValue }) => slashDate(getValue()) }),
      column.accessor('end_date', { id: 'calculated', header: t('reports.columns.calculated'), cell: ({ getValue }) => slashDate(getValue()) }),
      column.accessor('evaluation_result', {
        id: 'result',
        header: t('reports.columns.result'),
        meta: { numeric: true },
        cell: ({ row: { original: row } }) => <span className={row.exception ? 'commissions-error' : undefined}>{listResult(row, locale)}</span>,
      }),
      column.accessor('warehouse', { id: 'store', header: t('reports.columns.store') }),
      column.display({
        id: 'view',
        header: '',
        enableHiding: false,
        cell: ({ row: { original: row } }) => <Link to={commissionsPath(`reportes/detalle/${part(row.id)}`)}>{t('reports.view')}</Link>,
      }),
    ],
    [t, locale, organizationName, filterPayroll],
  );
}
