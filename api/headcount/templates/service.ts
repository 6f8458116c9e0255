import { nameKeyOf } from '../../../domain/common/text';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../../domain/errors/catalogue';
import { statusNames, type StatusRuleInput, type TeamPositionInput, type WorkTeamTemplateInput } from '../../../domain/headcount/rules';
import { PositionModel } from '../../../db/models/access/position';
import { WorkTeamTemplateModel, type WorkTeamTemplate } from '../../../db/models/headcount';
import { WarehouseModel, warehouseTypes } from '../../../db/models/stores/warehouse';
import { isDuplicateKeyError, liveRecords } from '../../../db/models/common';

/** Work-team templates (spec 003 section 2.1): the templates, their positions and status rules, and the stores they are given to. */

type StoredTemplate = WorkTeamTemplate & { _id: unknown; _version: number; _deleted?: boolean | null };

export function templateView(template: StoredTemplate) {
  return { ...template, id: template.workTeamTemplateId, deleted: template._deleted === true };
}

export async function listTemplates() {
  const templates = await WorkTeamTemplateModel.find(liveRecords).sort({ workTeamTemplate: 1 }).limit(300).lean<StoredTemplate[]>();
  const counts = await WarehouseModel.aggregate<{ _id: string; stores: number }>([
    { $match: { workTeamTemplateId: { $ne: null } } },
    { $group: { _id: '$workTeamTemplateId', stores: { $sum: 1 } } },
  ]);
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
    const updated = await WorkTeamTemplateModel.findOneAndUpdate(
      { workTeamTemplateId: id, _version: version, ...liveRecords },
      { $set: set, $inc: { _version: 1 } },
      { returnDocument: 'after' },
    ).lean<StoredTemplate>();
    if (!updated) {
      await templateAt(id, version);
      throw new AppError('WORK_TEAM_TEMPLATE_STALE', { version });
    }
    return templateView(updated);
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new AppError('WORK_TEAM_TEMPLATE_NAME_TAKEN', { name: String(set.workTeamTemplate ?? '') });
    throw error;
  }
}

export async function createTemplate(input: WorkTeamTemplateInput) {
  const workTeamTemplateId = `WTT-${randomUUID().slice(0, 8).toUpperCase()}`;
  try {
    const created = await WorkTeamTemplateModel.create({
      ...input,
      workTeamTemplateId,
      nameKey: nameKeyOf(input.workTeamTemplate),
      positions: [],
      statuses: [],
    });
    return templateView(created.toObject() as StoredTemplate);
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new AppError('WORK_TEAM_TEMPLATE_NAME_TAKEN', { name: input.workTeamTemplate });
    throw error;
  }
}

export function updateTemplate(id: string, version: number, input: WorkTeamTemplateInput) {
  return writeTemplate(id, version, { ...input, nameKey: nameKeyOf(input.workTeamTemplate) });
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
  const positions = teamPositionId
    ? template.positions.map((position) => (position.teamPositionId === teamPositionId ? entry : position))
    : [...template.positions, entry];
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
  const given = await WarehouseModel.updateMany(
    { ...stores, warehouseId: { $in: warehouseIds }, workTeamTemplateId: { $ne: id } },
    { $set: { workTeamTemplateId: id } },
  );
  const taken = await WarehouseModel.updateMany(
    { ...stores, workTeamTemplateId: id, warehouseId: { $nin: warehouseIds } },
    { $set: { workTeamTemplateId: null } },
  );
  return given.modifiedCount + taken.modifiedCount;
}

/** Soft-deletes a template no store uses any more (the stores table then disables it). */
export async function deleteTemplate(id: string, version: number) {
  await templateAt(id, version);
  const stores = await WarehouseModel.find({ workTeamTemplateId: id, ...liveRecords })
    .select({ warehouseId: 1 })
    .limit(6)
    .lean();
  if (stores.length > 0)
    throw new AppError('WORK_TEAM_TEMPLATE_IN_USE', {
      stores:
        stores
          .slice(0, 5)
          .map((store) => store.warehouseId)
          .join(', ') + (stores.length > 5 ? '…' : ''),
    });
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
  return positions.map((position) => ({
    positionId: position.positionId,
    positionName: position.positionName,
    label: position.labels?.es ?? position.positionName,
  }));
}
