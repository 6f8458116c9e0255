import { nameKeyOf } from '../../../domain/common/text';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../../domain/errors/catalogue';
import type { HeadcountChoiceInput, HeadcountChoiceKind } from '../../../domain/headcount/rules';
import { IncidentObservationModel, IncidentPlanActionModel } from '../../../db/models/headcount';
import { liveRecords } from '../../../db/models/common';

/** The two trees HR keeps, under one shape: id, name, parent, active. */
const choiceModels = {
  observation: {
    model: IncidentObservationModel,
    id: 'incidentObservationId',
    name: 'incidentObservationName',
    parent: 'parentIncidentObservationId',
    prefix: 'OBS',
  },
  planAction: {
    model: IncidentPlanActionModel,
    id: 'incidentPlanActionId',
    name: 'incidentPlanActionName',
    parent: 'parentIncidentPlanActionId',
    prefix: 'PLA',
  },
} as const;

type StoredChoice = Record<string, unknown> & { _version: number; active?: boolean };

function choiceView(kind: HeadcountChoiceKind, entry: StoredChoice) {
  const shape = choiceModels[kind];
  return {
    id: entry[shape.id] as string,
    name: entry[shape.name] as string,
    parentId: (entry[shape.parent] as string | null) ?? null,
    active: entry.active !== false,
    _version: entry._version,
  };
}

/** A tree, roots first then each root's children, by name; inactive options included (marked). */
export async function headcountChoices(kind: HeadcountChoiceKind) {
  const shape = choiceModels[kind];
  const list = (await (shape.model as typeof IncidentObservationModel)
    .find(liveRecords)
    .sort({ [shape.name]: 1 })
    .limit(1000)
    .lean()) as unknown as StoredChoice[];
  return list.map((entry) => choiceView(kind, entry));
}

export const incidentObservations = () => headcountChoices('observation');
export const incidentPlanActions = () => headcountChoices('planAction');

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
  if (
    nodes.some(
      (node) =>
        node.id !== id && node.parentId === input.parentId && nameKeyOf(node.name, { ignoreAccents: true }) === nameKeyOf(input.name, { ignoreAccents: true }),
    )
  )
    throw new AppError('HEADCOUNT_CHOICE_TAKEN', { name: input.name });
  const fields = { [shape.name]: input.name, [shape.parent]: input.parentId };
  if (!current) {
    const created = await model.create({ [shape.id]: `${shape.prefix}-${randomUUID().slice(0, 8).toUpperCase()}`, ...fields, active: true });
    return choiceView(kind, created.toObject() as unknown as StoredChoice);
  }
  if (current._version !== version) throw new AppError('HEADCOUNT_CHOICE_STALE');
  const updated = await model
    .findOneAndUpdate({ [shape.id]: id, _version: version }, { $set: fields, $inc: { _version: 1 } }, { returnDocument: 'after' })
    .lean();
  if (!updated) throw new AppError('HEADCOUNT_CHOICE_STALE');
  return choiceView(kind, updated as unknown as StoredChoice);
}

/** Deactivates (or reactivates) a node: it leaves the selectors; evaluations that chose it keep it. */
export async function setHeadcountChoiceActive(kind: HeadcountChoiceKind, id: string, version: number, active: boolean) {
  const shape = choiceModels[kind];
  const model = shape.model as unknown as typeof IncidentObservationModel;
  const updated = await model
    .findOneAndUpdate({ [shape.id]: id, _version: version, ...liveRecords }, { $set: { active }, $inc: { _version: 1 } }, { returnDocument: 'after' })
    .lean();
  if (!updated) {
    if (!(await model.exists({ [shape.id]: id, ...liveRecords }))) throw new AppError('HEADCOUNT_CHOICE_NOT_FOUND');
    throw new AppError('HEADCOUNT_CHOICE_STALE');
  }
  return choiceView(kind, updated as unknown as StoredChoice);
}
