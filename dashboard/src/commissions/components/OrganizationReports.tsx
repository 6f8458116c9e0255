import { Button, Callout, FormGroup, HTMLSelect, Intent, Switch } from '@blueprintjs/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storeDate } from '../../../../domain/common/time';
import { isIsoDay } from '../../ui/utils';
import { useAreas, useOrganizations, useReportCharts } from '../hooks';
import { useReportsTable } from '../hooks/useReportsTable';
import { defaultReportPeriod } from '../utils/reports';
import type { ReportSearch } from '../utils/types';
import { CommissionsPage } from './CommissionsPage';
import { DayInput, SPEC_REPORTS_DAY_PATTERN } from './common';
import { ChartSlot } from './ChartSlot';
import { ReportsTable } from './ReportsTable';
import { ResultsChart } from './lazyReportCharts';

interface OrganizationReportsProps {
  organizationId: string;
}

/**
 * reportes/{organizationId}: start and end dates (yyyy/MM/dd, default the most recent Sunday to
 * today), Área, BUSCAR REPORTES; the table of section 2.2 in the data table (sorted, paged and
 * exported on the server) and a chart. It opens with the company's latest reports (no date filter)
 * so the page is never blank.
 */
export function OrganizationReports({ organizationId }: OrganizationReportsProps) {
  const { t } = useTranslation('commissions');
  const organizations = useOrganizations();
  const organizationName = useCallback((id: string) => organizations.rows?.find((row) => row.id === id)?.name ?? id, [organizations.rows]);
  const areas = useAreas(organizationId);
  const initial = useMemo(() => defaultReportPeriod(storeDate(Date.now())), []);
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  const [useDates, setUseDates] = useState(false);
  const [areaId, setAreaId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [search, setSearch] = useState<ReportSearch>({ type: 'organization', organization_id: organizationId });
  const table = useReportsTable(search);
  // The charts are asked for once the first page is on screen, so they never delay it.
  const charts = useReportCharts(search, table.reports.isSuccess);
  const submit = () => {
    if (useDates && (!isIsoDay(start) || !isIsoDay(end))) {
      setProblem(t('reports.datesInvalid'));
      return;
    }
    if (useDates && start > end) {
      setProblem(t('reports.datesInverted'));
      return;
    }
    setProblem(null);
    table.reset();
    const type = areaId ? (useDates ? 'organization_hierarchical_dates' : 'organization_hierarchical') : useDates ? 'organization_dates' : 'organization';
    setSearch({
      type,
      organization_id: organizationId,
      ...(areaId ? { hierarchical_node_id: areaId } : {}),
      ...(useDates ? { start_date: start, end_date: end } : {}),
    });
  };
  return (
    <CommissionsPage
      title={t('reports.titleOf', { name: organizationName(organizationId) })}
      crumbs={[{ text: t('cards.reports.title'), to: 'reportes' }, { text: t('lists.list') }, { text: organizationName(organizationId) }]}
      module="Reports"
    >
      {() => (
        <>
          <div className="commissions-toolbar">
            <FormGroup label={t('reports.dates')}>
              <Switch checked={useDates} label={t('reports.filterDates')} onChange={(event) => setUseDates(event.currentTarget.checked)} />
            </FormGroup>
            <DayInput label={t('reports.start')} value={start} onChange={setStart} disabled={!useDates} pattern={SPEC_REPORTS_DAY_PATTERN} />
            <DayInput label={t('reports.end')} value={end} onChange={setEnd} disabled={!useDates} pattern={SPEC_REPORTS_DAY_PATTERN} />
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
              <Button intent="primary" icon="search" text={t('reports.search')} onClick={submit} loading={table.reports.isFetching} />
            </FormGroup>
          </div>
          {problem ? (
            <Callout intent={Intent.DANGER} role="alert" className="commissions-banner">
              {problem}
            </Callout>
          ) : null}
          {table.reports.data?.total ? (
            <ChartSlot pending={charts.isPending && !charts.isError} empty={!charts.data || charts.data.by_store.length + charts.data.by_employee.length === 0}>
              <ResultsChart charts={charts.data} />
            </ChartSlot>
          ) : null}
          <ReportsTable table={table} organizationName={organizationName} filterPayroll fileName={`reportes-${organizationId}.csv`} />
        </>
      )}
    </CommissionsPage>
  );
}
