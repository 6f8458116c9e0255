import { nameKeyOf } from '../../domain/common/text';
import { isValidObjectId } from 'mongoose';
import { AppError, type ErrorCode } from '../../domain/errors/catalogue';
import {
  WORKPLAN_LIST_LIMIT,
  type CreateActivityInput,
  type CreateSectionInput,
  type CreateWorkplanInput,
  type UpdateActivityInput,
  type UpdateSectionInput,
  type UpdateWorkplanInput,
} from '../../domain/workplans/schemas';
import { isDuplicateKeyError, liveRecords as live } from '../../db/models/common';
import {
  WorkplanActivityModel,
  WorkplanModel,
  WorkplanSectionModel,
  type Workplan,
  type WorkplanActivity,
  type WorkplanSection,
} from '../../db/models/workplans';

/**
 * Work plans, their sections and their activities (spec 002). Every edit names the _version the
 * screen read and is applied only to that version (a single conditional update): a record changed
 * meanwhile is refused with the area's …_STALE code and never overwritten.
 */
type Stored<T> = T & {
  _id: unknown;
  _version: number;
  createdAt?: Date;
  updatedAt?: Date;
};

function iso(date: Date | undefined): string | null {
  return date ? date.toISOString() : null;
}

function workplanRow(plan: Stored<Workplan>, counts: Map<string, number>) {
  const id = String(plan._id);
  return {
    id,
    workplanName: plan.workplanName,
    description: plan.description,
    sectionCount: counts.get(id) ?? 0,
    _version: plan._version,
    createdAt: iso(plan.createdAt),
    updatedAt: iso(plan.updatedAt),
    updatedBy: plan.updatedBy,
  };
}

function sectionRow(section: Stored<WorkplanSection>, counts: Map<string, number>) {
  const id = String(section._id);
  return {
    id,
    sectionName: section.sectionName,
    description: section.description,
    workplanSectionWorkplanId: section.workplanSectionWorkplanId,
    activityCount: counts.get(id) ?? 0,
    _version: section._version,
    createdAt: iso(section.createdAt),
    updatedAt: iso(section.updatedAt),
  };
}

function activityRow(activity: Stored<WorkplanActivity>) {
  return {
    id: String(activity._id),
    activityName: activity.activityName,
    description: activity.description,
    marketReleaseDate: activity.marketReleaseDate,
    marketFinalDate: activity.marketFinalDate,
    temporality: activity.temporality,
    score: activity.score,
    workplanSectionId: activity.workplanSectionId,
    _version: activity._version,
    createdAt: iso(activity.createdAt),
    updatedAt: iso(activity.updatedAt),
    updatedBy: activity.updatedBy,
  };
}

async function countBy(model: typeof WorkplanSectionModel | typeof WorkplanActivityModel, field: string, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await (model as typeof WorkplanSectionModel).aggregate<{
    _id: string;
    count: number;
  }>([{ $match: { [field]: { $in: ids }, _deleted: { $ne: true } } }, { $group: { _id: `$${field}`, count: { $sum: 1 } } }]);
  return new Map(rows.map((row) => [row._id, row.count]));
}

/** listWorkplans (limit 300, spec 002 section 7), newest first, with how many sections each has. */
export async function listWorkplans() {
  const plans = await WorkplanModel.find(live).sort({ createdAt: -1 }).limit(WORKPLAN_LIST_LIMIT).lean<Stored<Workplan>[]>();
  const counts = await countBy(
    WorkplanSectionModel,
    'workplanSectionWorkplanId',
    plans.map((plan) => String(plan._id)),
  );
  return plans.map((plan) => workplanRow(plan, counts));
}

async function liveById<T>(model: { findOne: (filter: object) => { lean: <R>() => Promise<R | null> } }, id: string, notFound: ErrorCode): Promise<Stored<T>> {
  if (!isValidObjectId(id)) throw new AppError(notFound);
  const record = await model.findOne({ _id: id, ...live }).lean<Stored<T>>();
  if (!record) throw new AppError(notFound);
  return record;
}

export async function createWorkplan(input: CreateWorkplanInput, by: string) {
  try {
    const plan = await WorkplanModel.create({
      workplanName: input.workplanName,
      nameKey: nameKeyOf(input.workplanName),
      description: input.description,
      createdBy: by,
      updatedBy: by,
    });
    return workplanRow(plan.toObject() as Stored<Workplan>, new Map());
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new AppError('WORKPLAN_NAME_TAKEN', { name: input.workplanName });
    throw error;
  }
}

/**
 * Applies a change to exactly the version the screen read. When nothing matched, tells a deleted
 * or unknown record (…_NOT_FOUND) from one changed meanwhile (…_STALE).
 */
async function updateVersioned<T>(
  model: typeof WorkplanModel | typeof WorkplanSectionModel | typeof WorkplanActivityModel,
  id: string,
  version: number,
  set: Record<string, unknown>,
  codes: { notFound: ErrorCode; stale: ErrorCode },
): Promise<Stored<T>> {
  if (!isValidObjectId(id)) throw new AppError(codes.notFound);
  const updated = await (model as typeof WorkplanModel)
    .findOneAndUpdate({ _id: id, _version: version, ...live }, { $set: set, $inc: { _version: 1 } }, { returnDocument: 'after' })
    .lean<Stored<T>>();
  if (updated) return updated;
  const exists = await (model as typeof WorkplanModel).exists({
    _id: id,
    ...live,
  });
  throw new AppError(exists ? codes.stale : codes.notFound);
}

export async function updateWorkplan(input: UpdateWorkplanInput, by: string) {
  try {
    const plan = await updateVersioned<Workplan>(
      WorkplanModel,
      input.id,
      input._version,
      {
        workplanName: input.workplanName,
        nameKey: nameKeyOf(input.workplanName),
        description: input.description,
        updatedBy: by,
      },
      { notFound: 'WORKPLAN_NOT_FOUND', stale: 'WORKPLAN_STALE' },
    );
    const counts = await countBy(WorkplanSectionModel, 'workplanSectionWorkplanId', [input.id]);
    return workplanRow(plan, counts);
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new AppError('WORKPLAN_NAME_TAKEN', { name: input.workplanName });
    throw error;
  }
}

/** A plan's sections, oldest first (the order they were written in). */
export async function listSections(workplanId: string) {
  await liveById<Workplan>(WorkplanModel, workplanId, 'WORKPLAN_NOT_FOUND');
  const sections = await WorkplanSectionModel.find({
    workplanSectionWorkplanId: workplanId,
    ...live,
  })
    .sort({ createdAt: 1 })
    .limit(WORKPLAN_LIST_LIMIT)
    .lean<Stored<WorkplanSection>[]>();
  const counts = await countBy(
    WorkplanActivityModel,
    'workplanSectionId',
    sections.map((section) => String(section._id)),
  );
  return sections.map((section) => sectionRow(section, counts));
}

export async function createSection(input: CreateSectionInput, by: string) {
  await liveById<Workplan>(WorkplanModel, input.workplanSectionWorkplanId, 'WORKPLAN_NOT_FOUND');
  const section = await WorkplanSectionModel.create({
    ...input,
    createdBy: by,
    updatedBy: by,
  });
  return sectionRow(section.toObject() as Stored<WorkplanSection>, new Map());
}

export async function updateSection(input: UpdateSectionInput, by: string) {
  const section = await updateVersioned<WorkplanSection>(
    WorkplanSectionModel,
    input.id,
    input._version,
    {
      sectionName: input.sectionName,
      description: input.description,
      updatedBy: by,
    },
    { notFound: 'WORKPLAN_SECTION_NOT_FOUND', stale: 'WORKPLAN_SECTION_STALE' },
  );
  const counts = await countBy(WorkplanActivityModel, 'workplanSectionId', [input.id]);
  return sectionRow(section, counts);
}

/** listWorkplanActivitys of one section, by release date. */
export async function listActivities(sectionId: string) {
  await liveById<WorkplanSection>(WorkplanSectionModel, sectionId, 'WORKPLAN_SECTION_NOT_FOUND');
  const activities = await WorkplanActivityModel.find({
    workplanSectionId: sectionId,
    ...live,
  })
    .sort({ marketReleaseDate: 1, createdAt: 1 })
    .limit(WORKPLAN_LIST_LIMIT)
    .lean<Stored<WorkplanActivity>[]>();
  return activities.map(activityRow);
}

export async function createActivity(input: CreateActivityInput, by: string) {
  await liveById<WorkplanSection>(WorkplanSectionModel, input.workplanSectionId, 'WORKPLAN_SECTION_NOT_FOUND');
  const activity = await WorkplanActivityModel.create({
    ...input,
    createdBy: by,
    updatedBy: by,
  });
  return activityRow(activity.toObject() as Stored<WorkplanActivity>);
}

export async function updateActivity(input: UpdateActivityInput, by: string) {
  const { id, _version, ...fields } = input;
  const activity = await updateVersioned<WorkplanActivity>(
    WorkplanActivityModel,
    id,
    _version,
    { ...fields, updatedBy: by },
    {
      notFound: 'WORKPLAN_ACTIVITY_NOT_FOUND',
      stale: 'WORKPLAN_ACTIVITY_STALE',
    },
  );
  return activityRow(activity);
}

/** Soft-deletes an activity (the version the screen read, like an edit). */
export async function deleteActivity(id: string, version: number, by: string) {
  const activity = await updateVersioned<WorkplanActivity>(
    WorkplanActivityModel,
    id,
    version,
    { _deleted: true, updatedBy: by },
    {
      notFound: 'WORKPLAN_ACTIVITY_NOT_FOUND',
      stale: 'WORKPLAN_ACTIVITY_STALE',
    },
  );
  return activityRow(activity);
}
