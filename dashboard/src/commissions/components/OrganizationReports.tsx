import { Button, Callout, FormGroup, HTMLSelect, Intent, Switch } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storeDate } from '../../../../domain/common/time';
import { exportReports, useAreas, useOrganizations, useReportCharts, useReportSearch } from '../hooks';
import { defaultReportPeriod, reportsCsv } from '../utils/reports';
import type { ReportSearch } from '../utils/types';
import { CommissionsPage } from './CommissionsPage';
import { DayInput, ListState } from './common';
import { useReportColumns } from '../hooks/useReportColumns';
import { useReportPaging } from '../hooks/useReportPaging';
import { downloadCsv } from '../utils/downloadCsv';
import { ChartSlot } from './ChartSlot';
import { PagingControls } from './PagingControls';
import { ReportsTable } from './ReportsTable';
import { ResultsChart } from './lazyReportCharts';

interface OrganizationReportsProps {
  organizationId: string;
}

/**
 * reportes/{organizationId}: start and end dates (yyyy/MM/dd, default the most recent Sunday to
 * today), Área, BUSCAR REPORTES; the table of section 2.2 with page sizes, Export of every row and
 * a chart. It opens with the company's latest reports (no date filter) so the page is never blank.
 */
export function OrganizationReports({ organizationId }: OrganizationReportsProps) {
  const { t } = useTranslation('commissions');
  const organizations = useOrganizations();
  const organizationName = (id: string) => organizations.rows?.find((row) => row.id === id)?.name ?? id;
  const areas = useAreas(organizationId);
  const initial = useMemo(() => defaultReportPeriod(storeDate(Date.now())), []);
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  const [useDates, setUseDates] = useState(false);
  const [areaId, setAreaId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [search, setSearch] = useState<ReportSearch>({ type: 'organization', organization_id: organizationId });
  const paging = useReportPaging();
  const reports = useReportSearch(search, paging.page + 1, paging.size);
  const rows = reports.data?.results ?? [];
  const total = reports.data?.total ?? 0;
  // The charts are asked for once the first page is on screen, so they never delay it.
  const charts = useReportCharts(search, reports.isSuccess);
  const columns = useReportColumns();
  const [exporting, setExporting] = useState(false);
  const exportAll = () => {
    setExporting(true);
    setProblem(null);
    exportReports(search)
      .then((all) => downloadCsv(`reportes-${organizationId}.csv`, reportsCsv(all, columns, organizationName)))
      .catch((error: unknown) => setProblem(t('reports.exportFailed', { message: error instanceof Error ? error.message : String(error) })))
      .finally(() => setExporting(false));
  };
  const submit = () => {
    if (useDates && (!start || !end || start > end)) {
      setProblem(t('reports.datesInverted'));
      return;
    }
    setProblem(null);
    paging.reset();
    const type = areaId ? (useDates ? 'organization_hierarchical_dates' : 'organization_hierarchical') : useDates ? 'organization_dates' : 'organization';
    setSearch({ type, organization_id: organizationId, ...(areaId ? { hierarchical_node_id: areaId } : {}), ...(useDates ? { start_date: start, end_date: end } : {}) });
  };
  return (
    <CommissionsPage title={t('reports.titleOf', { name: organizationName(organizationId) })} crumbs={[{ text: t('cards.reports.title'), to: 'reportes' }, { text: t('lists.list') }, { text: organizationName(organizationId) }]} module="Reports">
      {() => (
        <>
          <div className="commissions-toolbar">
            <FormGroup label={t('reports.dates')}>
              <Switch checked={useDates} label={t('reports.filterDates')} onChange={(event) => setUseDates(event.currentTarget.checked)} />
            </FormGroup>
            <DayInput label={t('reports.start')} value={start} onChange={setStart} disabled={!useDates} />
            <DayInput label={t('reports.end')} value={end} onChange={setEnd} disabled={!useDates} />
            <FormGroup label={t('reports.area')}>
              <HTMLSelect value={areaId} onChange={(event) => setAreaId(event.currentTarget.value)} aria-label={t('reports.area')}>
                <option value="">{t('reports.allAreas')}</option>
                {(areas.rows ?? []).map((area) => (
                  <option key={area.id} value={area.id}>
                    {area.name}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <FormGroup>
              <Button intent="primary" icon="search" text={t('reports.search')} onClick={submit} loading={reports.isFetching} />
            </FormGroup>
            <FormGroup>
              <Button icon="export" text={t('reports.export')} disabled={total === 0} loading={exporting} onClick={exportAll} />
            </FormGroup>
          </div>
          {problem ? (
            <Callout intent={Intent.DANGER} role="alert" className="commissions-banner">
              {problem}
            </Callout>
          ) : null}
          <ListState loading={reports.isPending} error={reports.error} empty={total === 0} emptyText={t('reports.none')} onRetry={() => void reports.refetch()}>
            <ChartSlot pending={charts.isPending && !charts.isError} empty={!charts.data || charts.data.by_store.length + charts.data.by_employee.length === 0}>
              <ResultsChart charts={charts.data} />
            </ChartSlot>
            <PagingControls paging={paging} shown={rows.length} total={total} />
            <ReportsTable rows={rows} organizationName={organizationName} />
          </ListState>
        </>
      )}
    </CommissionsPage>
  );
}
