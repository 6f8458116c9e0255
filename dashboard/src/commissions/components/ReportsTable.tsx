import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/components';
import { useCsvExport } from '../../ui/hooks';
import { useReportColumns } from '../hooks/useReportColumns';
import { REPORT_ALL_ROWS, reportTablePageSizes, type useReportsTable } from '../hooks/useReportsTable';

interface ReportsTableProps {
  table: ReturnType<typeof useReportsTable>;
  organizationName: (id: string) => string;
  /** The payroll column filters the search by employee (not on one employee's reports). */
  filterPayroll: boolean;
  /** The file name if the server's is missing. */
  fileName: string;
}

/**
 * The reports of a search in the data table (spec 003 section 9): one page from the server in the
 * asked sort, page sizes 5 to 600 or every row, Error in red, Ver Reporte, and the CSV of the whole
 * search from the one export (`/api/export/commissionReports.csv`).
 */
export function ReportsTable({ table, organizationName, filterPayroll, fileName }: ReportsTableProps) {
  const { t } = useTranslation('commissions');
  const columns = useReportColumns(organizationName, filterPayroll);
  const csv = useCsvExport();
  const { reports } = table;
  return (
    <DataTable
      tableId="commission-reports"
      label={t('reports.title')}
      columns={columns}
      rows={reports.data?.results}
      getRowId={(row) => row.id}
      error={reports.error}
      onRetry={() => void reports.refetch()}
      emptyText={t('reports.none')}
      pageSizes={reportTablePageSizes}
      allPageSize={REPORT_ALL_ROWS}
      server={table.server}
      onExport={table.exportUrl ? () => csv.exportCsv(table.exportUrl!, fileName) : undefined}
      exporting={csv.exporting}
    />
  );
}
