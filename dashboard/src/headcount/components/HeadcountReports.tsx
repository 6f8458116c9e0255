import { Card, InputGroup, Spinner } from '@blueprintjs/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/components';
import { useCsvExport } from '../../ui/hooks';
import { useHeadcountSummary } from '../hooks';
import { useHeadcountReportColumns, type HeadcountReportRow } from '../hooks/useHeadcountReportColumns';
import { HEADCOUNT_PAGE_SIZES, useHeadcountReportsTable } from '../hooks/useHeadcountReportsTable';
import { HistoryDrawer } from './HistoryDrawer';

/**
 * Every store's headcount report in the data table (spec 002 section 2): searched, filtered by
 * company and status, sorted and paged (10, 25, 100) on the server, exported whole as CSV; More
 * Info opens the store's history.
 */
export function HeadcountReports() {
  const { t } = useTranslation('headcount');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<HeadcountReportRow | null>(null);
  const table = useHeadcountReportsTable(search);
  const summary = useHeadcountSummary();
  const companies = useMemo(
    () => (summary.data?.headcountSummary ?? []).map((card) => ({ value: card.organizationId, label: card.organizationName })),
    [summary.data],
  );
  const columns = useHeadcountReportColumns(
    companies,
    useCallback((row: HeadcountReportRow) => setSelected(row), []),
  );
  const csv = useCsvExport();
  const { reports } = table;
  return (
    <Card className="headcount__reports">
      <h3>{t('reports.title')}</h3>
      <DataTable
        tableId="headcount-reports"
        label={t('reports.title')}
        columns={columns}
        rows={reports.data?.headcountReports.rows}
        getRowId={(row) => row.id}
        error={reports.error}
        onRetry={() => void reports.refetch()}
        emptyText={t('empty')}
        pageSizes={HEADCOUNT_PAGE_SIZES}
        server={table.server}
        onOpen={(row) => (row.statusName ? setSelected(row) : undefined)}
        onExport={() => csv.exportCsv(table.exportUrl, 'headcount.csv')}
        exporting={csv.exporting}
        toolbar={
          <InputGroup
            leftIcon="search"
            placeholder={t('reports.search')}
            aria-label={t('reports.search')}
            value={search}
            rightElement={reports.isFetching ? <Spinner size={16} /> : undefined}
            onValueChange={(value) => {
              setSearch(value);
              table.firstPage();
            }}
          />
        }
      />
      {selected && <HistoryDrawer report={selected} onClose={() => setSelected(null)} />}
    </Card>
  );
}
