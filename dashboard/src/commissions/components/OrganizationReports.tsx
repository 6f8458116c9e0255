import { Button, FormGroup, HTMLSelect, Switch } from '@blueprintjs/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storeDate } from '../../../../domain/common/time';
import { reportSearchFormSchema, reportSearchOf } from '../../../../domain/commissions/reportSearch';
import { useZodForm } from '../../ui/hooks';
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
  const form = useZodForm(reportSearchFormSchema, {
    id: 'reports',
    allowPristine: true,
    defaultValues: { useDates: false, start: initial.start, end: initial.end, areaId: '' },
  });
  const [search, setSearch] = useState<ReportSearch>({ type: 'organization', organization_id: organizationId });
  const table = useReportsTable(search);
  // The charts are asked for once the first page is on screen, so they never delay it.
  const charts = useReportCharts(search, table.reports.isSuccess);
  const useDates = form.watch('useDates');
  const start = form.date('start');
  const end = form.date('end');
  const submit = form.submit((checked) => {
    table.reset();
    setSearch(reportSearchOf(checked, organizationId));
  });
  return (
    <CommissionsPage
      title={t('reports.titleOf', { name: organizationName(organizationId) })}
      crumbs={[{ text: t('cards.reports.title'), to: 'reportes' }, { text: t('lists.list') }, { text: organizationName(organizationId) }]}
      module="Reports"
    >
      {() => (
        <>
          <form className="commissions-toolbar" noValidate onSubmit={submit}>
            <FormGroup label={t('reports.dates')}>
              <Switch {...form.switchField('useDates')} label={t('reports.filterDates')} />
            </FormGroup>
            <DayInput label={t('reports.start')} {...start} helperText={form.problem('start')} disabled={!useDates} pattern={SPEC_REPORTS_DAY_PATTERN} />
            <DayInput label={t('reports.end')} {...end} helperText={form.problem('end')} disabled={!useDates} pattern={SPEC_REPORTS_DAY_PATTERN} />
            <FormGroup label={t('reports.area')}>
              <HTMLSelect {...form.select('areaId')} aria-label={t('reports.area')}>
                <option value="">{t('reports.allAreas')}</option>
                {(areas.rows ?? []).map((area) => (
                  <option key={area.id} value={area.id}>
                    {area.name}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <FormGroup>
              <Button
                type="submit"
                intent="primary"
                icon="search"
                text={t('reports.search')}
                loading={table.reports.isFetching}
                disabled={form.submitDisabled}
              />
            </FormGroup>
          </form>
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
