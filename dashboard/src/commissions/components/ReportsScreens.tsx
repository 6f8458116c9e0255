import { Button, Callout, Card, Collapse, FormGroup, HTMLSelect, HTMLTable, Intent, NonIdealState, Spinner, Switch, Tag } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { storeDate } from '../../../../domain/common/time';
import { intlLocaleOf } from '../../ui/utils';
import { commissionsKey, exportReports, useAreas, useCalculation, useCommissionsGet, useCommissionsMutation, useOrganizations, useReport, useReportCharts, useReportSearch } from '../hooks';
import { commissionsPath, isEmployeeId, part } from '../utils/paths';
import { downloadCsv } from '../utils/download';
import { defaultReportPeriod, detailResult, isKnownException, listResult, REPORT_PAGE_SIZE_ALL, reportPageSizeOptions, reportsCsv, slashDate, type ReportPageSize } from '../utils/reports';
import { segment } from '../utils/rest';
import type { Employee, Report, ReportSearch } from '../utils/types';
import { CommissionsPage } from './CommissionsPage';
import { DayInput, ListState } from './common';
import { SelectorScreen } from './DashboardScreen';
import { ReportSteps } from './ReportSteps';

// The charts (recharts) load on their own, after the first page: never on the way to the table.
const ResultsChart = lazy(() => import('./ReportCharts').then((module) => ({ default: module.ResultsChart })));
const OverTimeChart = lazy(() => import('./ReportCharts').then((module) => ({ default: module.OverTimeChart })));

/** Where a chart goes: a placeholder of its size while its sums or its code load, nothing when there is nothing to draw. */
function ChartSlot({ pending, empty, children }: { pending: boolean; empty: boolean; children: ReactNode }) {
  const placeholder = (
    <Card className="commissions-chart-card" aria-busy>
      <div className="commissions-chart bp6-skeleton" />
    </Card>
  );
  if (pending) return placeholder;
  if (empty) return null;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}

/** reportes: company picker; continues to reportes/{organizationId}. */
export function ReportsSelectScreen() {
  const { t } = useTranslation('commissions');
  return <SelectorScreen section={t('cards.reports.title')} module="Reports" then={null} to={({ organization }) => `reportes/${part(organization.id)}`} />;
}

/** reportes/{id}: a company's reports, or one employee's when the id is an employee's (`company-payroll`). */
export function ReportsScreen() {
  const { id = '' } = useParams();
  return isEmployeeId(id) ? <EmployeeReports employeeId={id} /> : <OrganizationReports organizationId={id} />;
}

function useColumns() {
  const { t } = useTranslation('commissions');
  return [t('reports.columns.organization'), t('reports.columns.payroll'), t('reports.columns.employee'), t('reports.columns.area'), t('reports.columns.commission'), t('reports.columns.start'), t('reports.columns.calculated'), t('reports.columns.result'), t('reports.columns.store')];
}

const ROW_HEIGHT = 31;

/** The reports table: one page of rows from the server (virtual rows beyond 100, for the 200 to 600 row pages and every row), Error in red, Ver Reporte. */
function ReportsTable({ rows, organizationName }: { rows: readonly Report[]; organizationName: (id: string) => string }) {
  const { t, i18n } = useTranslation('commissions');
  const columns = useColumns();
  const locale = intlLocaleOf(i18n.resolvedLanguage ?? 'es');
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = rows.length > 100;
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 12, enabled: virtual });
  const items = virtual ? virtualizer.getVirtualItems() : rows.map((_row, index) => ({ index, start: index * ROW_HEIGHT }));
  const top = virtual && items.length > 0 ? items[0].start : 0;
  const bottom = virtual && items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1].start + ROW_HEIGHT) : 0;
  return (
    <div ref={scroller} className={virtual ? 'commissions-reports__scroller' : undefined}>
      <HTMLTable striped compact interactive className="commissions-table" aria-label={t('reports.title')} aria-rowcount={rows.length}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={column} className={index === 7 ? 'commissions-number' : undefined}>
                {column}
              </th>
            ))}
            <th />
          </tr>
        </thead>
        <tbody>
          {top > 0 ? <tr style={{ height: top }} aria-hidden /> : null}
          {items.map(({ index }) => {
            const row = rows[index];
            return (
              <tr key={row.id} style={{ height: ROW_HEIGHT }}>
                <td>{organizationName(row.organization_id)}</td>
                <td>{row.employee_id}</td>
                <td>{row.employee_name}</td>
                <td>{row.hierarchical_node_name}</td>
                <td>{row.variable_commission_name}</td>
                <td>{slashDate(row.start_date)}</td>
                <td>{slashDate(row.end_date)}</td>
                <td className={`commissions-number${row.exception ? ' commissions-error' : ''}`}>{listResult(row, locale)}</td>
                <td>{row.warehouse}</td>
                <td>
                  <Link to={commissionsPath(`reportes/detalle/${part(row.id)}`)}>{t('reports.view')}</Link>
                </td>
              </tr>
            );
          })}
          {bottom > 0 ? <tr style={{ height: bottom }} aria-hidden /> : null}
        </tbody>
      </HTMLTable>
    </div>
  );
}

/**
 * The server's paging: page size (5 to 600, or every row: spec 003 section 9's "total row count"),
 * the range shown of the total, previous / next. The page is 0-based here, 1-based in the API.
 */
function usePaging() {
  const [size, setSize] = useState<ReportPageSize>(25);
  const [page, setPage] = useState(0);
  return { size, page, setSize: (value: ReportPageSize) => (setSize(value), setPage(0)), setPage, reset: () => setPage(0) };
}

function PagingControls({ paging, shown, total }: { paging: ReturnType<typeof usePaging>; shown: number; total: number }) {
  const { t } = useTranslation('commissions');
  const size = paging.size === REPORT_PAGE_SIZE_ALL ? Math.max(total, 1) : paging.size;
  const pages = Math.max(1, Math.ceil(total / size));
  const from = paging.page * size;
  return (
    <div className="commissions-toolbar commissions-reports__paging">
      <FormGroup label={t('reports.pageSize')} inline>
        <HTMLSelect value={paging.size} onChange={(event) => paging.setSize(event.currentTarget.value === REPORT_PAGE_SIZE_ALL ? REPORT_PAGE_SIZE_ALL : (Number(event.currentTarget.value) as ReportPageSize))} aria-label={t('reports.pageSize')}>
          {reportPageSizeOptions.map((option) => (
            <option key={option} value={option}>
              {option === REPORT_PAGE_SIZE_ALL ? t('reports.allRows', { total }) : option}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <span className="commissions-reports__range" aria-live="polite">
        {t('reports.range', { from: total === 0 ? 0 : from + 1, to: from + shown, total })}
      </span>
      <Button icon="chevron-left" disabled={paging.page === 0} onClick={() => paging.setPage(paging.page - 1)} aria-label={t('reports.previous')} />
      <Button icon="chevron-right" disabled={paging.page >= pages - 1} onClick={() => paging.setPage(paging.page + 1)} aria-label={t('reports.next')} />
    </div>
  );
}

/**
 * reportes/{organizationId}: start and end dates (yyyy/MM/dd, default the most recent Sunday to
 * today), Área, BUSCAR REPORTES; the table of section 2.2 with page sizes, Export of every row and
 * a chart. It opens with the company's latest reports (no date filter) so the page is never blank.
 */
function OrganizationReports({ organizationId }: { organizationId: string }) {
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
  const paging = usePaging();
  const reports = useReportSearch(search, paging.page + 1, paging.size);
  const rows = reports.data?.results ?? [];
  const total = reports.data?.total ?? 0;
  // The charts are asked for once the first page is on screen, so they never delay it.
  const charts = useReportCharts(search, reports.isSuccess);
  const columns = useColumns();
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

/** reportes/{employeeId}: one employee's reports and the result over time. */
function EmployeeReports({ employeeId }: { employeeId: string }) {
  const { t } = useTranslation('commissions');
  const employee = useCommissionsGet<{ employee: Employee }>(['employee', employeeId], `/employee/${segment(employeeId)}`);
  const organizationId = employee.data?.employee.organization_id ?? null;
  const organizations = useOrganizations();
  const organizationName = (id: string) => organizations.rows?.find((row) => row.id === id)?.name ?? id;
  const search = useMemo<ReportSearch | null>(() => (organizationId ? { type: 'organization', organization_id: organizationId, employee_id: employeeId } : null), [organizationId, employeeId]);
  const paging = usePaging();
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

/** The 'Reintentar comisión variable' run: recomputes this employee's period through the calculation workflow, then reloads the report. */
function RetryButton({ report, onDone }: { report: Report; onDone: () => void }) {
  const { t } = useTranslation('commissions');
  const [workflowId, setWorkflowId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const start = useCommissionsMutation<void, { data: { workflow_id: string } }>(() => ({ method: 'POST', path: '/variable-commission/calculate', body: { variable_commission_id: report.variable_commission_id, start_date: report.start_date, end_date: report.end_date, employee_id: report.employee_id } }));
  const run = useCalculation(workflowId);
  const status = run.data?.status;
  const finished = status !== undefined && !['running', 'scheduled', 'pending'].includes(status);
  // Once the run ends, the report is read again (once per run).
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (finished && workflowId && reported.current !== workflowId) {
      reported.current = workflowId;
      onDone();
    }
  }, [finished, workflowId, onDone]);
  return (
    <div className="commissions-toolbar">
      <Button
        intent={Intent.PRIMARY}
        icon="refresh"
        text={t('reports.retry')}
        loading={start.isPending || (workflowId !== null && !finished)}
        onClick={() => {
          reported.current = null;
          setFailure(null);
          setWorkflowId(null);
          start.mutate(undefined, {
            onSuccess: (answer) => {
              // A retry of the same period reuses the run id: forget the previous run's state first.
              queryClient.removeQueries({ queryKey: [...commissionsKey, 'calculation', answer.data.workflow_id] });
              setWorkflowId(answer.data.workflow_id);
            },
            onError: (error) => setFailure(error.message),
          });
        }}
      />
      {workflowId && !finished ? <Tag intent={Intent.PRIMARY}>{t('reports.retrying')}</Tag> : null}
      {finished ? <Tag intent={status === 'completed' ? Intent.SUCCESS : Intent.DANGER}>{t('reports.retryDone', { status })}</Tag> : null}
      {failure ? <span className="commissions-error">{failure}</span> : null}
    </div>
  );
}

/** reportes/detalle/{reportId}: the result (2 decimals) with its steps and evaluation log, or the exception view with its retry. */
export function ReportDetailScreen() {
  const { t, i18n } = useTranslation('commissions');
  const { reportId = '' } = useParams();
  const report = useReport(reportId);
  const [logOpen, setLogOpen] = useState(false);
  const locale = intlLocaleOf(i18n.resolvedLanguage ?? 'es');
  const data = report.report;
  return (
    <CommissionsPage title={t('reports.detail')} crumbs={[{ text: t('cards.reports.title'), to: 'reportes' }, { text: t('lists.list'), ...(data ? { to: `reportes/${part(data.organization_id)}` } : {}) }, { text: data?.employee_name ?? reportId }]} module="Reports">
      {(grants) =>
        report.isPending ? (
          <Spinner />
        ) : report.isError || !data ? (
          <NonIdealState icon="error" title={t('reports.notFound')} description={report.error?.message} />
        ) : (
          <>
            <HTMLTable compact className="commissions-report-fields">
              <tbody>
                <tr>
                  <th>{t('reports.columns.employee')}</th>
                  <td>
                    {data.employee_name} ({data.employee_id}) · <Link to={commissionsPath(`reportes/${part(data.employee_id)}`)}>{t('reports.employeeHistory')}</Link>
                  </td>
                </tr>
                <tr>
                  <th>{t('reports.columns.area')}</th>
                  <td>{data.hierarchical_node_name}</td>
                </tr>
                <tr>
                  <th>{t('reports.columns.store')}</th>
                  <td>{data.warehouse}</td>
                </tr>
                <tr>
                  <th>{t('reports.columns.commission')}</th>
                  <td>
                    <Link to={commissionsPath(`comisiones-variables/detalle/${part(data.variable_commission_id)}`)}>{data.variable_commission_name}</Link>
                  </td>
                </tr>
                <tr>
                  <th>{t('reports.period')}</th>
                  <td>
                    {slashDate(data.start_date)} – {slashDate(data.end_date)}
                  </td>
                </tr>
                <tr>
                  <th>{t('reports.columns.result')}</th>
                  <td className={data.exception ? 'commissions-error' : undefined}>
                    <strong>{data.exception ? t('reports.resultError') : detailResult(data.evaluation_result, locale)}</strong>
                  </td>
                </tr>
              </tbody>
            </HTMLTable>
            {data.exception ? (
              <Callout intent={Intent.DANGER} title={isKnownException(data.exception.name) ? t(`exceptions.${data.exception.name}.title`) : data.exception.name} className="commissions-banner" role="alert">
                {isKnownException(data.exception.name) ? <p>{t(`exceptions.${data.exception.name}.description`)}</p> : null}
                <Button variant="minimal" icon={logOpen ? 'chevron-down' : 'chevron-right'} text={t('reports.errorLog')} onClick={() => setLogOpen(!logOpen)} aria-expanded={logOpen} />
                <Collapse isOpen={logOpen}>
                  <pre className="commissions-error-log">
                    {data.exception.name}
                    {data.exception.details ? `\n${data.exception.details}` : ''}
                  </pre>
                </Collapse>
                {grants.can('VariableCommissions', 'write') ? <RetryButton report={data} onDone={() => void report.refetch()} /> : null}
                <Link to={commissionsPath(`comisiones-variables/detalle/${part(data.variable_commission_id)}`)}>{t('reports.openCommission')}</Link>
              </Callout>
            ) : null}
            <ReportSteps report={data} />
          </>
        )
      }
    </CommissionsPage>
  );
}
