import { z } from 'zod';
import { reportCriteria } from '../../../domain/commissions/rules';
import type { CommissionReport } from '../../../db/models/commissions';
import { inCompany, organizationFor } from '../access';
import { booleanField, dateField } from '../fields';
import { param, type RouteTable } from '../routeTable';
import { findReport, searchReports } from './service';

const searchInput = z.object({
  type: z.enum(['organization', 'organization_hierarchical', 'organization_dates', 'organization_hierarchical_dates']),
  organization_id: z.string().min(1),
  hierarchical_node_id: z.string().optional(),
  start_date: dateField.optional(),
  end_date: dateField.optional(),
  employee_id: z.string().optional(),
  summary: booleanField.optional().describe('true: rows without details (steps and evaluation log), for long lists; GET /report/{id} has them'),
});

/** A report in the shape of spec 003 section 7.2. */
function reportJson(report: CommissionReport | Omit<CommissionReport, 'details'>) {
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
    evaluation_result: report.evaluationResult,
    warehouse: report.warehouse,
    exception: report.exception,
    ...('details' in report ? { details: { html_reference: report.details.htmlReference, evaluation_log: report.details.evaluationLog } } : {}),
    calculated_at: report.calculatedAt,
  };
}

/** Calculation reports (module Reports). */
export function reportRoutes(table: RouteTable): void {
  table.add({ method: 'post', path: '/report/search', module: 'Reports', summary: 'Search reports', body: searchInput, response: '{data:{results:[...]}}' }, async (req, res, input) => {
    const search = input();
    await organizationFor(req, 'Reports', 'read', search.organization_id);
    res.json({ data: { results: (await searchReports(reportCriteria(search), { summary: search.summary === true })).map(reportJson) } });
  });
  table.add({ method: 'get', path: '/report/:id', module: 'Reports', summary: 'One report with its evaluation log', response: '{report}' }, async (req, res) => {
    const report = await inCompany(req, 'Reports', 'read', await findReport(param(req, 'id')));
    res.json({ report: reportJson(report) });
  });
}
