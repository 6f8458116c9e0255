import { z } from 'zod';
import { MONEY_SCALE, formatMoney, fromStored } from '../../../domain/common/money';
import { reportAnswer, reportChartAnswer, reportExportAnswer, reportSearchAnswer } from '../../../domain/commissions/answers';
import { reportSortKeys, reportSortSchema } from '../../../domain/commissions/reportSort';
import { REPORT_PAGE_SIZE_DEFAULT, REPORT_PAGE_SIZE_MAX, REPORT_PAGE_SIZE_MIN, reportCriteria } from '../../../domain/commissions/rules';
import type { CommissionReport } from '../../../db/models/commissions';
import { inCompany, organizationFor } from '../access';
import { booleanField, dateField } from '../fields';
import { param, type RouteTable } from '../routeTable';
import { exportReports, findReport, reportCharts, searchReportPage, type ReportRow } from './service';

const filterInput = z.object({
  type: z.enum(['organization', 'organization_hierarchical', 'organization_dates', 'organization_hierarchical_dates']),
  organization_id: z.string().min(1),
  hierarchical_node_id: z.string().optional(),
  start_date: dateField.optional(),
  end_date: dateField.optional(),
  employee_id: z.string().optional(),
  summary: booleanField.optional().describe('kept for older callers: list rows never carry details (steps and evaluation log); GET /report/{id} has them'),
});
/** A search and its order: one of the list's sortable columns (each with an index) and a direction; the list's own order without. */
export const searchInput = filterInput.extend({
  sort: reportSortSchema.shape.sort.describe(`one of ${reportSortKeys.join(', ')}; newest period first unless said`),
  direction: reportSortSchema.shape.direction,
});

/** A whole number sent as JSON or as form text; anything else is a value no rule accepts. */
const wholeNumber = (value: unknown) =>
  value === undefined || value === null
    ? undefined
    : typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
        ? Number(value)
        : -1;
const pageInput = searchInput.extend({
  page: z
    .preprocess(
      wholeNumber,
      z
        .number()
        .refine((page) => Number.isInteger(page) && page >= 1, { message: 'COMMISSION_REPORT_PAGE', params: { catalogue: {} } })
        .optional(),
    )
    .describe('1-based, 1 unless said'),
  page_size: z
    .preprocess(
      wholeNumber,
      z
        .number()
        .refine((size) => Number.isInteger(size) && size >= REPORT_PAGE_SIZE_MIN && size <= REPORT_PAGE_SIZE_MAX, {
          message: 'COMMISSION_REPORT_PAGE_SIZE',
          params: { catalogue: { min: REPORT_PAGE_SIZE_MIN, max: REPORT_PAGE_SIZE_MAX } },
        })
        .optional(),
    )
    .describe(`${REPORT_PAGE_SIZE_MIN} to ${REPORT_PAGE_SIZE_MAX}, ${REPORT_PAGE_SIZE_DEFAULT} unless said`),
});

/** A report in the shape of spec 003 section 7.2. */
function reportJson(report: CommissionReport | ReportRow) {
  return {
    id: report.id,
    employee_id: report.employeeId,
    employee_name: report.employeeName,
    organization_id: report.organizationId,
    hierarchical_node_id: report.areaId,
    hierarchical_node_name: report.areaName,
    variable_commission_id: report.variableCommissionId,
    variable_commission_name: report.variableCommissionName,
    start_date: report.startDate,
    end_date: report.endDate,
    evaluation_result:
      report.evaluationResult === null || report.evaluationResult === undefined ? null : formatMoney(fromStored(report.evaluationResult), MONEY_SCALE.amount),
    warehouse: report.warehouse,
    exception: report.exception,
    ...('details' in report ? { details: { html_reference: report.details.htmlReference, evaluation_log: report.details.evaluationLog } } : {}),
    calculated_at: new Date(report.calculatedAt).toISOString(),
  };
}

/** Calculation reports (module Reports). */
export function reportRoutes(table: RouteTable): void {
  table.add(
    {
      method: 'post',
      path: '/report/search',
      module: 'Reports',
      summary: 'One page of the reports of a search, newest period first, with the total',
      body: pageInput,
      response: reportSearchAnswer,
    },
    async (req, res, input) => {
      const search = input();
      await organizationFor(req, 'Reports', 'read', search.organization_id);
      const page = search.page ?? 1;
      const pageSize = search.page_size ?? REPORT_PAGE_SIZE_DEFAULT;
      const { rows, total } = await searchReportPage(reportCriteria(search), page, pageSize, search);
      res.json({ data: { results: rows.map(reportJson), total, page, page_size: pageSize } });
    },
  );
  table.add(
    {
      method: 'post',
      path: '/report/export',
      module: 'Reports',
      summary: 'Every report of a search (the export), without details',
      body: searchInput,
      response: reportExportAnswer,
    },
    async (req, res, input) => {
      const search = input();
      await organizationFor(req, 'Reports', 'read', search.organization_id);
      const rows = await exportReports(reportCriteria(search), search);
      res.json({ data: { results: rows.map(reportJson), total: rows.length } });
    },
  );
  table.add(
    {
      method: 'post',
      path: '/report/chart',
      module: 'Reports',
      summary: 'The charts of a search: results by store, by employee and over time, summed over every report',
      body: filterInput,
      response: reportChartAnswer,
    },
    async (req, res, input) => {
      const search = input();
      await organizationFor(req, 'Reports', 'read', search.organization_id);
      const charts = await reportCharts(reportCriteria(search));
      res.json({ data: { by_store: charts.byStore, by_employee: charts.byEmployee, over_time: charts.overTime } });
    },
  );
  table.add(
    { method: 'get', path: '/report/:id', module: 'Reports', summary: 'One report with its evaluation log', response: reportAnswer },
    async (req, res) => {
      const report = await inCompany(req, 'Reports', 'read', await findReport(param(req, 'id')));
      res.json({ report: reportJson(report) });
    },
  );
}
