import { parseCollation } from '../collation';
import { isTextIndex, readTextIndex } from '../text';
import { idIndexSpec, type Collection } from '../collection';
import { CommandError } from '../errors';
import { validateIndexKey } from '../indexes';
import { describePlan } from '../planner';
import { compileFilter, type Document } from '../query';
import type { IndexSpec } from '../storage';
import { isPlainObject, valueKey } from '../values';
import { checkCreateOptions, isView } from './collections';
import { collectionName, optionalDocument, requireArray, type CommandContext, type CommandHandler } from './context';
import { commandCollation, openCursorReply, readFindOptions } from './crud';

/** Collections, databases, indexes, statistics and explain. */

function indexDescription(spec: IndexSpec): Document {
  const { key, name, ...options } = spec;
  return { v: 2, key, name, ...options };
}

function defaultIndexName(key: Document): string {
  return Object.entries(key)
    .map(([field, direction]) => `${field}_${String(direction)}`)
    .join('_');
}

const indexOptions = new Set([
  'key',
  'name',
  'unique',
  'sparse',
  'partialFilterExpression',
  'expireAfterSeconds',
  'background',
  'collation',
  'hidden',
  'weights',
  'default_language',
  'language_override',
  'textIndexVersion',
  'v',
  'ns',
  '2dsphereIndexVersion',
  'wildcardProjection',
]);

function readIndexSpec(raw: unknown): IndexSpec {
  if (!isPlainObject(raw)) throw new CommandError('TypeMismatch', 'index specification must be an object');
  validateIndexKey(raw.key);
  const spec: IndexSpec = { name: typeof raw.name === 'string' && raw.name ? raw.name : defaultIndexName(raw.key as Document), key: raw.key as Document };
  for (const [option, value] of Object.entries(raw)) {
    if (!indexOptions.has(option)) throw new CommandError('InvalidOptions', `The field '${option}' is not valid for an index specification`);
    if (option === 'key' || option === 'name' || option === 'v' || option === 'ns' || option === 'background') continue;
    if (option === 'collation') {
      // Stored as MongoDB lists it (every field filled in); the simple collation is no collation.
      spec.collation = parseCollation(value)?.spec;
      continue;
    }
    if (option === 'unique' || option === 'sparse' || option === 'hidden') {
      if (value) spec[option] = true;
      continue;
    }
    if (option === 'partialFilterExpression') {
      if (!isPlainObject(value)) throw new CommandError('TypeMismatch', 'partialFilterExpression must be an object');
      compileFilter(value);
    }
    if (option === 'expireAfterSeconds' && (typeof value !== 'number' || value < 0)) {
      throw new CommandError('InvalidOptions', "TTL index 'expireAfterSeconds' option must be a non-negative number");
    }
    spec[option] = value;
  }
  return spec;
}

function sameOptions(a: IndexSpec, b: IndexSpec): boolean {
  const strip = ({ name: _name, ...rest }: IndexSpec) => rest;
  return valueKey(strip(a)) === valueKey(strip(b));
}

const createIndexes: CommandHandler = (command, context) => {
  const name = collectionName(command, 'createIndexes');
  const specs = requireArray(command, 'indexes', 'createIndexes').map(readIndexSpec);
  if (specs.length === 0) throw new CommandError('BadValue', 'Must specify at least one index to create');
  return context.engine.write((tx) => {
    const existed = context.engine.getCollection(context.db, name) !== undefined;
    const collection = context.engine.ensureCollection(context.db, name, tx);
    const before = collection.indexSpecs().length;
    let created = 0;
    for (const spec of specs) {
      // An index without a collation takes the collection's default one.
      if (!Object.hasOwn(spec, 'collation') && collection.defaultCollation) spec.collation = collection.defaultCollation.spec;
      if (spec.collation === undefined) delete spec.collation;
      const existing = collection.indexSpecs();
      const sameName = existing.find((candidate) => candidate.name === spec.name);
      if (sameName) {
        if (valueKey(sameName.key) !== valueKey(spec.key)) {
          throw new CommandError(
            'IndexKeySpecsConflict',
            `An existing index has the same name as the requested index. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName)}`,
          );
        }
        if (spec.name !== idIndexSpec.name && !sameOptions(sameName, spec)) {
          throw new CommandError('IndexOptionsConflict', `An existing index has the same name as the requested index but different options: ${spec.name}`);
        }
        continue;
      }
      const sameKey = existing.find((candidate) => valueKey(candidate.key) === valueKey(spec.key));
      if (sameKey) {
        throw new CommandError('IndexOptionsConflict', `Index already exists with a different name: ${sameKey.name}`);
      }
      if (isTextIndex(spec)) {
        readTextIndex(spec);
        const text = existing.find(isTextIndex);
        if (text) throw new CommandError('CannotCreateIndex', `only one text index per collection allowed, found existing text index "${text.name}"`);
      }
      collection.addIndex(spec, tx);
      created += 1;
    }
    const reply: Document = {
      createdCollectionAutomatically: !existed,
      numIndexesBefore: before,
      numIndexesAfter: collection.indexSpecs().length,
    };
    if (created === 0) reply.note = 'all indexes already exist';
    reply.ok = 1;
    return reply;
  });
};

function requireCollection(context: CommandContext, name: string): Collection {
  const collection = context.engine.getCollection(context.db, name);
  if (!collection) throw new CommandError('NamespaceNotFound', `ns does not exist: ${context.db}.${name}`);
  return collection;
}

const listIndexes: CommandHandler = (command, context) => {
  const name = collectionName(command, 'listIndexes');
  const collection = requireCollection(context, name);
  return openCursorReply(context, `${context.db}.${name}`, collection.indexSpecs().map(indexDescription), command, 'listIndexes');
};

const dropIndexes: CommandHandler = (command, context) => {
  const key = 'dropIndexes' in command ? 'dropIndexes' : 'deleteIndexes';
  const name = collectionName(command, key);
  const collection = requireCollection(context, name);
  const target = command.index;
  const before = collection.indexSpecs().length;
  context.engine.write((tx) => {
    let names: string[];
    if (target === '*') names = Array.from(collection.indexes.keys());
    else if (typeof target === 'string') names = [target];
    else if (Array.isArray(target)) names = target.map(String);
    else if (isPlainObject(target)) {
      const match = collection.indexSpecs().find((spec) => valueKey(spec.key) === valueKey(target));
      if (!match) throw new CommandError('IndexNotFound', `can't find index with key: ${JSON.stringify(target)}`);
      names = [match.name];
    } else throw new CommandError('TypeMismatch', "BSON field 'dropIndexes.index' must be a string, an array or an object");
    for (const indexName of names) {
      if (indexName === idIndexSpec.name) throw new CommandError('InvalidOptions', 'cannot drop _id index');
      collection.dropIndex(indexName, tx);
    }
  });
  return { nIndexesWas: before, ok: 1 };
};

function collectionDescription(collection: Collection): Document {
  if (isView(collection)) return { name: collection.entry.name, type: 'view', options: collection.entry.options, info: { readOnly: true } };
  return {
    name: collection.entry.name,
    type: 'collection',
    options: collection.entry.options,
    info: { readOnly: false },
    idIndex: indexDescription(idIndexSpec),
  };
}

const listCollections: CommandHandler = (command, context) => {
  const filter = optionalDocument(command, 'filter', 'listCollections');
  const compiled = compileFilter(filter);
  const nameOnly = Boolean(command.nameOnly);
  const descriptions = context.engine
    .listCollections(context.db)
    .map(collectionDescription)
    .filter((description) => compiled.test(description))
    .map((description) => (nameOnly ? { name: description.name, type: description.type } : description));
  return openCursorReply(context, `${context.db}.$cmd.listCollections`, descriptions, command, 'listCollections');
};

function sizeOf(collection: Collection): number {
  return collection.stats.bytes;
}

const listDatabases: CommandHandler = (command, context) => {
  const filter = compileFilter(optionalDocument(command, 'filter', 'listDatabases'));
  const databases = context.engine
    .listDatabases()
    .map((db) => {
      const size = context.engine.listCollections(db).reduce((total, collection) => total + sizeOf(collection), 0);
      return { name: db, sizeOnDisk: size, empty: size === 0 };
    })
    .filter((database) => filter.test(database));
  if (command.nameOnly) return { databases: databases.map(({ name }) => ({ name })), ok: 1 };
  return { databases, totalSize: databases.reduce((total, database) => total + database.sizeOnDisk, 0), ok: 1 };
};

const create: CommandHandler = (command, context) => {
  const name = collectionName(command, 'create');
  if (context.engine.getCollection(context.db, name)) {
    throw new CommandError('NamespaceExists', `Collection ${context.db}.${name} already exists.`);
  }
  checkCreateOptions(command);
  for (const unsupported of ['timeseries', 'clusteredIndex']) {
    if (command[unsupported] !== undefined && command[unsupported] !== false) {
      throw new CommandError('IllegalOperation', `create option '${unsupported}' is not supported by the embedded document server`);
    }
  }
  const { create: _name, $db: _db, lsid: _lsid, writeConcern: _writeConcern, $clusterTime: _clusterTime, ...options } = command;
  // The default collation is kept as MongoDB lists it; the simple collation is no default.
  if (options.collation !== undefined) {
    const collation = parseCollation(options.collation);
    if (collation) options.collation = collation.spec;
    else delete options.collation;
  }
  context.engine.write((tx) => context.engine.ensureCollection(context.db, name, tx, options));
  return { ok: 1 };
};

const drop: CommandHandler = (command, context) => {
  const name = collectionName(command, 'drop');
  const collection = context.engine.getCollection(context.db, name);
  if (!collection) return { ok: 1 };
  const nIndexesWas = collection.indexSpecs().length;
  context.engine.write((tx) => context.engine.dropCollection(collection, tx));
  return { nIndexesWas, ns: collection.namespace, ok: 1 };
};

function splitNamespace(value: unknown, field: string): [string, string] {
  const dot = typeof value === 'string' ? value.indexOf('.') : -1;
  if (typeof value !== 'string' || dot <= 0 || dot === value.length - 1) {
    throw new CommandError('InvalidNamespace', `Invalid ${field} namespace: ${String(value)}`);
  }
  return [value.slice(0, dot), value.slice(dot + 1)];
}

const renameCollection: CommandHandler = (command, context) => {
  if (context.db !== 'admin') throw new CommandError('Unauthorized', 'renameCollection may only be run against the admin database.');
  const [fromDb, fromName] = splitNamespace(command.renameCollection, 'source');
  const [toDb, toName] = splitNamespace(command.to, 'target');
  const source = context.engine.getCollection(fromDb, fromName);
  if (!source) throw new CommandError('NamespaceNotFound', 'Source collection does not exist');
  if (fromDb === toDb && fromName === toName) throw new CommandError('IllegalOperation', "Can't rename a collection to itself");
  context.engine.write((tx) => {
    const target = context.engine.getCollection(toDb, toName);
    if (target) {
      if (!command.dropTarget) throw new CommandError('NamespaceExists', 'target namespace exists');
      context.engine.dropCollection(target, tx);
    }
    context.engine.renameCollection(source, toDb, toName, tx);
  });
  return { ok: 1 };
};

const dropDatabase: CommandHandler = (_command, context) => {
  context.engine.write((tx) => {
    const collections = context.engine.listCollections(context.db);
    for (const collection of collections) context.engine.dropCollection(collection, tx);
    if (collections.length > 0) tx.note({ op: 'dropDatabase', db: context.db });
  });
  return { dropped: context.db, ok: 1 };
};

const collStats: CommandHandler = (command, context) => {
  const name = collectionName(command, 'collStats');
  const collection = requireCollection(context, name);
  const size = sizeOf(collection);
  const count = collection.size;
  const indexSizes = Object.fromEntries(collection.indexSpecs().map((spec) => [spec.name, 0]));
  return {
    ns: collection.namespace,
    size,
    count,
    avgObjSize: count > 0 ? Math.round(size / count) : 0,
    storageSize: size,
    nindexes: collection.indexSpecs().length,
    totalIndexSize: 0,
    indexSizes,
    ok: 1,
  };
};

const dbStats: CommandHandler = (_command, context) => {
  const collections = context.engine.listCollections(context.db);
  const dataSize = collections.reduce((total, collection) => total + sizeOf(collection), 0);
  return {
    db: context.db,
    collections: collections.length,
    views: 0,
    objects: collections.reduce((total, collection) => total + collection.size, 0),
    dataSize,
    storageSize: dataSize,
    indexes: collections.reduce((total, collection) => total + collection.indexSpecs().length, 0),
    indexSize: 0,
    ok: 1,
  };
};

/** Describes the plan the query planner picks, so tests and operators can see index use. */
const explain: CommandHandler = (command, context) => {
  const inner = optionalDocument(command, 'explain', 'explain');
  if (!inner) throw new CommandError('FailedToParse', 'explain requires a command document');
  const verb = Object.keys(inner)[0];
  let filter: Document | undefined;
  let hint: unknown;
  if (verb === 'find') ({ filter, hint } = readFindOptions(inner, 'find'));
  else if (verb === 'count' || verb === 'distinct') ({ query: filter, hint } = inner as { query?: Document; hint?: unknown });
  else if (verb === 'aggregate') {
    const first = Array.isArray(inner.pipeline) ? (inner.pipeline[0] as Document | undefined) : undefined;
    filter = first && isPlainObject(first.$match) ? first.$match : undefined;
    hint = inner.hint;
  } else if (verb === 'update' || verb === 'delete' || verb === 'findAndModify') {
    const statement = verb === 'update' ? (inner.updates as Document[])?.[0] : verb === 'delete' ? (inner.deletes as Document[])?.[0] : inner;
    filter = (statement?.q ?? statement?.query) as Document | undefined;
  } else throw new CommandError('IllegalOperation', `explain is not supported for ${verb}`);
  const name = collectionName(inner, verb);
  const collection = context.engine.getCollection(context.db, name);
  const statement = verb === 'update' ? (inner.updates as Document[])?.[0] : verb === 'delete' ? (inner.deletes as Document[])?.[0] : inner;
  const collation = commandCollation(collection, statement?.collation);
  const winningPlan = collection ? describePlan(collection.plan(filter, hint, collation)) : { stage: 'EOF' };
  return { queryPlanner: { namespace: `${context.db}.${name}`, parsedQuery: filter ?? {}, winningPlan, rejectedPlans: [] }, ok: 1 };
};

export const adminCommands: Record<string, CommandHandler> = {
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
  listCollections,
  listDatabases,
  create,
  drop,
  dropDatabase,
  renameCollection,
  collStats,
  dbStats,
  dbstats: dbStats,
  explain,
};
