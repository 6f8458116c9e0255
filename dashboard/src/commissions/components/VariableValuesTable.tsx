import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { reportPageSizes, REPORT_PAGE_SIZE_DEFAULT } from '../../../../domain/commissions/rules';
import { DataTable } from '../../ui/components';
import { useDeleteColumn } from '../hooks';

interface VariableValuesTableProps {
  values: Record<string, number>;
  canWrite: boolean;
  onRemove: (employeeId: string) => void;
}

interface EmployeeValue {
  employeeId: string;
  value: number;
}

const column = createColumnHelper<EmployeeValue>();

/** A tag's value per employee (hundreds) in the data table: sorted, filtered by employee, paged as the employees are. */
export function VariableValuesTable({ values, canWrite, onRemove }: VariableValuesTableProps) {
  const { t } = useTranslation('commissions');
  const deleteColumn = useDeleteColumn<EmployeeValue>((row) => row.employeeId, canWrite, onRemove);
  const rows = useMemo(() => Object.entries(values).map(([employeeId, value]) => ({ employeeId, value })), [values]);
  const columns = [
    column.accessor('employeeId', { id: 'employee', header: t('tags.employee'), meta: { filter: { kind: 'text' } } }),
    column.accessor('value', { id: 'value', header: t('tags.value'), meta: { numeric: true } }),
    ...deleteColumn,
  ];
  return (
    <DataTable
      tableId="commission-tag-values"
      label={t('tags.values')}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.employeeId}
      pageSizes={reportPageSizes}
      initialPageSize={REPORT_PAGE_SIZE_DEFAULT}
      emptyText={t('tags.noValues')}
    />
  );
}
