import { randomUUID } from 'node:crypto';
import { AppError } from '../../domain/errors/catalogue';
import { cardSeverity, parseSemaphore, statusNames, type HeadcountChoiceInput, type HeadcountChoiceKind, type StatusRuleInput, type TeamPositionInput, type WorkTeamTemplateInput } from '../../domain/headcount/rules';
import { PositionModel } from '../../db/models/access/position';
import { HeadcountReportModel, HeadcountVacantLogModel, IncidentObservationModel, IncidentPlanActionModel, templateNameKey, WorkTeamTemplateModel, type WorkTeamTemplate } from '../../db/models/headcount';
import { ParamModel } from '../../db/models/params/param';
import { WarehouseModel, warehouseTypes } from '../../db/models/stores/warehouse';
import { liveRecords } from '../../db/models/common';
import type { WorkflowGateway } from '../../workers/gateway';
import { DAILY_HEADCOUNT_WORKFLOW, dailyHeadcountProgressQuery, type DailyHeadcountResult } from '../../workflows/headcount/dailyHeadcount';
import { viaGateway } from '../workflows/errors';

type StoredTemplate = WorkTeamTemplate & { _id: unknown; _version: number; _deleted?: boolean | null };

export function templateView(template: StoredTemplate) {
  return { ...template, id: template.workTeamTemplateId, deleted: template._deleted === true };
}

export async function listTemplates() {
  const templates = await WorkTeamTemplateModel.find(liveRecords).sort({ workTeamTemplate: 1 }).limit(300).lean<StoredTemplate[]>();
  const counts = await WarehouseModel.aggregate<{ _id: string; stores: number }>([{ $match: { workTeamTemplateId: { $ne: null } } }, { $group: { _id: '$workTeamTemplateId', stores: { $sum: 1 } } }]);
  const storesBy = new Map(counts.map((entry) => [entry._id, entry.stores]));
  return templates.map((template) => ({ ...templateView(template), stores: storesBy.get(template.workTeamTemplateId) ?? 0 }));
}

async function templateAt(id: string, version: number): Promise<StoredTemplate> {
  const template = await WorkTeamTemplateModel.findOne({ workTeamTemplateId: id, ...liveRecords }).lean<StoredTemplate>();
  if (!template) throw new AppError('WORK_TEAM_TEMPLATE_NOT_FOUND', { id: id.slice(0, 40) });
  if (template._version !== version) throw new AppError('WORK_TEAM_TEMPLATE_STALE', { version: template._version });
  return template;
}

/** One versioned write: refused when someone saved the template since the screen read it. */
async function writeTemplate(id: string, version: number, set: Record<string, unknown>) {
  try {
    const updated = await WorkTeamTemplateModel.findOneAndUpdate({ workTeamTemplateId: id, _version: version, ...liveRecords }, { $set: set, $inc: { _version: 1 } }, { returnDocument: 'after' }).lean<StoredTemplate>();
    if (!updated) {
      await templateAt(id, version);
      throw new AppError('WORK_TEAM_TEMPLATE_STALE', { version });
    }
    return templateView(updated);
  } catch (error) {
    if ((error as { code?: number }).code === 11000) throw new AppError('WORK_TEAM_TEMPLATE_NAME_TAKEN', { name: String(set.workTeamTemplate ?? '') });
    throw error;
  }
}

export async function createTemplate(input: WorkTeamTemplateInput) {
  const workTeamTemplateId = `WTT-${randomUUID().slice(0, 8).toUpperCase()}`;
  try {
    const created = await WorkTeamTemplateModel.create({ ...input, workTeamTemplateId, nameKey: templateNameKey(input.workTeamTemplate), positions: [], statuses: [] });
    return templateView(created.toObject() as StoredTemplate);
  } catch (error) {
    if ((error as { code?: number }).code === 11000) throw new AppError('WORK_TEAM_TEMPLATE_NAME_TAKEN', { name: input.workTeamTemplate });
    throw error;
  }
}

export function updateTemplate(id: string, version: number, input: WorkTeamTemplateInput) {
  return writeTemplate(id, version, { ...input, nameKey: templateNameKey(input.workTeamTemplate) });
}

export function setTemplateActive(id: string, version: number, active: boolean) {
  return writeTemplate(id, version, { active });
}

async function positionName(positionId: string): Promise<string> {
  const position = await PositionModel.findOne({ positionId }).select({ positionName: 1 }).lean();
  if (!position) throw new AppError('TEAM_POSITION_UNKNOWN', { id: positionId.slice(0, 40) });
  return position.positionName;
}

/** Adds a team position (no teamPositionId) or changes one. */
export async function saveTeamPosition(id: string, version: number, teamPositionId: string | null, input: TeamPositionInput) {
  const template = await templateAt(id, version);
  const entry = { ...input, positionName: await positionName(input.positionId), teamPositionId: teamPositionId ?? `${id}-${randomUUID().slice(0, 8)}` };
  if (teamPositionId && !template.positions.some((position) => position.teamPositionId === teamPositionId)) throw new AppError('TEAM_POSITION_NOT_FOUND');
  const positions = teamPositionId ? template.positions.map((position) => (position.teamPositionId === teamPositionId ? entry : position)) : [...template.positions, entry];
  return writeTemplate(id, version, { positions });
}

export async function deleteTeamPosition(id: string, version: number, teamPositionId: string) {
  const template = await templateAt(id, version);
  if (!template.positions.some((position) => position.teamPositionId === teamPositionId)) throw new AppError('TEAM_POSITION_NOT_FOUND');
  return writeTemplate(id, version, { positions: template.positions.filter((position) => position.teamPositionId !== teamPositionId) });
}

export async function saveStatusRules(id: string, version: number, rules: StatusRuleInput[]) {
  await templateAt(id, version);
  const ordered = statusNames.flatMap((name) => rules.filter((rule) => rule.statusName === name));
  return writeTemplate(id, version, { statuses: ordered });
}

/**
 * The stores of this type become exactly these (a store has one template: choosing it here takes
 * it from its former template; a store left out loses this one and shows 'Status not ready yet'
 * until it gets another). An inactive or deleted template is refused. Answers how many changed.
 */
export async function assignTemplate(id: string, warehouseIds: string[]) {
  const template = await WorkTeamTemplateModel.findOne({ workTeamTemplateId: id, ...liveRecords }).lean<StoredTemplate>();
  if (!template || !template.active) throw new AppError('STORE_TEMPLATE_UNAVAILABLE', { id: id.slice(0, 40) });
  const stores = { warehouseType: warehouseTypes.store, ...liveRecords };
  const given = await WarehouseModel.updateMany({ ...stores, warehouseId: { $in: warehouseIds }, workTeamTemplateId: { $ne: id } }, { $set: { workTeamTemplateId: id } });
  const taken = await WarehouseModel.updateMany({ ...stores, workTeamTemplateId: id, warehouseId: { $nin: warehouseIds } }, { $set: { workTeamTemplateId: null } });
  return given.modifiedCount + taken.modifiedCount;
}

/** Soft-deletes a template no store uses any more (the stores table then disables it). */
export async function deleteTemplate(id: string, version: number) {
  await templateAt(id, version);
  const stores = await WarehouseModel.find({ workTeamTemplateId: id, ...liveRecords }).select({ warehouseId: 1 }).limit(6).lean();
  if (stores.length > 0) throw new AppError('WORK_TEAM_TEMPLATE_IN_USE', { stores: stores.slice(0, 5).map((store) => store.warehouseId).join(', ') + (stores.length > 5 ? '…' : '') });
  return writeTemplate(id, version, { _deleted: true, active: false });
}

/** The stores a template can be given: active stores with their current template. */
export async function templateStores() {
  const stores = await WarehouseModel.find({ warehouseType: warehouseTypes.store, active: true, ...liveRecords })
    .select({ warehouseId: 1, warehouseName: 1, organization: 1, zone: 1, workTeamTemplateId: 1 })
    .sort({ warehouseId: 1 })
    .limit(1000)
    .lean();
  return stores.map((store) => ({
    warehouseId: store.warehouseId,
    warehouseName: store.warehouseName,
    organizationId: store.organization.organizationId,
    organizationName: store.organization.organizationName,
    zoneName: store.zone?.zoneName ?? '',
    workTeamTemplateId: store.workTeamTemplateId ?? null,
  }));
}

export async function headcountPositions() {
  const positions = await PositionModel.find({}).select({ positionId: 1, positionName: 1, labels: 1 }).sort({ positionName: 1 }).lean();
  return positions.map((position) => ({ positionId: position.positionId, positionName: position.positionName, label: position.labels?.es ?? position.positionName }));
}

// ---- The dashboard ----

export interface ReportFilter {
  search?: string | null;
  statusName?: string | null;
  organizationId?: string | null;
}

/** Every typed store: computed ones with their report, the others with no status ('Status not ready yet'). */
async function reportRows() {
  const [stores, reports] = await Promise.all([
    WarehouseModel.find({ warehouseType: warehouseTypes.store, active: true, ...liveRecords }).select({ warehouseId: 1, warehouseName: 1, organization: 1, zone: 1, workTeamTemplateId: 1 }).sort({ 'organization.organizationId': 1, warehouseId: 1 }).lean(),
    HeadcountReportModel.find({}).lean(),
  ]);
  const templates = new Map((await WorkTeamTemplateModel.find({}).select({ workTeamTemplateId: 1, workTeamTemplate: 1 }).lean()).map((template) => [template.workTeamTemplateId, template.workTeamTemplate]));
  const reportBy = new Map(reports.map((report) => [report.reportId, report]));
  return stores.map((store) => {
    const report = store.workTeamTemplateId ? reportBy.get(store.warehouseId) : undefined;
    return {
      id: store.warehouseId,
      organizationId: store.organization.organizationId,
      organizationName: store.organization.organizationName,
      warehouseId: store.warehouseId,
      warehouseName: store.warehouseName,
      zoneName: store.zone?.zoneName ?? '',
      workTeamTemplateName: store.workTeamTemplateId ? (templates.get(store.workTeamTemplateId) ?? store.workTeamTemplateId) : null,
      teamPositionsCount: report?.required ?? null,
      teamAssignedCount: report?.assigned ?? null,
      vacants: report?.vacants ?? null,
      extras: report?.extras ?? null,
      statusName: report?.statusName ?? null,
      sinceDate: report?.sinceDate ?? null,
      calculationDate: report?.calculationDate ?? null,
      detail: report?.detail ?? [],
    };
  });
}

function normal(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export async function headcountReports(filter: ReportFilter, page: number, pageSize: number) {
  const all = await reportRows();
  const search = filter.search ? normal(filter.search.trim()) : '';
  const rows = all.filter(
    (row) =>
      (!filter.organizationId || row.organizationId === filter.organizationId) &&
      (!filter.statusName || (filter.statusName === 'none' ? row.statusName === null : row.statusName === filter.statusName)) &&
      (!search || normal([row.organizationName, row.warehouseId, row.warehouseName, row.zoneName, row.workTeamTemplateName ?? ''].join(' ')).includes(search)),
  );
  return { rows: rows.slice(page * pageSize, (page + 1) * pageSize), total: rows.length, page, pageSize };
}

/** The cards (one per organization) and the stacked bar chart of status levels per organization. */
export async function headcountSummary() {
  const [rows, semaphoreParam] = await Promise.all([reportRows(), ParamModel.findOne({ param: 'headcountVacantSemaphore', ...liveRecords }).sort({ startDate: -1 }).lean()]);
  const semaphore = parseSemaphore(semaphoreParam?.value);
  const byOrganization = new Map<string, typeof rows>();
  for (const row of rows) byOrganization.set(row.organizationId, [...(byOrganization.get(row.organizationId) ?? []), row]);
  return [...byOrganization.entries()].map(([organizationId, list]) => {
    const positions = list.reduce((sum, row) => sum + (row.teamPositionsCount ?? 0), 0);
    const vacants = list.reduce((sum, row) => sum + (row.vacants ?? 0), 0);
    const vacantPositions = new Map<string, number>();
    for (const row of list) for (const entry of row.detail) vacantPositions.set(entry.positionName, (vacantPositions.get(entry.positionName) ?? 0) + entry.count);
    return {
      organizationId,
      organizationName: list[0].organizationName,
      templatePositions: positions,
      vacants,
      severity: cardSeverity(semaphore, positions, vacants),
      vacantPositions: [...vacantPositions.entries()].map(([positionName, count]) => ({ positionName, count })).sort((a, b) => b.count - a.count),
      storeIds: list.filter((row) => (row.vacants ?? 0) > 0).map((row) => row.warehouseId),
      high: list.filter((row) => row.statusName === 'high').length,
      medium: list.filter((row) => row.statusName === 'medium').length,
      low: list.filter((row) => row.statusName === 'low').length,
      notReady: list.filter((row) => row.statusName === null).length,
    };
  });
}

/** A store's history: its logs, newest cut-off first, with incidents and details. */
export async function headcountHistory(reportId: string) {
  const logs = await HeadcountVacantLogModel.find({ reportId }).sort({ calculationDate: -1 }).limit(400).lean();
  return logs.map((log) => ({ ...log, id: log.logId }));
}

/** The two trees HR keeps, under one shape: id, name, parent, active. */
const choiceModels = {
  observation: { model: IncidentObservationModel, id: 'incidentObservationId', name: 'incidentObservationName', parent: 'parentIncidentObservationId', prefix: 'OBS' },
  planAction: { model: IncidentPlanActionModel, id: 'incidentPlanActionId', name: 'incidentPlanActionName', parent: 'parentIncidentPlanActionId', prefix: 'PLA' },
} as const;

type StoredChoice = Record<string, unknown> & { _version: number; active?: boolean };

function choiceView(kind: HeadcountChoiceKind, entry: StoredChoice) {
  const shape = choiceModels[kind];
  return { id: entry[shape.id] as string, name: entry[shape.name] as string, parentId: (entry[shape.parent] as string | null) ?? null, active: entry.active !== false, _version: entry._version };
}

/** A tree, roots first then each root's children, by name; inactive options included (marked). */
export async function headcountChoices(kind: HeadcountChoiceKind) {
  const shape = choiceModels[kind];
  const list = (await (shape.model as typeof IncidentObservationModel).find(liveRecords).sort({ [shape.name]: 1 }).limit(1000).lean()) as unknown as StoredChoice[];
  return list.map((entry) => choiceView(kind, entry));
}

export const incidentObservations = () => headcountChoices('observation');
export const incidentPlanActions = () => headcountChoices('planAction');

function nameKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('es-MX');
}

/**
 * Adds a node (no id) or renames / moves one. Two levels only: a parent must be an active root of
 * the same tree, and a root with children stays a root. Names are unique among siblings.
 */
export async function saveHeadcountChoice(kind: HeadcountChoiceKind, id: string | null, version: number | null, input: HeadcountChoiceInput) {
  const shape = choiceModels[kind];
  const model = shape.model as unknown as typeof IncidentObservationModel;
  const all = (await model.find(liveRecords).lean()) as unknown as StoredChoice[];
  const nodes = all.map((entry) => choiceView(kind, entry));
  const current = id ? nodes.find((node) => node.id === id) : undefined;
  if (id && !current) throw new AppError('HEADCOUNT_CHOICE_NOT_FOUND');
  if (input.parentId) {
    const parent = nodes.find((node) => node.id === input.parentId);
    if (!parent || parent.parentId || !parent.active || parent.id === id) throw new AppError('HEADCOUNT_CHOICE_PARENT');
    if (current && nodes.some((node) => node.parentId === current.id)) throw new AppError('HEADCOUNT_CHOICE_PARENT');
  }
  if (nodes.some((node) => node.id !== id && node.parentId === input.parentId && nameKey(node.name) === nameKey(input.name))) throw new AppError('HEADCOUNT_CHOICE_TAKEN', { name: input.name });
  const fields = { [shape.name]: input.name, [shape.parent]: input.parentId };
  if (!current) {
    const created = await model.create({ [shape.id]: `${shape.prefix}-${randomUUID().slice(0, 8).toUpperCase()}`, ...fields, active: true });
    return choiceView(kind, created.toObject() as unknown as StoredChoice);
  }
  if (current._version !== version) throw new AppError('HEADCOUNT_CHOICE_STALE');
  const updated = await model.findOneAndUpdate({ [shape.id]: id, _version: version }, { $set: fields, $inc: { _version: 1 } }, { returnDocument: 'after' }).lean();
  if (!updated) throw new AppError('HEADCOUNT_CHOICE_STALE');
  return choiceView(kind, updated as unknown as StoredChoice);
}

/** Deactivates (or reactivates) a node: it leaves the selectors; evaluations that chose it keep it. */
export async function setHeadcountChoiceActive(kind: HeadcountChoiceKind, id: string, version: number, active: boolean) {
  const shape = choiceModels[kind];
  const model = shape.model as unknown as typeof IncidentObservationModel;
  const updated = await model.findOneAndUpdate({ [shape.id]: id, _version: version, ...liveRecords }, { $set: { active }, $inc: { _version: 1 } }, { returnDocument: 'after' }).lean();
  if (!updated) {
    if (!(await model.exists({ [shape.id]: id, ...liveRecords }))) throw new AppError('HEADCOUNT_CHOICE_NOT_FOUND');
    throw new AppError('HEADCOUNT_CHOICE_STALE');
  }
  return choiceView(kind, updated as unknown as StoredChoice);
}

/** Saves the observation and/or plan action of an evaluation at once (only cut-offs with vacancies). */
export async function evaluateLog(logId: string, observationId: string | null | undefined, planActionId: string | null | undefined) {
  const log = await HeadcountVacantLogModel.findOne({ logId }).lean();
  if (!log) throw new AppError('HEADCOUNT_LOG_NOT_FOUND');
  if (log.vacantCounter <= 0) throw new AppError('HEADCOUNT_NO_VACANCIES');
  const set: Record<string, string | null> = {};
  if (observationId !== undefined) {
    if (observationId !== null && !(await IncidentObservationModel.exists({ incidentObservationId: observationId, active: { $ne: false }, ...liveRecords }))) throw new AppError('HEADCOUNT_CHOICE_UNKNOWN');
    set.incidentObservationId = observationId;
  }
  if (planActionId !== undefined) {
    if (planActionId !== null && !(await IncidentPlanActionModel.exists({ incidentPlanActionId: planActionId, active: { $ne: false }, ...liveRecords }))) throw new AppError('HEADCOUNT_CHOICE_UNKNOWN');
    set.incidentPlanActionId = planActionId;
  }
  const updated = await HeadcountVacantLogModel.findOneAndUpdate({ logId }, { $set: set }, { returnDocument: 'after' }).lean();
  return { ...updated!, id: updated!.logId };
}

// ---- Running the calculation on demand ----

export async function startHeadcount(gateway: WorkflowGateway, calculationDate: string | null) {
  const { workflowId } = await viaGateway('', () => gateway.start(DAILY_HEADCOUNT_WORKFLOW, calculationDate ? { calculationDate } : {}));
  return headcountRun(gateway, workflowId);
}

export async function headcountRun(gateway: WorkflowGateway, workflowId: string) {
  const run = await viaGateway(workflowId, () => gateway.describe(workflowId));
  if (run.workflowType !== DAILY_HEADCOUNT_WORKFLOW) throw new AppError('WORKFLOW_NOT_FOUND', { id: workflowId });
  if (run.status === 'completed') {
    const result = run.result as DailyHeadcountResult;
    return { workflowId, status: run.status, calculationDate: result.calculationDate, total: result.stores.length + result.skipped, processed: result.stores.length + result.skipped, stores: result.stores };
  }
  const progress = run.status === 'running' ? await viaGateway(workflowId, () => gateway.query(workflowId, dailyHeadcountProgressQuery)).catch(() => null) : null;
  return { workflowId, status: run.status, calculationDate: progress?.calculationDate ?? null, total: progress?.total ?? 0, processed: progress?.processed ?? 0, stores: [] };
}
