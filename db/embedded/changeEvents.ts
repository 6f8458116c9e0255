import type { Document } from './query';
import { copyValue, isPlainObject } from './values';
import { encodeDocument } from './wire';

/** The events a change stream hands out (changeStreams.ts): which changes concern a stream, and each event's fields. */

/** The parts of a stream cursor its events depend on. */
interface EventCursor {
  db?: string;
  coll?: string;
  fullDocument: string;
  fullDocumentBeforeChange: string;
  /** The event's top-level fields its stages read (null: all of them); see `fieldsRead`. */
  reads?: ReadonlySet<string> | null;
}

/** The parts of a logged change an event is built from. */
interface EventChange {
  op: string;
  db: string;
  coll?: string;
  to?: unknown;
  previous?: Document;
  next?: Document;
  clusterTime: unknown;
  wallTime: Date;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  try {
    return encodeDocument({ v: a }).equals(encodeDocument({ v: b }));
  } catch {
    return false;
  }
}

/**
 * The updateDescription of an update event: changed and added fields by dotted path (recursing
 * into subdocuments and, element by element, into arrays), removed fields, and arrays that became
 * shorter, as MongoDB's delta oplog entries describe an update.
 */
export function describeUpdate(previous: Document, next: Document): Document {
  const updatedFields: Document = {};
  const removedFields: string[] = [];
  const truncatedArrays: Document[] = [];
  const walkArray = (before: unknown[], after: unknown[], path: string): void => {
    const common = Math.min(before.length, after.length);
    for (let i = 0; i < common; i++) compare(before[i], after[i], `${path}.${i}`);
    for (let i = common; i < after.length; i++) updatedFields[`${path}.${i}`] = copyValue(after[i]);
    if (after.length < before.length) truncatedArrays.push({ field: path, newSize: after.length });
  };
  const compare = (before: unknown, after: unknown, path: string): void => {
    if (sameValue(before, after)) return;
    if (isPlainObject(before) && isPlainObject(after)) walkObject(before, after, `${path}.`);
    else if (Array.isArray(before) && Array.isArray(after)) walkArray(before, after, path);
    else updatedFields[path] = copyValue(after);
  };
  const walkObject = (before: Document, after: Document, prefix: string): void => {
    for (const key of Object.keys(after)) {
      if (!Object.hasOwn(before, key)) updatedFields[prefix + key] = copyValue(after[key]);
      else compare(before[key], after[key], prefix + key);
    }
    for (const key of Object.keys(before)) if (!Object.hasOwn(after, key)) removedFields.push(prefix + key);
  };
  walkObject(previous, next, '');
  return { updatedFields, removedFields, truncatedArrays };
}

/** Whether a change is one a stream of this scope reads (every namespace without db, a database's without coll). */
export function concerns(cursor: Pick<EventCursor, 'db' | 'coll'>, change: Pick<EventChange, 'op' | 'db' | 'coll'>): boolean {
  if (cursor.db === undefined) return true;
  if (change.db !== cursor.db) return false;
  if (cursor.coll === undefined) return true;
  return change.coll === cursor.coll || change.op === 'dropDatabase';
}

/** A collection stream ends at its collection's drop or rename; a database stream at dropDatabase. */
export function invalidates(cursor: EventCursor, change: EventChange): boolean {
  if (cursor.db === undefined) return false;
  if (cursor.coll === undefined) return change.op === 'dropDatabase';
  return change.op === 'drop' || change.op === 'rename' || change.op === 'dropDatabase';
}

/**
 * The event's top-level fields a stream's stages can see, when they say so: `$match` stages on plain fields, then an
 * inclusion `$project` (the live screens' streams keep `operationType`, or a step's run id). Null when any stage could
 * read more (an expression, `$or`, a `$set`...): the event is then built whole. The fields left out (the documents, the
 * update's description) are the costly ones to build and to send.
 */
export function fieldsRead(stages: Document[]): ReadonlySet<string> | null {
  const fields = new Set<string>(['_id']);
  const top = (path: string) => path.split('.')[0];
  for (const stage of stages) {
    const [name] = Object.keys(stage);
    const spec = stage[name] as unknown;
    if (!isPlainObject(spec) || Object.keys(stage).length !== 1) return null;
    if (name === '$match') {
      if (Object.keys(spec).some((key) => key.startsWith('$'))) return null;
      for (const key of Object.keys(spec)) fields.add(top(key));
      continue;
    }
    if (name !== '$project' || !Object.values(spec).every((value) => value === 1 || value === true)) return null;
    for (const key of Object.keys(spec)) fields.add(top(key));
    return fields;
  }
  return null;
}

/** One change as the event a stream hands out; `lookup` reads the current document (updateLookup). */
export function buildEvent(
  change: EventChange,
  token: Document,
  cursor: EventCursor,
  lookup: (db: string, coll: string, id: unknown) => Document | undefined,
): Document {
  const event: Document = { _id: token, operationType: change.op, clusterTime: change.clusterTime, wallTime: change.wallTime };
  const id = (change.next ?? change.previous)?._id;
  const read = (field: string) => !cursor.reads || cursor.reads.has(field);
  if (read('fullDocument')) {
    switch (change.op) {
      case 'insert':
      case 'replace':
        event.fullDocument = copyValue(change.next);
        break;
      case 'update':
        if (cursor.fullDocument === 'updateLookup') {
          const current = lookup(change.db, change.coll as string, id);
          event.fullDocument = current ? copyValue(current) : null;
        } else if (cursor.fullDocument !== 'default') {
          event.fullDocument = copyValue(change.next);
        }
        break;
    }
  }
  event.ns = change.op === 'dropDatabase' ? { db: change.db } : { db: change.db, coll: change.coll };
  if (change.op === 'rename') event.to = change.to;
  if (id !== undefined) event.documentKey = { _id: copyValue(id) };
  if (change.op === 'update' && read('updateDescription')) event.updateDescription = describeUpdate(change.previous as Document, change.next as Document);
  if (
    read('fullDocumentBeforeChange') &&
    cursor.fullDocumentBeforeChange !== 'off' &&
    change.previous &&
    (change.op === 'update' || change.op === 'replace' || change.op === 'delete')
  ) {
    event.fullDocumentBeforeChange = copyValue(change.previous);
  }
  return event;
}
