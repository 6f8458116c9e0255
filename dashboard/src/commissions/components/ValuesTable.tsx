import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/components';
import type { ParameterValue } from '../utils/types';
import { useDeleteColumn } from '../hooks';

interface ValuesTableProps {
  values: readonly ParameterValue[];
  canWrite: boolean;
  onRemove?: (date: string) => void;
}

const column = createColumnHelper<ParameterValue>();

/** A parameter's dated values in the data table (sorted by date or value), delete with write. */
export function ValuesTable({ values, canWrite, onRemove }: ValuesTableProps) {
  const { t } = useTranslation('commissions');
  const deleteColumn = useDeleteColumn<ParameterValue>((value) => value.uploaded_at, canWrite, onRemove);
  const columns = [
    column.accessor('uploaded_at', { id: 'date', header: t('parameters.date'), meta: { filter: { kind: 'text' } } }),
    column.accessor('value', { id: 'value', header: t('parameters.value'), meta: { numeric: true } }),
    ...deleteColumn,
  ];
  return (
    <DataTable
      tableId="commission-parameter-values"
      label={t('parameters.values')}
      columns={columns}
      rows={values as ParameterValue[]}
      getRowId={(value) => value.uploaded_at}
      pageSizes={[25, 50, 100]}
    />
  );
}
