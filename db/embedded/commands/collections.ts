import type { Collection, WriteTransaction } from '../collection';
import { CommandError } from '../errors';
import { compileFilter, type Document } from '../query';
import { valuesAtPath } from '../valuesAtPath';
import type { IndexSpec } from '../storage';
import { isPlainObject, valueKey } from '../values';
import { aggregate } from './aggregate';
import { collectionName, type CommandContext, type CommandHandler } from './context';

/**
 * Collection kinds and options beyond plain collections, as MongoDB 7 has them:
 * - views (`create` with `viewOn` and `pipeline`): read with find, aggregate, count and distinct
 *   (the view's pipeline runs on its source, views on views too); writes are refused with
 *   CommandNotSupportedOnView (166);
 * - capped collections (`capped`, `size`, `max`): insertion order kept, the oldest documents leave
 *   when a new one would pass the size or the count; deletes and updates allowed (MongoDB 5+);
 * - document validation (`validator`, `validationLevel`, `validationAction`): a write whose
 *   document fails the validator is DocumentValidationFailure (121);
 * - collMod: the validator and its level/action, an index's `hidden` and `expireAfterSeconds`, a
 *   view's definition, a capped collection's `cappedSize` / `cappedMax`.
 */

export function isView(collection: Collection | undefined): boolean {
  return collection !== undefined && typeof collection.entry.options.viewOn === 'string';
}

function viewError(context: CommandContext, name: string): CommandError {
  return new CommandError('CommandNotSupportedOnView', `Namespace ${context.db}.${name} is a view, not a collection`);
}

const writeCommands = new Set(['insert', 'update', 'delete', 'findAndModify', 'findandmodify', 'createIndexes', 'dropIndexes', 'deleteIndexes', 'listIndexes']);

/** The view's source collection and the whole pipeline (views on views unrolled). */
function resolveView(context: CommandContext, view: Collection): { source: string; pipeline: Document[] } {
  let pipeline: Document[] = [];
  let current: Collection | undefined = view;
  let source = view.entry.name;
  for (let depth = 0; current && isView(current); depth++) {
    if (depth > 20) throw new CommandError('ViewDepthLimitExceeded', 'View depth too deep or view cycle detected; maximum depth is 20');
    pipeline = [...((current.entry.options.pipeline as Document[] | undefined) ?? []), ...pipeline];
    source = current.entry.options.viewOn as string;
    current = context.engine.getCollection(context.db, source);
  }
  return { source, pipeline };
}

function aggregateDocuments(context: CommandContext, source: string, pipeline: Document[], command: Document): Document[] {
  const reply = aggregate(
    { aggregate: source, pipeline, cursor: { batchSize: Number.MAX_SAFE_INTEGER }, $db: context.db, ...(command.hint ? { hint: command.hint } : {}) },
    context,
  );
  return (reply.cursor as { firstBatch: Document[] }).firstBatch;
}

/**
 * Reads on a view run as an aggregation on its source; writes on a view are refused. Returns
 * undefined when the command does not target a view.
 */
export function viewCommand(name: string, command: Document, context: CommandContext): Document | undefined {
  const target = command[name];
  if (typeof target !== 'string' || target.length === 0) return undefined;
  const view = context.engine.getCollection(context.db, target);
  if (!view || !isView(view)) return undefined;
  if (writeCommands.has(name)) throw viewError(context, target);
  const { source, pipeline } = resolveView(context, view);
  const options = (stages: Document[]) => [...pipeline, ...stages];
  switch (name) {
    case 'find': {
      const stages: Document[] = [];
      if (isPlainObject(command.filter) && Object.keys(command.filter).length > 0) stages.push({ $match: command.filter });
      if (isPlainObject(command.sort) && Object.keys(command.sort).length > 0) stages.push({ $sort: command.sort });
      if (typeof command.skip === 'number' && command.skip > 0) stages.push({ $skip: command.skip });
      if (typeof command.limit === 'number' && command.limit !== 0) stages.push({ $limit: Math.abs(command.limit) });
      if (isPlainObject(command.projection) && Object.keys(command.projection).length > 0) stages.push({ $project: command.projection });
      const cursor = isPlainObject(command.cursor) ? command.cursor : typeof command.batchSize === 'number' ? { batchSize: command.batchSize } : {};
      return aggregate({ aggregate: source, pipeline: options(stages), cursor, $db: context.db }, context);
    }
    case 'aggregate': {
      const { pipeline: user, aggregate: _name, ...rest } = command;
      return aggregate({ ...rest, aggregate: source, pipeline: options((user as Document[] | undefined) ?? []) }, context);
    }
    case 'count': {
      const stages: Document[] = [];
      if (isPlainObject(command.query)) stages.push({ $match: command.query });
      if (typeof command.skip === 'number' && command.skip > 0) stages.push({ $skip: command.skip });
      if (typeof command.limit === 'number' && command.limit !== 0) stages.push({ $limit: Math.abs(command.limit) });
      return { n: aggregateDocuments(context, source, options(stages), command).length, ok: 1 };
    }
    case 'distinct': {
      const stages: Document[] = isPlainObject(command.query) ? [{ $match: command.query }] : [];
      const seen = new Map<string, unknown>();
      for (const document of aggregateDocuments(context, source, options(stages), command)) {
        for (const value of valuesAtPath(document, String(command.key)))
          if (value !== undefined && !seen.has(valueKey(value))) seen.set(valueKey(value), value);
      }
      return { values: Array.from(seen.values()), ok: 1 };
    }
    default:
      return undefined;
  }
}

function readPipeline(value: unknown, field: string): Document[] {
  if (!Array.isArray(value) || !value.every(isPlainObject))
    throw new CommandError('TypeMismatch', `BSON field '${field}' is the wrong type, expected type 'array'`);
  for (const stage of value as Document[]) {
    const stageName = Object.keys(stage)[0];
    if (stageName === '$out' || stageName === '$merge' || stageName === '$changeStream') {
      throw new CommandError('OptionNotSupportedOnView', `${stageName} cannot be used in a view definition`);
    }
  }
  return value as Document[];
}

function checkValidation(options: Document): void {
  if (options.validator !== undefined) {
    if (!isPlainObject(options.validator)) throw new CommandError('TypeMismatch', "BSON field 'validator' is the wrong type, expected type 'object'");
    compileFilter(options.validator);
  }
  if (options.validationLevel !== undefined && !['off', 'strict', 'moderate'].includes(options.validationLevel as string)) {
    throw new CommandError('BadValue', `Enumeration value '${String(options.validationLevel)}' for field 'validationLevel' is not a valid value.`);
  }
  if (options.validationAction !== undefined && !['error', 'warn'].includes(options.validationAction as string)) {
    throw new CommandError('BadValue', `Enumeration value '${String(options.validationAction)}' for field 'validationAction' is not a valid value.`);
  }
}

/** Checks the options of `create` for views, capped collections and validation (admin.ts stores them). */
export function checkCreateOptions(command: Document): void {
  if (command.viewOn !== undefined || command.pipeline !== undefined) {
    if (typeof command.viewOn !== 'string' || command.viewOn.length === 0)
      throw new CommandError('BadValue', "'viewOn' must be a non-empty string when 'pipeline' is given");
    readPipeline(command.pipeline ?? [], 'create.pipeline');
    for (const option of ['capped', 'validator', 'size', 'max']) {
      if (command[option] !== undefined) throw new CommandError('InvalidOptions', `option '${option}' is not supported on a view`);
    }
  }
  if (command.capped === true) {
    if (command.size === undefined) throw new CommandError('InvalidOptions', "the 'size' field is required when 'capped' is true");
    if (typeof command.size !== 'number' || command.size < 0) throw new CommandError('BadValue', "the 'size' field must be a non-negative number");
  } else if (command.size !== undefined || command.max !== undefined) {
    if (command.capped !== undefined) throw new CommandError('InvalidOptions', "the 'size' and 'max' fields only apply to capped collections");
  }
  checkValidation(command);
}

function recordOptions(collection: Collection, change: (options: Document) => void, tx: WriteTransaction): void {
  const previous = collection.entry.options;
  const options = { ...previous };
  change(options);
  collection.entry.options = options;
  tx.record({ type: 'catalog', entry: { ...collection.entry } }, () => {
    collection.entry.options = previous;
  });
}

function findIndex(collection: Collection, selector: Document, namespace: string): IndexSpec {
  const spec =
    typeof selector.name === 'string'
      ? collection.indexSpecs().find((candidate) => candidate.name === selector.name)
      : isPlainObject(selector.keyPattern)
        ? collection.indexSpecs().find((candidate) => valueKey(candidate.key) === valueKey(selector.keyPattern))
        : undefined;
  if (!spec) throw new CommandError('IndexNotFound', `cannot find index ${JSON.stringify(selector.name ?? selector.keyPattern)} for ns ${namespace}`);
  return spec;
}

const collMod: CommandHandler = (command, context) => {
  const name = collectionName(command, 'collMod');
  const collection = context.engine.getCollection(context.db, name);
  if (!collection) throw new CommandError('NamespaceNotFound', `ns does not exist: ${context.db}.${name}`);
  const view = isView(collection);
  if ((command.viewOn !== undefined || command.pipeline !== undefined) && !view) {
    throw new CommandError('InvalidOptions', `option 'viewOn' or 'pipeline' only applies to a view: ${context.db}.${name} is a collection`);
  }
  if (view && (command.validator !== undefined || command.index !== undefined)) throw viewError(context, name);
  checkValidation(command);
  if ((command.cappedSize !== undefined || command.cappedMax !== undefined) && collection.entry.options.capped !== true) {
    throw new CommandError('InvalidOptions', `Cannot change the size of a non-capped collection: ${context.db}.${name}`);
  }
  const reply: Document = {};
  context.engine.write((tx) => {
    recordOptions(
      collection,
      (options) => {
        if (command.viewOn !== undefined) options.viewOn = command.viewOn;
        if (command.pipeline !== undefined) options.pipeline = readPipeline(command.pipeline, 'collMod.pipeline');
        for (const field of ['validator', 'validationLevel', 'validationAction'] as const) if (command[field] !== undefined) options[field] = command[field];
        if (command.cappedSize !== undefined) options.size = command.cappedSize;
        if (command.cappedMax !== undefined) options.max = command.cappedMax;
      },
      tx,
    );
    if (isPlainObject(command.index)) {
      const spec = findIndex(collection, command.index, collection.namespace);
      const before = { hidden: spec.hidden === true, expireAfterSeconds: spec.expireAfterSeconds };
      if (command.index.hidden !== undefined) {
        if (spec.name === '_id_') throw new CommandError('BadValue', "can't hide _id index");
        if (command.index.hidden) spec.hidden = true;
        else delete spec.hidden;
        reply.hidden_old = before.hidden;
        reply.hidden_new = command.index.hidden === true;
      }
      if (command.index.expireAfterSeconds !== undefined) {
        if (before.expireAfterSeconds === undefined) throw new CommandError('InvalidOptions', 'no expireAfterSeconds field to update');
        const seconds = command.index.expireAfterSeconds;
        if (typeof seconds !== 'number' || seconds < 0)
          throw new CommandError('InvalidOptions', "TTL index 'expireAfterSeconds' option must be a non-negative number");
        spec.expireAfterSeconds = seconds;
        reply.expireAfterSeconds_old = before.expireAfterSeconds;
        reply.expireAfterSeconds_new = seconds;
      }
      tx.record({ type: 'catalog', entry: { ...collection.entry } }, () => {
        if (before.hidden) spec.hidden = true;
        else delete spec.hidden;
        if (before.expireAfterSeconds !== undefined) spec.expireAfterSeconds = before.expireAfterSeconds;
      });
    }
  });
  return { ...reply, ok: 1 };
};

export const collectionCommands: Record<string, CommandHandler> = { collMod };
