import { ObjectId } from 'bson';
import { duplicateKeyError, idIndexSpec } from '../collection';
import { CommandError } from '../errors';
import type { Document } from '../query';
import { applyUpdate, copyDocument, parseUpdate } from '../updates';
import { isPlainObject, valueKey } from '../values';
import { type CommandContext } from './context';
import { applyLet } from './fields';

/**
 * The $merge stage (MongoDB 7): writes an aggregation's results into a collection, matching each
 * result to a target document on `on` (default `_id`; other fields need a unique index on exactly
 * them), then `whenMatched` (merge, replace, keepExisting, fail, or an update pipeline seeing the
 * result as `$$new` and the stage's `let` variables) and `whenNotMatched` (insert, discard, fail).
 * All of it is one write, committed with the command.
 */

interface MergeSpec {
  db: string;
  coll: string;
  on: string[];
  whenMatched: 'merge' | 'replace' | 'keepExisting' | 'fail' | Document[];
  whenNotMatched: 'insert' | 'discard' | 'fail';
  variables: Document;
}

function readSpec(raw: unknown, db: string): MergeSpec {
  if (typeof raw === 'string') return { db, coll: raw, on: ['_id'], whenMatched: 'merge', whenNotMatched: 'insert', variables: {} };
  if (!isPlainObject(raw)) throw new CommandError('Location51182', '$merge requires a string or an object argument');
  for (const field of Object.keys(raw)) {
    if (!['into', 'on', 'let', 'whenMatched', 'whenNotMatched'].includes(field))
      throw new CommandError('Location40415', `BSON field '$merge.${field}' is an unknown field.`);
  }
  const into = raw.into;
  let target: { db: string; coll: string };
  if (typeof into === 'string') target = { db, coll: into };
  else if (isPlainObject(into) && typeof into.coll === 'string') target = { db: typeof into.db === 'string' ? into.db : db, coll: into.coll };
  else throw new CommandError('Location51178', "$merge 'into' field must be either a string or an object, but found " + typeof into);
  const on = raw.on === undefined ? ['_id'] : typeof raw.on === 'string' ? [raw.on] : raw.on;
  if (!Array.isArray(on) || on.length === 0 || !on.every((field) => typeof field === 'string')) {
    throw new CommandError('Location51186', "$merge 'on' field must be either a string or an array of strings");
  }
  const whenMatched = raw.whenMatched ?? 'merge';
  if (!(Array.isArray(whenMatched) || ['merge', 'replace', 'keepExisting', 'fail'].includes(whenMatched as string))) {
    throw new CommandError('BadValue', `Enumeration value '${String(whenMatched)}' for field 'whenMatched' is not a valid value.`);
  }
  const whenNotMatched = raw.whenNotMatched ?? 'insert';
  if (!['insert', 'discard', 'fail'].includes(whenNotMatched as string)) {
    throw new CommandError('BadValue', `Enumeration value '${String(whenNotMatched)}' for field 'whenNotMatched' is not a valid value.`);
  }
  if (raw.let !== undefined && !isPlainObject(raw.let))
    throw new CommandError('TypeMismatch', "BSON field '$merge.let' is the wrong type, expected type 'object'");
  return {
    ...target,
    on: on as string[],
    whenMatched: whenMatched as MergeSpec['whenMatched'],
    whenNotMatched: whenNotMatched as MergeSpec['whenNotMatched'],
    variables: (raw.let as Document | undefined) ?? {},
  };
}

function valueAt(document: Document, path: string): unknown {
  let value: unknown = document;
  for (const part of path.split('.')) {
    if (!isPlainObject(value)) return undefined;
    value = value[part];
  }
  return value;
}

/** Runs the $merge of `results` into its target collection. */
export function mergeInto(context: CommandContext, raw: unknown, results: Document[]): void {
  const spec = readSpec(raw, context.db);
  const byId = spec.on.length === 1 && spec.on[0] === '_id';
  context.engine.write((tx) => {
    const target = context.engine.ensureCollection(spec.db, spec.coll, tx);
    if (!byId) {
      const wanted = valueKey(Object.fromEntries(spec.on.map((field) => [field, 1])));
      const unique = target
        .indexSpecs()
        .some(
          (index) =>
            index.unique &&
            Object.keys(index.key).length === spec.on.length &&
            spec.on.every((field) => Object.hasOwn(index.key, field)) &&
            valueKey(Object.fromEntries(Object.keys(index.key).map((field) => [field, 1]))) === wanted,
        );
      if (!unique) throw new CommandError('Location51183', 'Cannot find index to verify that join fields will be unique');
    }
    for (const result of results) {
      const document = result._id === undefined ? { _id: new ObjectId(), ...result } : result;
      const filter: Document = {};
      for (const field of spec.on) {
        const value = valueAt(document, field);
        if (value === undefined || value === null || Array.isArray(value)) {
          throw new CommandError('Location51132', "$merge write error: 'on' field cannot be missing, null, undefined or an array");
        }
        filter[field] = value;
      }
      const [existing] = target.find(filter, undefined, 1);
      if (!existing) {
        if (spec.whenNotMatched === 'discard') continue;
        if (spec.whenNotMatched === 'fail') {
          throw new CommandError(
            'Location13113',
            '$merge could not find a matching document in the target collection for at least one document in the source collection',
          );
        }
        target.insert(copyDocument(document), tx);
        continue;
      }
      let next: Document;
      if (spec.whenMatched === 'keepExisting') continue;
      if (spec.whenMatched === 'fail') throw duplicateKeyError(target.namespace, idIndexSpec, [existing._id]);
      if (spec.whenMatched === 'replace') {
        const { _id: _ignored, ...rest } = copyDocument(document);
        next = { _id: existing._id, ...rest };
      } else if (spec.whenMatched === 'merge') {
        const { _id: _ignored, ...rest } = copyDocument(document);
        next = { ...copyDocument(existing), ...rest };
      } else {
        const command = applyLet('update', {
          update: spec.coll,
          updates: [{ q: {}, u: spec.whenMatched }],
          let: { ...spec.variables, new: { $literal: document } },
        });
        const pipeline = (command.updates as Document[])[0].u as Document[];
        next = applyUpdate(existing, parseUpdate(pipeline));
      }
      if (valueKey(next._id) !== valueKey(existing._id)) {
        throw new CommandError('ImmutableField', '$merge failed to update the matching document, did you attempt to modify the _id or the shard key?');
      }
      target.replace(existing, next, tx, undefined, spec.whenMatched === 'replace' ? 'replace' : 'update');
    }
  });
}
