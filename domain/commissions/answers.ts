import { z } from 'zod';
import { frequencies } from './period';

/**
 * What the commissions REST API (/api/commissions, spec 003 section 7.2) answers, route by route:
 * one zod schema per record and per answer, written once here. The server's serializers are typed
 * by them (every handler's `res.json` is checked against its route's schema), the OpenAPI document
 * lists them as each route's response, and the CLI and the dashboard read the answers through
 * their `z.infer` types: a renamed field changes here and fails the type check everywhere else.
 */

const id = z.string();
/** A calendar day, `yyyy-MM-dd`. */
const day = z.string().meta({ format: 'date' });
/** An amount on the wire: a decimal string with exactly 4 decimals ("645.6548", "-12.0000"), never a binary float. */
const decimalText = z
  .string()
  .regex(/^-?\d+\.\d{4}$/)
  .meta({ format: 'decimal' });

// ---- Records -------------------------------------------------------------------------------

export const organizationRecord = z.object({ id, name: z.string() }).meta({ id: 'Organization' });
export const areaRecord = z
  .object({ id, name: z.string(), organization_id: id })
  .meta({ id: 'Area', description: 'A position (hierarchical node) of a company' });
export const dataSourceRecord = z.object({ id, name: z.string() }).meta({ id: 'DataSource' });
export const variableRecord = z.object({ id, name: z.string() }).meta({ id: 'Variable' });
export const variableListRow = variableRecord.extend({ tags: z.array(z.string()) }).meta({ id: 'VariableWithTags' });
export const variableTagRecord = z.object({ id, tag: z.string(), date: z.string() }).meta({ id: 'VariableTag' });
/** Values per employee id (`company-payroll`). */
export const employeeValues = z.record(z.string(), z.number());
export const variableTagValuesRecord = variableTagRecord.extend({ values: employeeValues }).meta({ id: 'VariableTagValues' });
export const parameterValueRecord = z.object({ uploaded_at: day, value: z.number() }).meta({ id: 'ParameterValue' });
export const parameterNameRecord = z.object({ id, name: z.string() }).meta({ id: 'ParameterName' });
export const parameterRecord = parameterNameRecord.extend({ values: z.array(parameterValueRecord) }).meta({ id: 'Parameter' });

export const employeeRecord = z
  .object({
    id: id.describe('company-payroll'),
    first_name: z.string(),
    last_name: z.string(),
    second_last_name: z.string(),
    fullname: z.string(),
    job: z.string(),
    warehouse: z.string(),
    email: z.string().optional().describe('Where statement reminders reach this employee as a reviewer; empty when none'),
    subordinates: z.array(id),
    hierarchical_node_id: id,
    organization_id: id,
  })
  .meta({ id: 'Employee' });

/** Where a formula record belongs: its position and that position's company. */
const placement = z.object({ id, organization_id: id });

export const indicatorNameRecord = z.object({ id, name: z.string() }).meta({ id: 'IndicatorName' });
export const indicatorRecord = z
  .object({
    id,
    name: z.string(),
    expression: z.string().describe('base64 of the step lines'),
    html_reference: z.string().describe('steps as JSON text, "-" in advanced mode'),
    parameter_id_list: z.array(id),
    variable_id_tag_list: z.array(z.object({ id, tag: z.string() })),
    hfunction_id_list: z.array(id),
    hierarchical_node: placement,
  })
  .meta({ id: 'Indicator' });

export const helperFunctionRecord = z
  .object({ id, name: z.string(), description: z.string(), arguments: z.array(z.string()), expression: z.string(), html_reference: z.string() })
  .meta({ id: 'HelperFunction' });

export const commissionListRow = z.object({ id, name: z.string(), run_date: day, active: z.boolean() }).meta({ id: 'VariableCommissionRow' });
export const commissionRecord = z
  .object({
    id,
    name: z.string(),
    active: z.boolean(),
    run_date: day,
    period: z.object({ frequency: z.enum(frequencies), multiple: z.number() }),
    period_span_days: z.number(),
    expression: z.string(),
    html_reference: z.string(),
    parameter_id: z.array(id),
    indicator_id: z.array(id),
    function_id: z.array(id),
    hierarchical_node: placement,
  })
  .meta({ id: 'VariableCommission' });

/** One logged value of a calculation (inputs, steps, function calls; a `truncated` entry ends a long log). */
export const evaluationLogEntry = z
  .object({
    details: z.object({
      name: z.string(),
      value: z.number().nullable(),
      arguments: z.record(z.string(), z.number().nullable()).optional(),
      truncated: z.number().optional(),
    }),
  })
  .meta({ id: 'EvaluationLogEntry' });
export const calculationException = z.object({ name: z.string(), details: z.string() });

export const reportRecord = z
  .object({
    id,
    employee_id: id,
    employee_name: z.string(),
    organization_id: id,
    hierarchical_node_id: id,
    hierarchical_node_name: z.string(),
    variable_commission_id: id,
    variable_commission_name: z.string(),
    start_date: day,
    end_date: day,
    evaluation_result: decimalText.nullable().describe('the result, a decimal string with 4 decimals (docs/money.md); null when it failed'),
    warehouse: z.string(),
    exception: calculationException.nullable(),
    details: z
      .object({ html_reference: z.string(), evaluation_log: z.array(evaluationLogEntry) })
      .optional()
      .describe('absent in summary rows'),
    calculated_at: z.iso.datetime(),
  })
  .meta({ id: 'Report' });

/** A calculation run's progress (null when the run cannot answer) and outcome. */
export const calculationProgress = z.object({
  state: z.enum(['planning', 'calculating', 'done']),
  total: z.number(),
  processed: z.number(),
  failed: z.number(),
});
export const calculationResult = z.object({
  status: z.enum(['completed', 'missing', 'inactive', 'notDue', 'employeeNotInArea']),
  startDate: day.nullable(),
  endDate: day.nullable(),
  employees: z.number(),
  failed: z.number(),
});
export const calculationStateRecord = z
  .object({
    workflow_id: id,
    status: z.enum(['running', 'completed', 'failed', 'cancelled', 'terminated', 'timedOut', 'continuedAsNew']),
    progress: calculationProgress.nullable(),
    result: calculationResult.nullable(),
    failure: z.string().nullable(),
  })
  .meta({ id: 'CalculationState' });

/** Where a preview's problem is: the step (1-based) and, when known, the item (1-based) in it. */
export const previewLocation = z.object({ step: z.number(), item: z.number().nullable() });
export const previewResult = z
  .discriminatedUnion('valid', [
    z.object({ valid: z.literal(false), error: z.object({ reason: z.string(), message: z.string() }).extend(previewLocation.shape) }),
    z.object({
      valid: z.literal(true),
      startDate: day,
      endDate: day,
      employee: z.object({ id, name: z.string() }),
      steps: z.array(z.object({ name: z.string(), value: z.number().nullable() })),
      result: z.number().nullable(),
      exception: calculationException.extend({ at: previewLocation.nullable() }).nullable(),
      log: z.array(evaluationLogEntry),
    }),
  ])
  .meta({ id: 'Preview' });

// ---- Answers, per route --------------------------------------------------------------------

/** Every delete. */
export const deletedAnswer = z.object({ id, deleted: z.literal(true) }).meta({ id: 'Deleted' });

export const organizationListAnswer = z.object({ organization: z.array(organizationRecord) });
export const organizationAnswer = z.object({ organization: organizationRecord });
export const areaListAnswer = z.object({ node: z.array(areaRecord) });
export const areaAnswer = z.object({ node: areaRecord });
export const dataSourceListAnswer = z.object({ data_source: z.array(dataSourceRecord) });
export const dataSourceAnswer = z.object({ data_source: dataSourceRecord });
export const variableListAnswer = z.object({ variable: z.array(variableListRow) });
export const variableAnswer = z.object({ variable: variableRecord });
export const variableTagListAnswer = z.object({ variable_value: z.array(variableTagRecord) });
export const variableTagValuesAnswer = z.object({ variable_value: variableTagValuesRecord });
const employeesNotFound = z.object({ employees_not_found: z.array(id) });
export const variableTagValuesSetAnswer = variableTagValuesAnswer.extend({ unprocessed_items: employeesNotFound });
export const variableValuesLoadAnswer = z.object({
  errors: z.array(z.object({ index: z.number(), tag: z.string(), errorCode: z.string().describe('the same in every language'), message: z.string() })),
  processed_items: z.array(variableTagRecord.extend({ values: z.number().describe('how many employee values the tag holds now') })),
  unprocessed_items: employeesNotFound,
});
export const employeeListAnswer = z.object({ employee: z.array(employeeRecord) });
export const employeeAnswer = z.object({ employee: employeeRecord });
export const parameterListAnswer = z.object({ parameter: z.array(parameterRecord) });
export const parameterAnswer = z.object({ parameter: parameterRecord });
export const parameterNameAnswer = z.object({ parameter: parameterNameRecord });
export const indicatorListAnswer = z.object({ indicator: z.array(indicatorNameRecord) });
export const indicatorNameAnswer = z.object({ indicator: indicatorNameRecord });
export const indicatorAnswer = z.object({ indicator: indicatorRecord });
export const helperFunctionListAnswer = z.object({ data: z.object({ helper_function: z.array(helperFunctionRecord) }) });
export const helperFunctionAnswer = z.object({ data: z.object({ helper_function: helperFunctionRecord }) });
export const commissionListAnswer = z.object({ variable_commission: z.array(commissionListRow) });
export const commissionAnswer = z.object({ variable_commission: commissionRecord });
export const calculationStartAnswer = z.object({ data: z.object({ workflow_id: id, status: z.literal('scheduled') }) });
export const calculationStateAnswer = z.object({ data: calculationStateRecord });
export const codeScanAnswer = z.union([
  z.object({ data: z.literal(true), steps: z.number().describe('how many steps the expression has') }),
  z.object({ data: z.literal(false), error: z.object({ reason: z.string(), message: z.string(), line: z.number(), column: z.number() }) }),
]);
export const previewAnswer = z.object({ data: previewResult });
/** One page of a report search (rows without details) and how many reports match in all. */
export const reportSearchAnswer = z.object({ data: z.object({ results: z.array(reportRecord), total: z.number(), page: z.number(), page_size: z.number() }) });
/** Every report of a search (the export; rows without details). */
export const reportExportAnswer = z.object({ data: z.object({ results: z.array(reportRecord), total: z.number() }) });
const chartBar = z.object({ name: z.string(), total: z.number(), count: z.number().describe('reports summed') });
/** A search's results summed over every matching report (a report with an exception counts nothing). */
export const reportChartsRecord = z
  .object({
    by_store: z.array(chartBar).describe('the stores with the largest totals, largest first'),
    by_employee: z.array(chartBar).describe('the employees with the largest totals, largest first'),
    over_time: z.array(z.object({ date: day, total: z.number() })).describe('per period start, oldest first'),
  })
  .meta({ id: 'ReportCharts' });
export const reportChartAnswer = z.object({ data: reportChartsRecord });
export const reportAnswer = z.object({ report: reportRecord });

export type Organization = z.infer<typeof organizationRecord>;
export type Area = z.infer<typeof areaRecord>;
export type DataSource = z.infer<typeof dataSourceRecord>;
export type Variable = z.infer<typeof variableListRow>;
export type VariableTag = z.infer<typeof variableTagRecord>;
export type VariableTagValues = z.infer<typeof variableTagValuesRecord>;
export type ParameterValue = z.infer<typeof parameterValueRecord>;
export type Parameter = z.infer<typeof parameterRecord>;
export type Employee = z.infer<typeof employeeRecord>;
export type IndicatorRecord = z.infer<typeof indicatorRecord>;
export type HelperFunctionRecord = z.infer<typeof helperFunctionRecord>;
export type CommissionRecord = z.infer<typeof commissionRecord>;
export type CommissionListRow = z.infer<typeof commissionListRow>;
export type EvaluationLogRecord = z.infer<typeof evaluationLogEntry>;
export type Report = z.infer<typeof reportRecord>;
export type ReportSearchPage = z.infer<typeof reportSearchAnswer>['data'];
export type ReportCharts = z.infer<typeof reportChartsRecord>;
export type CalculationState = z.infer<typeof calculationStateRecord>;
export type CalculationResult = z.infer<typeof calculationResult>;
export type PreviewResult = z.infer<typeof previewResult>;
export type PreviewLocation = z.infer<typeof previewLocation>;
export type CodeScanAnswer = z.infer<typeof codeScanAnswer>;
export type VariableValuesLoadAnswer = z.infer<typeof variableValuesLoadAnswer>;
