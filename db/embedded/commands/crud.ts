import { ObjectId } from 'bson';
import { encodeForStorage, idFirst, type Collection } from '../collection';
import { CommandError, toWriteError } from '../errors';
import { type Document } from '../query';
import { projectDocuments } from '../projection';
import { valuesAtPath } from '../valuesAtPath';
import { applyUpdate, buildUpsertDocument, parseUpdate } from '../updates';
import { isPlainObject, valueKey } from '../values';
import { cursorId, encodeDocument, maxWriteBatchSize, receivedBytesOf } from '../wire';
import {
  collectionName,
  nonNegative,
  optionalArray,
  optionalBoolean,
  optionalDocument,
  optionalNumber,
  requireArray,
  type CommandContext,
  type CommandHandler,
} from './context';
import { commandCollation, readFindOptions, runFind, streamFind } from './find';

/** Reads, writes and cursors: find, getMore, killCursors, insert, update, delete, findAndModify, count, distinct (a find's query: find.ts). */

export { commandCollation, readFindOptions, runFind, smallestFirst, streamFind, type FindOptions } from './find';

function cursorReply(namespace: string, batchField: 'firstBatch' | 'nextBatch', id: number, documents: Document[]): Document {
  return { cursor: { [batchField]: documents, id: cursorId(id), ns: namespace }, ok: 1 };
}

export function openCursorReply(
  context: CommandContext,
  namespace: string,
  documents: Iterable<Document>,
  command: Document,
  name: string,
  singleBatch = false,
  project?: (batch: Document[]) => Document[],
): Document {
  const cursorOptions = optionalDocument(command, 'cursor', name);
  const batchSize = nonNegative(
    optionalNumber(command, 'batchSize', name) ?? (cursorOptions ? optionalNumber(cursorOptions, 'batchSize', name) : undefined),
    'batchSize',
  );
  const batch = context.cursors.open(namespace, documents, batchSize, singleBatch, project);
  return cursorReply(namespace, 'firstBatch', batch.cursorId, batch.documents);
}

const find: CommandHandler = (command, context) => {
  const name = collectionName(command, 'find');
  // A sort past its memory budget spills to disk unless the command says allowDiskUse: false.
  const options = { ...readFindOptions(command, 'find'), spill: command.allowDiskUse === false ? undefined : context.engine.spill };
  const limit = optionalNumber(command, 'limit', 'find');
  const singleBatch = optionalBoolean(command, 'singleBatch', false) || (limit !== undefined && limit < 0);
  const collection = context.engine.getCollection(context.db, name);
  const streamed = streamFind(collection, options);
  if (streamed)
    return openCursorReply(context, `${context.db}.${name}`, streamed, command, 'find', singleBatch, (batch) =>
      projectDocuments(batch, options.projection, options.filter),
    );
  const documents = runFind(collection, options);
  return openCursorReply(context, `${context.db}.${name}`, documents, command, 'find', singleBatch);
};

function toCursorNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'object' && value !== null && typeof (value as { toNumber?: unknown }).toNumber === 'function') {
    return (value as { toNumber: () => number }).toNumber();
  }
  throw new CommandError('TypeMismatch', "BSON field 'getMore.getMore' is the wrong type, expected type 'long'");
}

const getMore: CommandHandler = (command, context) => {
  const id = toCursorNumber(command.getMore);
  const name = collectionName(command, 'collection');
  const namespace = `${context.db}.${name}`;
  const batchSize = nonNegative(optionalNumber(command, 'batchSize', 'getMore'), 'batchSize');
  if (context.engine.changeStreams.owns(id)) {
    return context.engine.changeStreams.getMore(id, namespace, batchSize, optionalNumber(command, 'maxTimeMS', 'getMore'));
  }
  const batch = context.cursors.next(id, namespace, batchSize);
  return cursorReply(namespace, 'nextBatch', batch.cursorId, batch.documents);
};

const killCursors: CommandHandler = (command, context) => {
  collectionName(command, 'killCursors');
  const ids = requireArray(command, 'cursors', 'killCursors').map(toCursorNumber);
  const streams = ids.filter((id) => context.engine.changeStreams.kill(id));
  const { killed, notFound } = context.cursors.kill(ids.filter((id) => !streams.includes(id)));
  killed.push(...streams);
  return {
    cursorsKilled: killed.map(cursorId),
    cursorsNotFound: notFound.map(cursorId),
    cursorsAlive: [],
    cursorsUnknown: [],
    ok: 1,
  };
};

function checkBatch(items: unknown[], name: string): void {
  if (items.length > maxWriteBatchSize) {
    throw new CommandError('InvalidLength', `Write batch sizes must be between 1 and ${maxWriteBatchSize}. Got ${items.length} operations.`);
  }
  if (items.length === 0) throw new CommandError('InvalidLength', `Write batch sizes must be between 1 and ${maxWriteBatchSize}. Got 0 operations.`);
  for (const item of items) {
    if (!isPlainObject(item)) throw new CommandError('TypeMismatch', `BSON field '${name}' items must be objects`);
  }
}

function withId(document: Document): Document {
  return document._id !== undefined ? idFirst(document) : { _id: new ObjectId(), ...document };
}

const insert: CommandHandler = (command, context) => {
  const name = collectionName(command, 'insert');
  const documents = requireArray(command, 'documents', 'insert');
  checkBatch(documents, 'insert.documents');
  const ordered = optionalBoolean(command, 'ordered', true);
  const writeErrors: Document[] = [];
  const n = context.engine.write((tx) => {
    const collection = context.engine.ensureCollection(context.db, name, tx);
    let inserted = 0;
    for (let i = 0; i < documents.length; i++) {
      try {
        const document = documents[i] as Document;
        // A document that came with its _id is stored as the bytes it arrived as (no second encoding).
        collection.insert(withId(document), tx, document._id === undefined ? undefined : receivedBytesOf(documents, i));
        inserted += 1;
      } catch (error) {
        writeErrors.push(toWriteError(i, error));
        if (ordered) break;
      }
    }
    return inserted;
  });
  return writeErrors.length > 0 ? { n, writeErrors, ok: 1 } : { n, ok: 1 };
};

function statementHint(statement: Document): unknown {
  return statement.hint;
}

const update: CommandHandler = (command, context) => {
  const name = collectionName(command, 'update');
  const statements = requireArray(command, 'updates', 'update') as Document[];
  checkBatch(statements, 'update.updates');
  const ordered = optionalBoolean(command, 'ordered', true);
  const writeErrors: Document[] = [];
  const upserted: Document[] = [];
  let n = 0;
  let nModified = 0;
  context.engine.write((tx) => {
    for (let i = 0; i < statements.length; i++) {
      const statement = statements[i];
      try {
        const filter = optionalDocument(statement, 'q', 'update.updates') ?? {};
        const spec = parseUpdate(statement.u);
        const multi = optionalBoolean(statement, 'multi', false);
        const upsert = optionalBoolean(statement, 'upsert', false);
        const arrayFilters = optionalArray(statement, 'arrayFilters', 'update.updates') as Document[] | undefined;
        if (multi && spec.kind === 'replacement') {
          throw new CommandError('FailedToParse', 'multi update is not supported for replacement-style update');
        }
        const collection = context.engine.getCollection(context.db, name);
        const sort = optionalDocument(statement, 'sort', 'update.updates');
        const matches = runFind(collection, { filter, sort, limit: multi ? 0 : 1, hint: statementHint(statement), collation: statement.collation });
        if (matches.length === 0) {
          if (upsert) {
            const document = buildUpsertDocument(filter, spec, arrayFilters);
            context.engine.ensureCollection(context.db, name, tx).insert(document, tx);
            upserted.push({ index: i, _id: document._id });
            n += 1;
          }
          continue;
        }
        for (const previous of matches) {
          const next = applyUpdate(previous, spec, { arrayFilters, filter });
          const bytes = encodeForStorage(next);
          n += 1;
          if (bytes.equals(encodeDocument(previous))) continue;
          (collection as Collection).replace(previous, next, tx, bytes, spec.kind === 'replacement' ? 'replace' : 'update');
          nModified += 1;
        }
      } catch (error) {
        writeErrors.push(toWriteError(i, error));
        if (ordered) break;
      }
    }
  });
  const reply: Document = { n, nModified };
  if (upserted.length > 0) reply.upserted = upserted;
  if (writeErrors.length > 0) reply.writeErrors = writeErrors;
  reply.ok = 1;
  return reply;
};

const remove: CommandHandler = (command, context) => {
  const name = collectionName(command, 'delete');
  const statements = requireArray(command, 'deletes', 'delete') as Document[];
  checkBatch(statements, 'delete.deletes');
  const ordered = optionalBoolean(command, 'ordered', true);
  const writeErrors: Document[] = [];
  const n = context.engine.write((tx) => {
    let deleted = 0;
    for (let i = 0; i < statements.length; i++) {
      const statement = statements[i];
      try {
        const filter = optionalDocument(statement, 'q', 'delete.deletes') ?? {};
        const limit = optionalNumber(statement, 'limit', 'delete.deletes') ?? 0;
        if (limit !== 0 && limit !== 1) throw new CommandError('FailedToParse', `The limit field in delete objects must be 0 or 1. Got ${limit}`);
        const collection = context.engine.getCollection(context.db, name);
        if (!collection) continue;
        for (const document of collection.find(
          filter,
          statementHint(statement),
          limit === 1 ? 1 : Infinity,
          commandCollation(collection, statement.collation),
        )) {
          collection.remove(document, tx);
          deleted += 1;
        }
      } catch (error) {
        writeErrors.push(toWriteError(i, error));
        if (ordered) break;
      }
    }
    return deleted;
  });
  return writeErrors.length > 0 ? { n, writeErrors, ok: 1 } : { n, ok: 1 };
};

const findAndModify: CommandHandler = (command, context) => {
  const key = 'findAndModify' in command ? 'findAndModify' : 'findandmodify';
  const name = collectionName(command, key);
  const filter = optionalDocument(command, 'query', key) ?? {};
  const sort = optionalDocument(command, 'sort', key);
  const fields = optionalDocument(command, 'fields', key);
  const removeDocument = optionalBoolean(command, 'remove', false);
  const returnNew = optionalBoolean(command, 'new', false);
  const upsert = optionalBoolean(command, 'upsert', false);
  const arrayFilters = optionalArray(command, 'arrayFilters', key) as Document[] | undefined;
  if (removeDocument && command.update !== undefined) {
    throw new CommandError('FailedToParse', 'Cannot specify both an update and remove=true');
  }
  if (!removeDocument && command.update === undefined) {
    throw new CommandError('FailedToParse', 'Either an update or remove=true must be specified');
  }
  if (removeDocument && (upsert || returnNew)) {
    throw new CommandError('FailedToParse', 'Cannot specify both upsert=true and remove=true, or new=true and remove=true');
  }
  const spec = removeDocument ? undefined : parseUpdate(command.update);
  const project = (document: Document | null): Document | null => (document && fields ? (projectDocuments([document], fields, filter)[0] ?? null) : document);

  return context.engine.write((tx) => {
    const collection = context.engine.getCollection(context.db, name);
    const [found] = runFind(collection, { filter, sort, limit: 1, hint: command.hint, collation: command.collation });
    if (removeDocument) {
      if (!found || !collection) return { lastErrorObject: { n: 0 }, value: null, ok: 1 };
      collection.remove(found, tx);
      return { lastErrorObject: { n: 1 }, value: project(found), ok: 1 };
    }
    const updateSpec = spec as NonNullable<typeof spec>;
    if (!found) {
      if (!upsert) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
      const document = buildUpsertDocument(filter, updateSpec, arrayFilters);
      context.engine.ensureCollection(context.db, name, tx).insert(document, tx);
      return {
        lastErrorObject: { n: 1, updatedExisting: false, upserted: document._id },
        value: returnNew ? project(document) : null,
        ok: 1,
      };
    }
    const next = applyUpdate(found, updateSpec, { arrayFilters, filter });
    if (!encodeDocument(next).equals(encodeDocument(found))) {
      (collection as Collection).replace(found, next, tx, undefined, updateSpec.kind === 'replacement' ? 'replace' : 'update');
    }
    return { lastErrorObject: { n: 1, updatedExisting: true }, value: project(returnNew ? next : found), ok: 1 };
  });
};

const count: CommandHandler = (command, context) => {
  const name = collectionName(command, 'count');
  const collection = context.engine.getCollection(context.db, name);
  const filter = optionalDocument(command, 'query', 'count');
  const skip = nonNegative(optionalNumber(command, 'skip', 'count'), 'skip') ?? 0;
  const limit = Math.abs(optionalNumber(command, 'limit', 'count') ?? 0);
  let n: number;
  if (!collection) n = 0;
  else n = collection.count(filter, command.hint, commandCollation(collection, command.collation));
  n = Math.max(0, n - skip);
  if (limit > 0) n = Math.min(n, limit);
  return { n, ok: 1 };
};

const distinct: CommandHandler = (command, context) => {
  const name = collectionName(command, 'distinct');
  const key = command.key;
  if (typeof key !== 'string' || key.length === 0) throw new CommandError('TypeMismatch', "BSON field 'distinct.key' is missing or not a string");
  const collection = context.engine.getCollection(context.db, name);
  const filter = optionalDocument(command, 'query', 'distinct');
  const seen = new Map<string, unknown>();
  const collation = commandCollation(collection, command.collation);
  // Under a collation, values it finds equal are one distinct value (the first one seen).
  const canonical = collation?.canonicalizer();
  for (const document of collection ? collection.find(filter, command.hint, Infinity, collation) : []) {
    for (const value of valuesAtPath(document, key)) {
      if (value === undefined) continue;
      const k = valueKey(canonical ? canonical.value(value) : value);
      if (!seen.has(k)) seen.set(k, value);
    }
  }
  return { values: Array.from(seen.values()), ok: 1 };
};

export const crudCommands: Record<string, CommandHandler> = {
  find,
  getMore,
  killCursors,
  insert,
  update,
  delete: remove,
  findAndModify,
  findandmodify: findAndModify,
  count,
  distinct,
};
