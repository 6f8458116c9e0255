import { randomUUID } from 'node:crypto';
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import qs from 'qs';
import { z } from 'zod';
import { scanExpression } from '../../domain/commissions/compiler';
import { addDays, frequencies, isCalendarDate, localDate, periodDays, periodFromDays, type Frequency } from '../../domain/commissions/period';
import { commissionScheduleId, commissionScheduleSpec } from '../../domain/commissions/schedule';
import { AppError, isAppError, type ErrorCode } from '../../domain/errors/catalogue';
import { parseOrThrow } from '../../domain/validation/parse';
import {
  CommissionAreaModel,
  CommissionEmployeeModel,
  CommissionOrganizationModel,
  CommissionReportModel,
  DataSourceModel,
  HelperFunctionModel,
  IndicatorModel,
  ParameterModel,
  VariableCommissionModel,
  VariableModel,
  VariableValueModel,
  type CommissionEmployee,
  type CommissionReport,
  type FormulaRecord,
  type ParameterValue,
  type VariableCommission,
} from '../../db/models/commissions';
import { PermissionProfileModel } from '../../db/models/access/permissionProfile';
import type { ApiDeps } from '../context';
import { errorBody, httpStatusFor, requestLanguage } from '../errors';
import type { WorkflowGateway } from '../../workers/gateway';
import { accessOf, allowedOrganizations, requireModule, requireOrganization, type CommissionAccess, type CommissionModule } from './access';
import { checkFormulaForSave } from './formulas';
import { commissionsOpenApi } from './openapi';
import { COMMISSION_CALCULATION_WORKFLOW, commissionCalculationProgressQuery } from '../../workflows/commissions/commissionCalculation';

/** Where the product mounts this router. */
export const COMMISSIONS_API_BASE = '/api/commissions';
export const LIST_LIMIT = 300;
const REPORT_LIMIT = 10_000;

type Handler = (req: Request, res: Response) => Promise<unknown>;

/** Create and read calls: a failure is the error response (the error handler writes it). */
function route(handler: Handler): RequestHandler {
  return (req, res, next) => {
    handler(req, res).catch(next);
  };
}

/** Update calls: the spec's client reads their errors from the response data. */
function updateRoute(handler: Handler): RequestHandler {
  return (req, res, next) => {
    handler(req, res).catch((error: unknown) => {
      if (!isAppError(error)) return next(error);
      const body = errorBody(error, requestLanguage(req));
      res.status(httpStatusFor(error.kind)).json({ data: { errors: body.error }, ...body });
    });
  };
}

/** Bracket notation in forms: at most this many levels (`values[0][value]` is 2) and fields. */
export const FORM_DEPTH_LIMIT = 6;
const FORM_PARAMETER_LIMIT = 2000;

/**
 * Form-encoded bodies: the product's parser reads them flat (`values[0][value]` stays one key), so
 * this router re-reads them with qs's bracket notation (`values[0][value]=…`, `subordinates[]=…`,
 * `values[01-000001]=…`), bounded in depth and fields; lists sent as JSON text inside a field keep
 * working (jsonField). A JSON document sent with the form content type is refused with a clear
 * 400 instead of failing validation field by field.
 */
function formBodies(req: Request, _res: Response, next: NextFunction): void {
  if (!req.is('application/x-www-form-urlencoded') || !req.body || typeof req.body !== 'object') return next();
  const flat = Object.entries(req.body as Record<string, unknown>);
  const first = flat[0]?.[0].trimStart() ?? '';
  if (first.startsWith('{') || first.startsWith('[')) return next(new AppError('COMMISSION_FORM_BODY_IS_JSON'));
  if (!flat.some(([key]) => key.includes('['))) return next();
  const pairs: string[] = [];
  for (const [key, value] of flat) {
    for (const item of Array.isArray(value) ? value : [value]) pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
  }
  try {
    const parsed = qs.parse(pairs.join('&'), {
      depth: FORM_DEPTH_LIMIT,
      strictDepth: true,
      parameterLimit: FORM_PARAMETER_LIMIT,
      arrayLimit: FORM_PARAMETER_LIMIT,
      allowPrototypes: false,
    }) as Record<string, unknown>;
    // Stored formulas are JSON text: steps sent with brackets are kept as that text.
    if (parsed.html_reference !== undefined && typeof parsed.html_reference !== 'string') parsed.html_reference = JSON.stringify(parsed.html_reference);
    req.body = parsed;
  } catch (error) {
    if (error instanceof RangeError) return next(new AppError('COMMISSION_FORM_BODY_TOO_DEEP', { depth: FORM_DEPTH_LIMIT }));
    return next(error);
  }
  next();
}

/** Form-encoded bodies may also carry lists and objects as JSON text (the original client does). */
function jsonField(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (!(trimmed.startsWith('[') || trimmed.startsWith('{'))) return value;
  try {
    return JSON.parse(trimmed);
  } catch {
    return value;
  }
}

const json = <T extends z.ZodType>(schema: T) => z.preprocess(jsonField, schema);
const numberField = z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value), z.number().finite());
const booleanField = z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean());
const dateField = z.string().refine(isCalendarDate, 'yyyy-MM-dd');

function body<T extends z.ZodType>(req: Request, schema: T): z.output<T> {
  return parseOrThrow(schema, req.body ?? {}, requestLanguage(req));
}

function nameOf(req: Request, min: number): string {
  const name = typeof req.body?.name === 'string' ? req.body.name.trim() : '';
  if (name.length < min || name.length > 200) throw new AppError('COMMISSION_NAME_TOO_SHORT', { min });
  return name;
}

async function found<T>(promise: PromiseLike<T | null>, code: ErrorCode, id: string): Promise<T> {
  const record = await promise;
  if (!record) throw new AppError(code, { id });
  return record;
}

const param = (req: Request, name: string) => String(req.params[name] ?? '');

async function organizationFor(req: Request, module: CommissionModule, mode: 'read' | 'write', organizationId: string): Promise<CommissionAccess> {
  const access = await requireModule(req, module, mode);
  requireOrganization(access, organizationId);
  return access;
}

async function areaFor(req: Request, module: CommissionModule, mode: 'read' | 'write', areaId: string) {
  const area = await found(CommissionAreaModel.findOne({ id: areaId }).lean(), 'COMMISSION_AREA_NOT_FOUND', areaId);
  await organizationFor(req, module, mode, area.organizationId);
  return area;
}

/**
 * Companies are limited to those the position lists (spec 003 section 6), and that list is editable
 * data (the position's PermissionProfile.organizations): a staff user who creates a company gets
 * it added to their position's list, so they (and colleagues in the same position) can see it and
 * add positions to it. Other positions still need an administrator to list it. The operator sees
 * every company already.
 */
async function grantCreatedOrganization(req: Request, access: CommissionAccess, organizationId: string): Promise<void> {
  if (access.organizations === 'all') return;
  const positionId = req.principal?.kind === 'staff' ? req.principal.positionId : undefined;
  if (!positionId) return;
  await PermissionProfileModel.updateOne({ positionId }, { $addToSet: { organizations: organizationId } });
  (access.organizations as Set<string>).add(organizationId);
}

const deleted = (res: Response, id: string) => res.json({ id, deleted: true });

/** hierarchical_node_id on edit moves a formula to another position the caller may write to. */
async function movedArea(req: Request, module: CommissionModule, current: { areaId: string; organizationId: string }): Promise<{ areaId: string; organizationId: string }> {
  const requested = req.body?.hierarchical_node_id;
  if (typeof requested !== 'string' || requested === '' || requested === current.areaId) return { areaId: current.areaId, organizationId: current.organizationId };
  const area = await areaFor(req, module, 'write', requested);
  return { areaId: area.id, organizationId: area.organizationId };
}

/** A loaded record as fields to write back (the database's own fields are not ours to set). */
function fieldsOf<T extends object>(record: T): Omit<T, '_id' | '__v' | 'createdAt' | 'updatedAt'> {
  const { _id, __v, createdAt, updatedAt, ...fields } = record as T & { _id?: unknown; __v?: unknown; createdAt?: unknown; updatedAt?: unknown };
  void [_id, __v, createdAt, updatedAt];
  return fields;
}

/**
 * The formula to store on edit: the one sent, checked against the record's company; when only
 * the company changes (moved to another company's position) the stored formula is checked again,
 * as its parameters, variables and indicators must be the new company's.
 */
async function formulaOnEdit(req: Request, screen: 'indicator' | 'commission', current: FormulaRecord & { organizationId: string }, organizationId: string): Promise<Partial<FormulaRecord>> {
  if (req.body?.expression || req.body?.html_reference) return checkFormulaForSave(req.body, screen, undefined, organizationId);
  if (organizationId === current.organizationId) return {};
  return checkFormulaForSave({ expression: current.expression, html_reference: current.htmlReference }, screen, undefined, organizationId);
}

// ---------- JSON shapes of spec 003 section 7.2 ----------

function employeeJson(employee: CommissionEmployee) {
  return {
    id: employee.id,
    first_name: employee.firstName,
    last_name: employee.lastName,
    second_last_name: employee.secondLastName,
    fullname: [employee.firstName, employee.lastName, employee.secondLastName].filter(Boolean).join(' '),
    job: employee.job,
    warehouse: employee.warehouse,
    subordinates: employee.subordinates,
    hierarchical_node_id: employee.areaId,
    organization_id: employee.organizationId,
  };
}

const parameterValuesJson = (values: ParameterValue[]) => [...values].sort((a, b) => a.uploadedAt.localeCompare(b.uploadedAt)).map((value) => ({ uploaded_at: value.uploadedAt, value: value.value }));

function reportJson(report: CommissionReport) {
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
    details: { html_reference: report.details.htmlReference, evaluation_log: report.details.evaluationLog },
    calculated_at: report.calculatedAt,
  };
}

function commissionJson(commission: VariableCommission) {
  return {
    id: commission.id,
    name: commission.name,
    active: commission.active,
    run_date: commission.runDate,
    period: { frequency: commission.frequency, multiple: commission.multiple },
    period_span_days: periodDays(commission.frequency, commission.multiple, commission.runDate),
    expression: commission.expression,
    html_reference: commission.htmlReference,
    parameter_id: commission.parameterIds,
    indicator_id: commission.indicatorIds,
    function_id: commission.functionIds,
    hierarchical_node: { id: commission.areaId, organization_id: commission.organizationId },
  };
}

// ---------- payload schemas ----------

const employeeInput = z.object({
  id: z.string().trim().regex(/^[A-Za-z0-9]+-[A-Za-z0-9]+$/, 'company-payroll'),
  first_name: z.string().trim(),
  last_name: z.string().trim(),
  second_last_name: z.string().trim(),
  job: z.string().trim().max(100).optional(),
  warehouse: z.string().trim().max(40).optional(),
  subordinates: json(z.array(z.string().trim()).max(500)).optional(),
});
const tagValues = json(z.record(z.string().regex(/^[A-Za-z0-9]+-[A-Za-z0-9]+$/), numberField));
const variableValuesInput = z.object({
  variable_values: json(
    z
      .array(z.object({ tag: z.string().trim().max(60).regex(/^[\w-]*$/, 'alphanumeric'), date: z.string(), values: tagValues.optional() }))
      .min(1)
      .max(60),
  ),
});
const parameterValueInput = z.object({ uploaded_at: dateField, value: numberField });
/** A period is a frequency name, {frequency, multiple}, or a number of days (JSON number or form text). */
const periodInput = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : jsonField(value)),
  z.union([
    z.number().int().positive(),
    z.enum(frequencies),
    z.object({ frequency: z.enum(frequencies), multiple: z.preprocess((value) => (typeof value === 'string' ? Number(value) : value), z.number().int().min(1).max(10)).default(1) }),
  ]),
);
const reportSearchInput = z.object({
  type: z.enum(['organization', 'organization_hierarchical', 'organization_dates', 'organization_hierarchical_dates']),
  organization_id: z.string().min(1),
  hierarchical_node_id: z.string().optional(),
  start_date: dateField.optional(),
  end_date: dateField.optional(),
  employee_id: z.string().optional(),
});
const calculateInput = z.object({
  variable_commission_id: z.string().min(1),
  start_date: dateField,
  end_date: dateField.optional(),
  employee_id: z.string().optional(),
});

/**
 * The frequency and multiple to store. A day count equal to the commission's current span keeps
 * its period (the editor sends the loaded period_span_days back: a mensual x1 of 30 days must
 * not become quincenal x2); any other day count is mapped by periodFromDays.
 */
function normalizedPeriod(period: z.output<typeof periodInput>, current?: VariableCommission): { frequency: Frequency; multiple: number } {
  if (typeof period === 'string') return { frequency: period, multiple: 1 };
  if (typeof period !== 'number') return period;
  if (current && periodDays(current.frequency, current.multiple, current.runDate) === period) return { frequency: current.frequency, multiple: current.multiple };
  const mapped = periodFromDays(period);
  if (!mapped) throw new AppError('COMMISSION_PERIOD_DAYS_INVALID', { days: period });
  return mapped;
}

function checkEmployeeFields(employee: z.output<typeof employeeInput>): void {
  for (const [field, value] of [
    ['id', employee.id],
    ['first_name', employee.first_name],
    ['last_name', employee.last_name],
    ['second_last_name', employee.second_last_name],
  ] as const) {
    if (value.length <= 2) throw new AppError('COMMISSION_EMPLOYEE_FIELD_TOO_SHORT', { field });
  }
}

/** Subordinates without duplicates, each an existing employee (or one being created with them). */
async function checkedSubordinates(ids: string[] | undefined, ownId: string, alsoKnown: ReadonlySet<string> = new Set()): Promise<string[]> {
  const unique = [...new Set((ids ?? []).filter((id) => id !== ownId))];
  const stored = new Set((await CommissionEmployeeModel.find({ id: { $in: unique } }, { id: 1 }).lean()).map((employee) => employee.id));
  const missing = unique.find((id) => !stored.has(id) && !alsoKnown.has(id));
  if (missing) throw new AppError('COMMISSION_SUBORDINATE_NOT_FOUND', { id: missing });
  return unique;
}

// ---------- schedules of active commissions ----------

async function removeSchedule(gateway: WorkflowGateway | undefined, commissionId: string): Promise<void> {
  if (!gateway) return;
  try {
    await gateway.deleteSchedule(commissionScheduleId(commissionId));
  } catch (error) {
    if ((error as { code?: string }).code !== 'ScheduleNotFound') throw error;
  }
}

/** An active commission has exactly one schedule, built from its current run date and period. */
export async function applyCommissionSchedule(gateway: WorkflowGateway | undefined, commission: VariableCommission): Promise<void> {
  if (!gateway) return;
  await removeSchedule(gateway, commission.id);
  if (!commission.active) return;
  await gateway.createSchedule({
    scheduleId: commissionScheduleId(commission.id),
    workflowType: 'commissionCalculation',
    input: { variableCommissionId: commission.id },
    spec: commissionScheduleSpec(commission.runDate, commission.frequency, commission.multiple),
    overlap: 'skip',
    catchupWindowMs: 86_400_000,
  });
}

/** The parts of a schedule spec that decide when it fires, comparable as text. */
function specKey(spec: { cronExpressions?: string[]; intervals?: { everyMs: number; offsetMs?: number }[]; timezone?: string }): string {
  return JSON.stringify([spec.cronExpressions ?? [], (spec.intervals ?? []).map((interval) => [interval.everyMs, interval.offsetMs ?? 0]), spec.cronExpressions?.length ? (spec.timezone ?? 'UTC') : '']);
}

/**
 * At start: every active commission gets its schedule if it lacks one (demo data, a restore), or
 * if its schedule was built by an older rule (a mensual cron month list, before calendar periods).
 */
export async function syncCommissionSchedules(gateway: WorkflowGateway): Promise<number> {
  const existing = new Map((await gateway.listSchedules()).map((schedule) => [schedule.scheduleId, specKey(schedule.spec)]));
  let created = 0;
  for (const commission of await VariableCommissionModel.find({ active: true }).lean()) {
    const current = existing.get(commissionScheduleId(commission.id));
    if (current === specKey(commissionScheduleSpec(commission.runDate, commission.frequency, commission.multiple))) continue;
    await applyCommissionSchedule(gateway, commission);
    created += 1;
  }
  return created;
}

/** The commissions REST API (spec 003 section 7.2), mounted at COMMISSIONS_API_BASE. */
export function createCommissionsRouter(deps: Pick<ApiDeps, 'services' | 'logger'>): Router {
  const router = Router();
  router.use(formBodies);
  const workflows = () => deps.services.workflows;

  router.get('/openapi.json', (_req, res) => {
    res.json(commissionsOpenApi);
  });

  // ----- organizations (Business) -----
  router.get(
    '/organization',
    route(async (req, res) => {
      const access = await requireModule(req, 'Business', 'read');
      const filter = allowedOrganizations(access);
      const rows = await CommissionOrganizationModel.find(filter ? { id: filter } : {}).sort({ name: 1 }).limit(LIST_LIMIT).lean();
      res.json({ organization: rows.map(({ id, name }) => ({ id, name })) });
    }),
  );
  router.post(
    '/organization',
    route(async (req, res) => {
      const access = await requireModule(req, 'Business', 'write');
      const organization = { id: randomUUID(), name: nameOf(req, 2) };
      await CommissionOrganizationModel.create(organization);
      await grantCreatedOrganization(req, access, organization.id);
      res.status(201).json({ organization });
    }),
  );
  router.patch(
    '/organization/:id',
    updateRoute(async (req, res) => {
      const id = param(req, 'id');
      await organizationFor(req, 'Business', 'write', id);
      const name = nameOf(req, 2);
      await found(CommissionOrganizationModel.findOneAndUpdate({ id }, { name }, { new: true }).lean(), 'COMMISSION_ORGANIZATION_NOT_FOUND', id);
      res.json({ organization: { id, name } });
    }),
  );
  router.delete(
    '/organization/:id',
    route(async (req, res) => {
      const id = param(req, 'id');
      await organizationFor(req, 'Business', 'write', id);
      await found(CommissionOrganizationModel.findOne({ id }).lean(), 'COMMISSION_ORGANIZATION_NOT_FOUND', id);
      // Deletes do not cascade (spec 003 leaves them unspecified): a company is deleted empty, so
      // no position, employee, formula, report source or schedule is left without its company.
      const [areas, employees, dataSources] = await Promise.all([
        CommissionAreaModel.countDocuments({ organizationId: id }),
        CommissionEmployeeModel.countDocuments({ organizationId: id }),
        DataSourceModel.countDocuments({ organizationId: id }),
      ]);
      if (areas + employees + dataSources > 0) throw new AppError('COMMISSION_ORGANIZATION_IN_USE', { areas, employees, dataSources });
      await CommissionOrganizationModel.deleteOne({ id });
      deleted(res, id);
    }),
  );

  // ----- areas (positions; Employees) -----
  router.get(
    '/organization/:id/area',
    route(async (req, res) => {
      const organizationId = param(req, 'id');
      await organizationFor(req, 'Employees', 'read', organizationId);
      const rows = await CommissionAreaModel.find({ organizationId }).sort({ name: 1 }).limit(LIST_LIMIT).lean();
      res.json({ node: rows.map((area) => ({ id: area.id, name: area.name, organization_id: area.organizationId })) });
    }),
  );
  router.post(
    '/organization/:id/area',
    route(async (req, res) => {
      const organizationId = param(req, 'id');
      await organizationFor(req, 'Employees', 'write', organizationId);
      await found(CommissionOrganizationModel.findOne({ id: organizationId }).lean(), 'COMMISSION_ORGANIZATION_NOT_FOUND', organizationId);
      const area = { id: randomUUID(), name: nameOf(req, 2), organizationId };
      await CommissionAreaModel.create(area);
      res.status(201).json({ node: { id: area.id, name: area.name, organization_id: organizationId } });
    }),
  );
  router.patch(
    '/area/:id',
    updateRoute(async (req, res) => {
      const area = await areaFor(req, 'Employees', 'write', param(req, 'id'));
      const name = nameOf(req, 2);
      await CommissionAreaModel.updateOne({ id: area.id }, { name });
      res.json({ node: { id: area.id, name, organization_id: area.organizationId } });
    }),
  );
  router.delete(
    '/area/:id',
    route(async (req, res) => {
      const area = await areaFor(req, 'Employees', 'write', param(req, 'id'));
      // A position is deleted empty: its employees, commissions (and their schedules), indicators
      // and parameters are deleted or moved first.
      const [employees, commissions, indicators, parameters] = await Promise.all([
        CommissionEmployeeModel.countDocuments({ areaId: area.id }),
        VariableCommissionModel.countDocuments({ areaId: area.id }),
        IndicatorModel.countDocuments({ areaId: area.id }),
        ParameterModel.countDocuments({ areaId: area.id }),
      ]);
      if (employees + commissions + indicators + parameters > 0) throw new AppError('COMMISSION_AREA_IN_USE', { employees, commissions, indicators, parameters });
      await CommissionAreaModel.deleteOne({ id: area.id });
      deleted(res, area.id);
    }),
  );

  // ----- data sources -----
  router.get(
    '/organization/:id/data-source',
    route(async (req, res) => {
      const organizationId = param(req, 'id');
      await organizationFor(req, 'DataSources', 'read', organizationId);
      const rows = await DataSourceModel.find({ organizationId }).sort({ name: 1 }).limit(LIST_LIMIT).lean();
      res.json({ data_source: rows.map(({ id, name }) => ({ id, name })) });
    }),
  );
  router.post(
    '/organization/:id/data-source',
    route(async (req, res) => {
      const organizationId = param(req, 'id');
      await organizationFor(req, 'DataSources', 'write', organizationId);
      await found(CommissionOrganizationModel.findOne({ id: organizationId }).lean(), 'COMMISSION_ORGANIZATION_NOT_FOUND', organizationId);
      const dataSource = { id: randomUUID(), name: nameOf(req, 2), organizationId };
      await DataSourceModel.create(dataSource);
      res.status(201).json({ data_source: { id: dataSource.id, name: dataSource.name } });
    }),
  );
  const dataSourceFor = async (req: Request, mode: 'read' | 'write', id: string) => {
    const dataSource = await found(DataSourceModel.findOne({ id }).lean(), 'COMMISSION_DATA_SOURCE_NOT_FOUND', id);
    await organizationFor(req, 'DataSources', mode, dataSource.organizationId);
    return dataSource;
  };
  router.patch(
    '/data-source/:id',
    updateRoute(async (req, res) => {
      const dataSource = await dataSourceFor(req, 'write', param(req, 'id'));
      const name = nameOf(req, 2);
      await DataSourceModel.updateOne({ id: dataSource.id }, { name });
      res.json({ data_source: { id: dataSource.id, name } });
    }),
  );
  router.delete(
    '/data-source/:id',
    route(async (req, res) => {
      const dataSource = await dataSourceFor(req, 'write', param(req, 'id'));
      const variables = await VariableModel.countDocuments({ dataSourceId: dataSource.id });
      if (variables > 0) throw new AppError('COMMISSION_DATA_SOURCE_IN_USE', { variables });
      await DataSourceModel.deleteOne({ id: dataSource.id });
      deleted(res, dataSource.id);
    }),
  );

  // ----- variables and their tagged values -----
  const variableFor = async (req: Request, mode: 'read' | 'write', id: string) => {
    const variable = await found(VariableModel.findOne({ id }).lean(), 'COMMISSION_VARIABLE_NOT_FOUND', id);
    await organizationFor(req, 'Variables', mode, variable.organizationId);
    return variable;
  };
  router.get(
    '/data-source/:id/variable',
    route(async (req, res) => {
      const dataSourceId = param(req, 'id');
      const dataSource = await found(DataSourceModel.findOne({ id: dataSourceId }).lean(), 'COMMISSION_DATA_SOURCE_NOT_FOUND', dataSourceId);
      await organizationFor(req, 'Variables', 'read', dataSource.organizationId);
      const rows = await VariableModel.find({ dataSourceId }).sort({ name: 1 }).limit(LIST_LIMIT).lean();
      res.json({ variable: rows.map(({ id, name, tags }) => ({ id, name, tags })) });
    }),
  );
  router.post(
    '/data-source/:id/variable',
    route(async (req, res) => {
      const dataSourceId = param(req, 'id');
      const dataSource = await found(DataSourceModel.findOne({ id: dataSourceId }).lean(), 'COMMISSION_DATA_SOURCE_NOT_FOUND', dataSourceId);
      await organizationFor(req, 'Variables', 'write', dataSource.organizationId);
      const variable = { id: randomUUID(), name: nameOf(req, 2), dataSourceId, organizationId: dataSource.organizationId, tags: [] };
      await VariableModel.create(variable);
      res.status(201).json({ variable: { id: variable.id, name: variable.name } });
    }),
  );
  router.patch(
    '/variable/:id',
    updateRoute(async (req, res) => {
      const variable = await variableFor(req, 'write', param(req, 'id'));
      const name = nameOf(req, 2);
      await VariableModel.updateOne({ id: variable.id }, { name });
      res.json({ variable: { id: variable.id, name } });
    }),
  );
  router.delete(
    '/variable/:id',
    route(async (req, res) => {
      const variable = await variableFor(req, 'write', param(req, 'id'));
      await Promise.all([VariableModel.deleteOne({ id: variable.id }), VariableValueModel.deleteMany({ variableId: variable.id })]);
      deleted(res, variable.id);
    }),
  );
  router.get(
    '/variable/:id/values',
    route(async (req, res) => {
      const variable = await variableFor(req, 'read', param(req, 'id'));
      const rows = await VariableValueModel.find({ variableId: variable.id }, { id: 1, tag: 1, date: 1 }).sort({ date: -1 }).limit(LIST_LIMIT).lean();
      res.json({ variable_value: rows.map(({ id, tag, date }) => ({ id, tag, date })) });
    }),
  );
  router.post(
    '/variable/:id/values',
    route(async (req, res) => {
      const variable = await variableFor(req, 'write', param(req, 'id'));
      const input = body(req, variableValuesInput);
      const employees = new Set((await CommissionEmployeeModel.find({ organizationId: variable.organizationId }, { id: 1 }).lean()).map((employee) => employee.id));
      const errors: { index: number; tag: string; message: string }[] = [];
      const processed: { id: string; tag: string; date: string; values: number }[] = [];
      const notFound = new Set<string>();
      const language = requestLanguage(req);
      for (const [index, item] of input.variable_values.entries()) {
        const entries = Object.entries(item.values ?? {});
        if (!item.tag || !isCalendarDate(item.date) || entries.length === 0) {
          errors.push({ index, tag: item.tag, message: new AppError('COMMISSION_TAG_INCOMPLETE').messageIn(language) });
          continue;
        }
        const known = entries.filter(([employeeId]) => {
          if (employees.has(employeeId)) return true;
          notFound.add(employeeId);
          return false;
        });
        const existing = await VariableValueModel.findOne({ variableId: variable.id, tag: item.tag, date: item.date }).lean();
        const merged = new Map((existing?.values ?? []).map((entry) => [entry.employeeId, entry.value]));
        for (const [employeeId, value] of known) merged.set(employeeId, value);
        const values = [...merged].map(([employeeId, value]) => ({ employeeId, value }));
        const id = existing?.id ?? randomUUID();
        await VariableValueModel.updateOne({ variableId: variable.id, tag: item.tag, date: item.date }, { $set: { values }, $setOnInsert: { id } }, { upsert: true });
        processed.push({ id, tag: item.tag, date: item.date, values: known.length });
      }
      const tags = [...new Set(processed.map((item) => item.tag))];
      if (tags.length > 0) await VariableModel.updateOne({ id: variable.id }, { $addToSet: { tags: { $each: tags } } });
      res.status(errors.length > 0 && processed.length === 0 ? 422 : 201).json({ errors, processed_items: processed, unprocessed_items: { employees_not_found: [...notFound] } });
    }),
  );
  const variableValueFor = async (req: Request, mode: 'read' | 'write', id: string) => {
    const value = await found(VariableValueModel.findOne({ id }).lean(), 'COMMISSION_VARIABLE_VALUE_NOT_FOUND', id);
    const variable = await variableFor(req, mode, value.variableId);
    return { value, variable };
  };
  const variableValueJson = (value: { id: string; tag: string; date: string; values: { employeeId: string; value: number }[] }) => ({
    id: value.id,
    tag: value.tag,
    date: value.date,
    values: Object.fromEntries(value.values.map((entry) => [entry.employeeId, entry.value])),
  });
  router.delete(
    '/variable-value/:id',
    route(async (req, res) => {
      const { value, variable } = await variableValueFor(req, 'write', param(req, 'id'));
      await VariableValueModel.deleteOne({ id: value.id });
      if ((await VariableValueModel.countDocuments({ variableId: variable.id, tag: value.tag })) === 0) {
        await VariableModel.updateOne({ id: variable.id }, { $pull: { tags: value.tag } });
      }
      deleted(res, value.id);
    }),
  );
  router.get(
    '/variable-value/:id/employees',
    route(async (req, res) => {
      const { value } = await variableValueFor(req, 'read', param(req, 'id'));
      res.json({ variable_value: variableValueJson(value) });
    }),
  );
  router.post(
    '/variable-value/:id/employees',
    updateRoute(async (req, res) => {
      const { value, variable } = await variableValueFor(req, 'write', param(req, 'id'));
      const input = body(req, z.object({ values: tagValues }));
      const entries = Object.entries(input.values);
      if (entries.length === 0) throw new AppError('COMMISSION_TAG_INCOMPLETE');
      const employees = new Set((await CommissionEmployeeModel.find({ organizationId: variable.organizationId, id: { $in: entries.map(([id]) => id) } }, { id: 1 }).lean()).map((employee) => employee.id));
      const merged = new Map(value.values.map((entry) => [entry.employeeId, entry.value]));
      const notFound: string[] = [];
      for (const [employeeId, number] of entries) {
        if (employees.has(employeeId)) merged.set(employeeId, number);
        else notFound.push(employeeId);
      }
      const values = [...merged].map(([employeeId, number]) => ({ employeeId, value: number }));
      await VariableValueModel.updateOne({ id: value.id }, { values });
      res.json({ variable_value: variableValueJson({ ...value, values }), unprocessed_items: { employees_not_found: notFound } });
    }),
  );
  router.delete(
    '/variable-value/:id/employees/:employeeId',
    route(async (req, res) => {
      const { value } = await variableValueFor(req, 'write', param(req, 'id'));
      const employeeId = param(req, 'employeeId');
      if (!value.values.some((entry) => entry.employeeId === employeeId)) throw new AppError('COMMISSION_EMPLOYEE_NOT_FOUND', { id: employeeId });
      await VariableValueModel.updateOne({ id: value.id }, { $pull: { values: { employeeId } } });
      deleted(res, employeeId);
    }),
  );

  // ----- employees -----
  router.get(
    '/organization/:id/employee',
    route(async (req, res) => {
      const organizationId = param(req, 'id');
      await organizationFor(req, 'Employees', 'read', organizationId);
      const rows = await CommissionEmployeeModel.find({ organizationId }).sort({ id: 1 }).lean();
      res.json({ employee: rows.map(employeeJson) });
    }),
  );
  router.get(
    '/area/:id/employee',
    route(async (req, res) => {
      const area = await areaFor(req, 'Employees', 'read', param(req, 'id'));
      const rows = await CommissionEmployeeModel.find({ areaId: area.id }).sort({ id: 1 }).lean();
      res.json({ employee: rows.map(employeeJson) });
    }),
  );
  router.post(
    '/area/:id/employee',
    route(async (req, res) => {
      const area = await areaFor(req, 'Employees', 'write', param(req, 'id'));
      const input = body(req, z.object({ employee: json(z.array(employeeInput).min(1).max(1000)) }));
      input.employee.forEach(checkEmployeeFields);
      const ids = input.employee.map((employee) => employee.id);
      const duplicate = ids.find((id, index) => ids.indexOf(id) !== index) ?? (await CommissionEmployeeModel.findOne({ id: { $in: ids } }, { id: 1 }).lean())?.id;
      if (duplicate) throw new AppError('COMMISSION_EMPLOYEE_EXISTS', { id: duplicate });
      const batch = new Set(ids);
      const records: CommissionEmployee[] = [];
      for (const employee of input.employee) {
        records.push({
          id: employee.id,
          firstName: employee.first_name,
          lastName: employee.last_name,
          secondLastName: employee.second_last_name,
          job: employee.job ?? '',
          warehouse: employee.warehouse ?? '',
          areaId: area.id,
          organizationId: area.organizationId,
          subordinates: await checkedSubordinates(employee.subordinates, employee.id, batch),
        });
      }
      await CommissionEmployeeModel.insertMany(records);
      res.status(201).json({ employee: records.map(employeeJson) });
    }),
  );
  const employeeFor = async (req: Request, mode: 'read' | 'write', id: string) => {
    const employee = await found(CommissionEmployeeModel.findOne({ id }).lean(), 'COMMISSION_EMPLOYEE_NOT_FOUND', id);
    await organizationFor(req, 'Employees', mode, employee.organizationId);
    return employee;
  };
  router.get(
    '/employee/:id',
    route(async (req, res) => {
      res.json({ employee: employeeJson(await employeeFor(req, 'read', param(req, 'id'))) });
    }),
  );
  router.patch(
    '/employee/:id',
    updateRoute(async (req, res) => {
      const employee = await employeeFor(req, 'write', param(req, 'id'));
      if (req.body?.id !== undefined && req.body.id !== employee.id) throw new AppError('COMMISSION_EMPLOYEE_ID_READ_ONLY');
      const input = body(req, employeeInput.omit({ id: true }).partial());
      const next = {
        firstName: input.first_name ?? employee.firstName,
        lastName: input.last_name ?? employee.lastName,
        secondLastName: input.second_last_name ?? employee.secondLastName,
        job: input.job ?? employee.job,
        warehouse: input.warehouse ?? employee.warehouse,
        subordinates: input.subordinates ? await checkedSubordinates(input.subordinates, employee.id) : employee.subordinates,
      };
      checkEmployeeFields({ id: employee.id, first_name: next.firstName, last_name: next.lastName, second_last_name: next.secondLastName });
      await CommissionEmployeeModel.updateOne({ id: employee.id }, next);
      res.json({ employee: employeeJson({ ...employee, ...next }) });
    }),
  );
  router.delete(
    '/employee/:id',
    route(async (req, res) => {
      const employee = await employeeFor(req, 'write', param(req, 'id'));
      await CommissionEmployeeModel.deleteOne({ id: employee.id });
      await CommissionEmployeeModel.updateMany({ subordinates: employee.id }, { $pull: { subordinates: employee.id } });
      deleted(res, employee.id);
    }),
  );

  // ----- parameters -----
  const parameterFor = async (req: Request, mode: 'read' | 'write', id: string) => {
    const parameter = await found(ParameterModel.findOne({ id }).lean(), 'COMMISSION_PARAMETER_NOT_FOUND', id);
    await organizationFor(req, 'Parameters', mode, parameter.organizationId);
    return parameter;
  };
  /** A value for a date already there replaces it (the last one sent wins). */
  const mergeValues = (current: ParameterValue[], added: { uploaded_at: string; value: number }[]) => {
    const byDate = new Map(current.map((value) => [value.uploadedAt, value.value]));
    for (const value of added) byDate.set(value.uploaded_at, value.value);
    return [...byDate].sort(([a], [b]) => a.localeCompare(b)).map(([uploadedAt, value]) => ({ uploadedAt, value }));
  };
  router.get(
    '/area/:id/parameter',
    route(async (req, res) => {
      const area = await areaFor(req, 'Parameters', 'read', param(req, 'id'));
      const rows = await ParameterModel.find({ areaId: area.id }).sort({ name: 1 }).limit(LIST_LIMIT).lean();
      res.json({ parameter: rows.map((parameter) => ({ id: parameter.id, name: parameter.name, values: parameterValuesJson(parameter.values) })) });
    }),
  );
  router.post(
    '/area/:id/parameter',
    route(async (req, res) => {
      const area = await areaFor(req, 'Parameters', 'write', param(req, 'id'));
      const name = nameOf(req, 1);
      const input = body(req, z.object({ values: json(z.array(parameterValueInput).max(1000)).optional() }));
      if (!input.values?.length) throw new AppError('COMMISSION_PARAMETER_VALUES_REQUIRED');
      const parameter = { id: randomUUID(), name, areaId: area.id, organizationId: area.organizationId, values: mergeValues([], input.values) };
      await ParameterModel.create(parameter);
      res.status(201).json({ parameter: { id: parameter.id, name } });
    }),
  );
  router.patch(
    '/parameter/:id',
    updateRoute(async (req, res) => {
      const parameter = await parameterFor(req, 'write', param(req, 'id'));
      const name = nameOf(req, 1);
      await ParameterModel.updateOne({ id: parameter.id }, { name });
      res.json({ parameter: { id: parameter.id, name } });
    }),
  );
  router.delete(
    '/parameter/:id',
    route(async (req, res) => {
      const parameter = await parameterFor(req, 'write', param(req, 'id'));
      await ParameterModel.deleteOne({ id: parameter.id });
      deleted(res, parameter.id);
    }),
  );
  router.get(
    '/parameter/:id/values',
    route(async (req, res) => {
      const parameter = await parameterFor(req, 'read', param(req, 'id'));
      res.json({ parameter: { id: parameter.id, name: parameter.name, values: parameterValuesJson(parameter.values) } });
    }),
  );
  router.post(
    '/parameter/:id/values',
    route(async (req, res) => {
      const parameter = await parameterFor(req, 'write', param(req, 'id'));
      const input = body(req, z.object({ values: json(z.array(parameterValueInput).min(1).max(1000)) }));
      const values = mergeValues(parameter.values, input.values);
      await ParameterModel.updateOne({ id: parameter.id }, { values });
      res.status(201).json({ parameter: { id: parameter.id, name: parameter.name, values: parameterValuesJson(values) } });
    }),
  );
  router.patch(
    '/parameter/:id/uploaded-at/:date',
    updateRoute(async (req, res) => {
      const parameter = await parameterFor(req, 'write', param(req, 'id'));
      const date = param(req, 'date');
      if (!parameter.values.some((value) => value.uploadedAt === date)) throw new AppError('COMMISSION_PARAMETER_VALUE_NOT_FOUND', { date });
      const { value } = body(req, z.object({ value: numberField }));
      const values = mergeValues(parameter.values, [{ uploaded_at: date, value }]);
      await ParameterModel.updateOne({ id: parameter.id }, { values });
      res.json({ parameter: { id: parameter.id, name: parameter.name, values: parameterValuesJson(values) } });
    }),
  );
  router.delete(
    '/parameter/:id/uploaded-at/:date',
    route(async (req, res) => {
      const parameter = await parameterFor(req, 'write', param(req, 'id'));
      const date = param(req, 'date');
      if (!parameter.values.some((value) => value.uploadedAt === date)) throw new AppError('COMMISSION_PARAMETER_VALUE_NOT_FOUND', { date });
      await ParameterModel.updateOne({ id: parameter.id }, { $pull: { values: { uploadedAt: date } } });
      deleted(res, date);
    }),
  );

  // ----- indicators -----
  const indicatorFor = async (req: Request, mode: 'read' | 'write', id: string) => {
    const indicator = await found(IndicatorModel.findOne({ id }).lean(), 'COMMISSION_INDICATOR_NOT_FOUND', id);
    await organizationFor(req, 'Indicators', mode, indicator.organizationId);
    return indicator;
  };
  router.get(
    '/area/:id/indicator',
    route(async (req, res) => {
      const area = await areaFor(req, 'Indicators', 'read', param(req, 'id'));
      const rows = await IndicatorModel.find({ areaId: area.id }, { id: 1, name: 1 }).sort({ name: 1 }).limit(LIST_LIMIT).lean();
      res.json({ indicator: rows.map(({ id, name }) => ({ id, name })) });
    }),
  );
  router.post(
    '/area/:id/indicator',
    route(async (req, res) => {
      const area = await areaFor(req, 'Indicators', 'write', param(req, 'id'));
      const name = nameOf(req, 1);
      const formula = await checkFormulaForSave(req.body ?? {}, 'indicator', undefined, area.organizationId);
      const indicator = { id: randomUUID(), name, organizationId: area.organizationId, areaId: area.id, ...formula };
      await IndicatorModel.create(indicator);
      res.status(201).json({ indicator: { id: indicator.id, name } });
    }),
  );
  router.get(
    '/indicator/:id',
    route(async (req, res) => {
      const indicator = await indicatorFor(req, 'read', param(req, 'id'));
      res.json({
        indicator: {
          id: indicator.id,
          name: indicator.name,
          expression: indicator.expression,
          html_reference: indicator.htmlReference,
          parameter_id_list: indicator.parameterIds,
          variable_id_tag_list: indicator.variableRefs.map(({ id, tag }) => ({ id, tag })),
          hfunction_id_list: indicator.functionIds,
          hierarchical_node: { id: indicator.areaId, organization_id: indicator.organizationId },
        },
      });
    }),
  );
  router.patch(
    '/indicator/:id',
    updateRoute(async (req, res) => {
      const indicator = await indicatorFor(req, 'write', param(req, 'id'));
      const name = req.body?.name === undefined ? indicator.name : nameOf(req, 1);
      const place = await movedArea(req, 'Indicators', indicator);
      const formula = await formulaOnEdit(req, 'indicator', indicator, place.organizationId);
      await IndicatorModel.updateOne({ id: indicator.id }, { name, ...place, ...formula });
      res.json({ indicator: { id: indicator.id, name } });
    }),
  );
  router.delete(
    '/indicator/:id',
    route(async (req, res) => {
      const indicator = await indicatorFor(req, 'write', param(req, 'id'));
      await IndicatorModel.deleteOne({ id: indicator.id });
      deleted(res, indicator.id);
    }),
  );

  // ----- variable commissions -----
  const commissionFor = async (req: Request, mode: 'read' | 'write', id: string) => {
    const commission = await found(VariableCommissionModel.findOne({ id }).lean(), 'VARIABLE_COMMISSION_NOT_FOUND', id);
    await organizationFor(req, 'VariableCommissions', mode, commission.organizationId);
    return commission;
  };
  const runDateOf = (value: unknown): string => {
    const today = localDate(Date.now());
    if (value === undefined || value === '') return addDays(today, 1);
    const date = parseOrThrow(dateField, value, 'es');
    if (date < today) throw new AppError('COMMISSION_RUN_DATE_IN_PAST', { today });
    return date;
  };
  router.get(
    '/area/:id/variable-commission',
    route(async (req, res) => {
      const area = await areaFor(req, 'VariableCommissions', 'read', param(req, 'id'));
      const rows = await VariableCommissionModel.find({ areaId: area.id }).sort({ name: 1 }).limit(LIST_LIMIT).lean();
      res.json({ variable_commission: rows.map((commission) => ({ id: commission.id, name: commission.name, run_date: commission.runDate, active: commission.active })) });
    }),
  );
  router.post(
    '/area/:id/variable-commission',
    route(async (req, res) => {
      const area = await areaFor(req, 'VariableCommissions', 'write', param(req, 'id'));
      const name = nameOf(req, 1);
      const input = body(req, z.object({ period: periodInput, active: booleanField.default(true) }));
      const runDate = runDateOf(req.body?.start_date ?? req.body?.run_date);
      const formula = await checkFormulaForSave(req.body ?? {}, 'commission', undefined, area.organizationId);
      const commission: VariableCommission = { id: randomUUID(), name, organizationId: area.organizationId, areaId: area.id, active: input.active, runDate, ...normalizedPeriod(input.period), ...formula };
      await VariableCommissionModel.create(commission);
      await applyCommissionSchedule(workflows(), commission);
      res.status(201).json({ variable_commission: commissionJson(commission) });
    }),
  );
  router.get(
    '/variable-commission/:id',
    route(async (req, res) => {
      res.json({ variable_commission: commissionJson(await commissionFor(req, 'read', param(req, 'id'))) });
    }),
  );
  router.patch(
    '/variable-commission/:id',
    updateRoute(async (req, res) => {
      const commission = await commissionFor(req, 'write', param(req, 'id'));
      const input = body(req, z.object({ period: periodInput.optional(), active: booleanField.optional() }));
      const requestedRunDate = req.body?.start_date ?? req.body?.run_date;
      const place = await movedArea(req, 'VariableCommissions', commission);
      const next: VariableCommission = {
        ...fieldsOf(commission),
        name: req.body?.name === undefined ? commission.name : nameOf(req, 1),
        active: input.active ?? commission.active,
        runDate: requestedRunDate === undefined || requestedRunDate === commission.runDate ? commission.runDate : runDateOf(requestedRunDate),
        ...(input.period ? normalizedPeriod(input.period, commission) : {}),
        ...place,
        ...(await formulaOnEdit(req, 'commission', commission, place.organizationId)),
      };
      await VariableCommissionModel.updateOne({ id: commission.id }, next);
      await applyCommissionSchedule(workflows(), next);
      res.json({ variable_commission: commissionJson(next) });
    }),
  );
  router.delete(
    '/variable-commission/:id',
    route(async (req, res) => {
      const commission = await commissionFor(req, 'write', param(req, 'id'));
      // The schedule goes first: if removing it fails the commission stays, still whole.
      await removeSchedule(workflows(), commission.id);
      await VariableCommissionModel.deleteOne({ id: commission.id });
      deleted(res, commission.id);
    }),
  );
  router.post(
    '/variable-commission/calculate',
    route(async (req, res) => {
      const input = body(req, calculateInput);
      const commission = await commissionFor(req, 'write', input.variable_commission_id);
      const gateway = workflows();
      if (!gateway) throw new AppError('COMMISSION_RUN_UNAVAILABLE');
      if (input.employee_id) await found(CommissionEmployeeModel.findOne({ id: input.employee_id, areaId: commission.areaId }).lean(), 'COMMISSION_EMPLOYEE_NOT_FOUND', input.employee_id);
      const workflowId = `${COMMISSION_CALCULATION_WORKFLOW}:${commission.id}:${input.start_date}${input.employee_id ? `:${input.employee_id}` : ''}`;
      try {
        await gateway.start('commissionCalculation', { variableCommissionId: commission.id, startDate: input.start_date, employeeId: input.employee_id }, { workflowId });
      } catch (error) {
        if ((error as { code?: string }).code === 'WorkflowAlreadyRunning') throw new AppError('COMMISSION_RUN_IN_PROGRESS');
        deps.logger.error({ err: error, workflowId }, 'could not start a commission calculation');
        throw new AppError('COMMISSION_RUN_UNAVAILABLE');
      }
      res.status(202).json({ data: { workflow_id: workflowId, status: 'scheduled' } });
    }),
  );

  router.get(
    '/variable-commission/calculate/:workflowId',
    route(async (req, res) => {
      const access = await requireModule(req, 'VariableCommissions', 'read');
      const workflowId = param(req, 'workflowId');
      const gateway = workflows();
      if (!gateway) throw new AppError('COMMISSION_RUN_UNAVAILABLE');
      let described;
      try {
        described = await gateway.describe(workflowId);
      } catch {
        throw new AppError('WORKFLOW_NOT_FOUND', { id: workflowId });
      }
      // Requested runs (commissionCalculation:<id>:<date>) and scheduled ones (variable-commission:<id>-<time>)
      // alike: the run's commission says which company it belongs to, and the caller must see it.
      if (described.workflowType !== COMMISSION_CALCULATION_WORKFLOW) throw new AppError('WORKFLOW_NOT_FOUND', { id: workflowId });
      const commissionId = (described.input as { variableCommissionId?: unknown } | undefined)?.variableCommissionId;
      const commission = typeof commissionId === 'string' ? await VariableCommissionModel.findOne({ id: commissionId }, { organizationId: 1 }).lean() : null;
      // A run of a deleted commission has no company left to check: only the operator sees it.
      if (!commission && access.organizations !== 'all') throw new AppError('WORKFLOW_NOT_FOUND', { id: workflowId });
      if (commission) requireOrganization(access, commission.organizationId);
      const progress = await gateway.query(workflowId, commissionCalculationProgressQuery).catch(() => null);
      res.json({ data: { workflow_id: workflowId, status: described.status, progress, result: described.result ?? null, failure: described.failure?.message ?? null } });
    }),
  );

  // ----- compiler -----
  router.post(
    '/compiler/code-scan',
    route(async (req, res) => {
      const access = await accessOf(req);
      if (!(['Indicators', 'Functions', 'VariableCommissions'] as const).some((module) => access.can(module, 'read'))) {
        throw new AppError('COMMISSION_READ_FORBIDDEN', { module: 'Indicators/Functions/VariableCommissions' });
      }
      const input = body(
        req,
        z.object({
          expression: z.string().min(1).max(100_000),
          type: z.enum(['indicator', 'commission', 'function']).default('indicator'),
          arguments: json(z.array(z.string()).max(50)).optional(),
        }),
      );
      const scanned = scanExpression(input.expression, { screen: input.type, functionArguments: input.arguments });
      if (scanned.valid) res.json({ data: true, steps: scanned.steps });
      else res.json({ data: false, error: { reason: scanned.reason, message: scanned.message, line: scanned.line, column: scanned.column } });
    }),
  );

  // ----- helper functions -----
  const functionInput = z.object({
    description: z.string().trim().min(1).max(500),
    arguments: json(
      z
        .array(z.string().trim().regex(/^[\p{L}\w]{1,40}$/u))
        .min(1)
        .max(20),
    ),
  });
  const functionJson = (helper: { id: string; name: string; description: string; arguments: string[]; expression: string; htmlReference: string }) => ({
    id: helper.id,
    name: helper.name,
    description: helper.description,
    arguments: helper.arguments,
    expression: helper.expression,
    html_reference: helper.htmlReference,
  });
  const functionFor = async (req: Request, mode: 'read' | 'write', id: string) => {
    await requireModule(req, 'Functions', mode);
    return found(HelperFunctionModel.findOne({ id }).lean(), 'COMMISSION_FUNCTION_NOT_FOUND', id);
  };
  const nameTaken = async (name: string, except?: string) => Boolean(await HelperFunctionModel.findOne({ name, ...(except ? { id: { $ne: except } } : {}) }, { id: 1 }).lean());
  router.get(
    '/helper-function',
    route(async (req, res) => {
      await requireModule(req, 'Functions', 'read');
      const rows = await HelperFunctionModel.find({}).sort({ name: 1 }).limit(LIST_LIMIT).lean();
      res.json({ data: { helper_function: rows.map(functionJson) } });
    }),
  );
  router.post(
    '/helper-function',
    route(async (req, res) => {
      await requireModule(req, 'Functions', 'write');
      const name = nameOf(req, 1);
      const input = body(req, functionInput);
      if (await nameTaken(name)) throw new AppError('COMMISSION_FUNCTION_NAME_TAKEN', {}, { [name]: 'taken' });
      const formula = await checkFormulaForSave(req.body ?? {}, 'function', input.arguments);
      const helper = { id: randomUUID(), name, description: input.description, arguments: input.arguments, ...formula };
      await HelperFunctionModel.create(helper);
      res.status(201).json({ data: { helper_function: functionJson(helper) } });
    }),
  );
  router.get(
    '/helper-function/:id',
    route(async (req, res) => {
      res.json({ data: { helper_function: functionJson(await functionFor(req, 'read', param(req, 'id'))) } });
    }),
  );
  router.patch(
    '/helper-function/:id',
    updateRoute(async (req, res) => {
      const helper = await functionFor(req, 'write', param(req, 'id'));
      const name = req.body?.name === undefined ? helper.name : nameOf(req, 1);
      if (name !== helper.name && (await nameTaken(name, helper.id))) throw new AppError('COMMISSION_FUNCTION_NAME_TAKEN', {}, { [name]: 'taken' });
      const input = body(req, functionInput.partial());
      const args = input.arguments ?? helper.arguments;
      // New arguments recheck the stored formula (kept with its steps); a sent formula replaces it.
      const sent = req.body?.expression || req.body?.html_reference;
      const payload = sent ? { expression: req.body?.expression, html_reference: req.body?.html_reference } : { expression: helper.expression, html_reference: helper.htmlReference };
      const formula = sent || input.arguments ? await checkFormulaForSave(payload, 'function', args) : {};
      const next = { ...fieldsOf(helper), name, description: input.description ?? helper.description, arguments: args, ...formula };
      await HelperFunctionModel.updateOne({ id: helper.id }, next);
      res.json({ data: { helper_function: functionJson(next) } });
    }),
  );
  router.delete(
    '/helper-function/:id',
    route(async (req, res) => {
      const helper = await functionFor(req, 'write', param(req, 'id'));
      await HelperFunctionModel.deleteOne({ id: helper.id });
      deleted(res, helper.id);
    }),
  );

  // ----- reports -----
  router.post(
    '/report/search',
    route(async (req, res) => {
      const input = body(req, reportSearchInput);
      await organizationFor(req, 'Reports', 'read', input.organization_id);
      const filter: Record<string, unknown> = { organizationId: input.organization_id };
      const withNode = input.type === 'organization_hierarchical' || input.type === 'organization_hierarchical_dates';
      const withDates = input.type === 'organization_dates' || input.type === 'organization_hierarchical_dates';
      if (withNode) {
        if (!input.hierarchical_node_id) throw new AppError('VALIDATION_FAILED', { detail: 'hierarchical_node_id' });
        filter.areaId = input.hierarchical_node_id;
      }
      if (withDates) {
        if (!input.start_date || !input.end_date) throw new AppError('VALIDATION_FAILED', { detail: 'start_date, end_date' });
        if (input.start_date > input.end_date) throw new AppError('COMMISSION_REPORT_DATES_INVERTED');
        filter.startDate = { $gte: input.start_date, $lte: input.end_date };
      }
      if (input.employee_id) filter.employeeId = input.employee_id;
      const rows = await CommissionReportModel.find(filter).sort({ startDate: -1, employeeId: 1 }).limit(REPORT_LIMIT).lean();
      res.json({ data: { results: rows.map(reportJson) } });
    }),
  );
  router.get(
    '/report/:id',
    route(async (req, res) => {
      const id = param(req, 'id');
      const report = await found(CommissionReportModel.findOne({ id }).lean(), 'COMMISSION_REPORT_NOT_FOUND', id);
      await organizationFor(req, 'Reports', 'read', report.organizationId);
      res.json({ report: reportJson(report) });
    }),
  );

  return router;
}
