import { CommandError } from '../errors';
import type { Document } from '../query';
import { isPlainObject } from '../values';

/**
 * MongoDB 7 parses commands against their IDL definitions and refuses a field it does not know:
 * `BSON field 'find.fitler' is an unknown field.` (40415). A misspelt option therefore fails loudly
 * instead of being ignored. The commands below are checked (with the statements of update and
 * delete); the generic fields every command may carry are accepted everywhere.
 */

const generic = [
  '$db',
  'lsid',
  'txnNumber',
  'autocommit',
  'startTransaction',
  '$clusterTime',
  '$readPreference',
  'readConcern',
  'writeConcern',
  'comment',
  'maxTimeMS',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
  '$audit',
  '$client',
  'mayBypassWriteBlocking',
];

const known: Record<string, string[]> = {
  find: [
    'filter',
    'sort',
    'projection',
    'hint',
    'skip',
    'limit',
    'batchSize',
    'singleBatch',
    'max',
    'min',
    'returnKey',
    'showRecordId',
    'tailable',
    'oplogReplay',
    'noCursorTimeout',
    'awaitData',
    'allowPartialResults',
    'collation',
    'allowDiskUse',
    'let',
    'readOnce',
  ],
  aggregate: ['pipeline', 'explain', 'allowDiskUse', 'cursor', 'bypassDocumentValidation', 'collation', 'hint', 'let'],
  insert: ['documents', 'ordered', 'bypassDocumentValidation'],
  update: ['updates', 'ordered', 'bypassDocumentValidation', 'let'],
  delete: ['deletes', 'ordered', 'let'],
  findAndModify: ['query', 'sort', 'remove', 'update', 'new', 'fields', 'upsert', 'bypassDocumentValidation', 'collation', 'arrayFilters', 'hint', 'let'],
  count: ['query', 'limit', 'skip', 'hint', 'collation', 'fields'],
  distinct: ['key', 'query', 'collation', 'hint'],
  getMore: ['collection', 'batchSize', 'term', 'lastKnownCommittedOpTime'],
  killCursors: ['cursors'],
  createIndexes: ['indexes', 'commitQuorum', 'ignoreUnknownIndexOptions'],
  dropIndexes: ['index'],
  listIndexes: ['cursor'],
  listCollections: ['filter', 'nameOnly', 'authorizedCollections', 'cursor'],
  create: [
    'capped',
    'autoIndexId',
    'size',
    'max',
    'storageEngine',
    'validator',
    'validationLevel',
    'validationAction',
    'indexOptionDefaults',
    'viewOn',
    'pipeline',
    'collation',
    'timeseries',
    'expireAfterSeconds',
    'clusteredIndex',
    'changeStreamPreAndPostImages',
    'encryptedFields',
    'idIndex',
  ],
  drop: [],
  collMod: [
    'validator',
    'validationLevel',
    'validationAction',
    'index',
    'viewOn',
    'pipeline',
    'expireAfterSeconds',
    'cappedSize',
    'cappedMax',
    'changeStreamPreAndPostImages',
    'timeseries',
    'dryRun',
  ],
};

const statements: Record<string, [string, string[]]> = {
  update: ['updates', ['q', 'u', 'upsert', 'multi', 'arrayFilters', 'hint', 'collation', 'c', 'upsertSupplied']],
  delete: ['deletes', ['q', 'limit', 'hint', 'collation']],
};

const allowed = new Map(Object.entries(known).map(([name, fields]) => [name, new Set([name, ...generic, ...fields])]));
allowed.set('findandmodify', allowed.get('findAndModify') as Set<string>);
const statementFields = new Map(Object.entries(statements).map(([name, [field, fields]]) => [name, { field, names: new Set(fields) }]));

function unknownField(path: string): CommandError {
  return new CommandError('Location40415', `BSON field '${path}' is an unknown field.`);
}

/** Refuses a field the command does not define, as MongoDB 7 does. */
export function checkCommandFields(name: string, command: Document): void {
  const fields = allowed.get(name);
  if (!fields) return;
  for (const field of Object.keys(command)) if (!fields.has(field)) throw unknownField(`${name}.${field}`);
  const nested = statementFields.get(name);
  const list = nested ? command[nested.field] : undefined;
  if (!nested || !Array.isArray(list)) return;
  for (const statement of list) {
    if (!isPlainObject(statement)) continue;
    for (const field of Object.keys(statement)) if (!nested.names.has(field)) throw unknownField(`${name}.${nested.field}.${field}`);
  }
}

/**
 * `let` variables (find, aggregate, update, delete, findAndModify): each `$$name` of the filter's
 * `$expr`, of a pipeline and of a pipeline update is evaluated inside `{ $let: { vars, in } }`, so
 * the variables mean what MongoDB makes them mean; the command then runs without its `let`.
 */
export function applyLet(name: string, command: Document): Document {
  const variables = command.let;
  if (variables === undefined) return command;
  if (!isPlainObject(variables)) throw new CommandError('TypeMismatch', `BSON field '${name}.let' is the wrong type, expected type 'object'`);
  for (const variable of Object.keys(variables)) {
    if (!/^[a-z\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*$/.test(variable)) {
      throw new CommandError('FailedToParse', `'${variable}' starts with an invalid character for a user variable name`);
    }
  }
  const names = Object.keys(variables);
  const uses = (value: string) => names.some((variable) => value === `$$${variable}` || value.startsWith(`$$${variable}.`));
  const expression = (value: unknown): unknown => {
    if (typeof value === 'string') return uses(value) ? { $let: { vars: variables, in: value } } : value;
    if (Array.isArray(value)) return value.map(expression);
    if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, expression(item)]));
    return value;
  };
  // In a filter, only $expr holds expressions; elsewhere "$$x" is a plain string.
  const filter = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(filter);
    if (!isPlainObject(value)) return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, key === '$expr' ? expression(item) : filter(item)]));
  };
  const pipeline = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map((stage) => (isPlainObject(stage) && isPlainObject(stage.$match) ? { $match: filter(stage.$match) } : expression(stage)))
      : value;
  const { let: _let, ...rest } = command;
  switch (name) {
    case 'find':
      return { ...rest, filter: filter(rest.filter) };
    case 'aggregate':
      return { ...rest, pipeline: pipeline(rest.pipeline) };
    case 'update':
      return {
        ...rest,
        updates: Array.isArray(rest.updates)
          ? rest.updates.map((statement) =>
              isPlainObject(statement)
                ? { ...statement, q: filter(statement.q), u: Array.isArray(statement.u) ? pipeline(statement.u) : statement.u }
                : statement,
            )
          : rest.updates,
      };
    case 'delete':
      return {
        ...rest,
        deletes: Array.isArray(rest.deletes)
          ? rest.deletes.map((statement) => (isPlainObject(statement) ? { ...statement, q: filter(statement.q) } : statement))
          : rest.deletes,
      };
    case 'findAndModify':
    case 'findandmodify':
      return { ...rest, query: filter(rest.query), update: Array.isArray(rest.update) ? pipeline(rest.update) : rest.update };
    default:
      return command;
  }
}
