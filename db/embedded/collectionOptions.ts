import { calculateObjectSize } from 'bson';
import { CommandError } from './errors';
import { compileFilter, type CompiledFilter, type Document } from './query';
import { isPlainObject } from './values';

/**
 * What a collection's options ask of every write (commands/collections.ts creates and changes
 * them): a capped collection keeps within its size and count by letting its oldest documents go;
 * a validator refuses documents that do not match it.
 */

/** The parts of a collection these rules use (collection.ts calls them; no import back). */
interface WithOptions {
  readonly entry: { options: Document };
}

interface CappedCollection<Tx> extends WithOptions {
  readonly stats: { count: number; bytes: number };
  scan(): Iterable<Document>;
  remove(document: Document, tx: Tx): void;
}

/** MongoDB rounds a capped collection's size up to a multiple of 256 bytes, at least 4096. */
export function cappedBytes(size: unknown): number {
  const bytes = typeof size === 'number' ? size : Number(size);
  if (!Number.isFinite(bytes) || bytes <= 4096) return 4096;
  return Math.ceil(bytes / 256) * 256;
}

/** After an insert into a capped collection: the oldest documents leave until it is within its size and count. */
export function trimCapped<Tx>(collection: CappedCollection<Tx>, tx: Tx): void {
  const options = collection.entry.options;
  if (options.capped !== true) return;
  const max = typeof options.max === 'number' && options.max > 0 ? options.max : Infinity;
  const limit = cappedBytes(options.size);
  let count = collection.stats.count;
  let bytes = collection.stats.bytes;
  if (count <= max && bytes <= limit) return;
  const oldest: Document[] = [];
  for (const document of collection.scan()) {
    if (count <= max && bytes <= limit) break;
    if (count === 1) break;
    bytes -= calculateObjectSize(document);
    count -= 1;
    oldest.push(document);
  }
  for (const document of oldest) {
    collection.remove(document, tx);
  }
}

const compiledValidators = new WeakMap<Document, CompiledFilter>();

/** Document validation on insert and update (validationLevel, validationAction), as MongoDB applies it. */
export function validateDocument(collection: WithOptions, document: Document, previous?: Document): void {
  const { validator, validationLevel = 'strict', validationAction = 'error' } = collection.entry.options as Document;
  if (!isPlainObject(validator) || validationLevel === 'off' || validationAction === 'warn') return;
  let compiled = compiledValidators.get(validator);
  if (!compiled) compiledValidators.set(validator, (compiled = compileFilter(validator)));
  if (compiled.test(document)) return;
  // moderate: an update of a document that already failed the validator is allowed.
  if (validationLevel === 'moderate' && previous && !compiled.test(previous)) return;
  throw new CommandError('DocumentValidationFailure', 'Document failed validation', {
    errInfo: { failingDocumentId: document._id, details: { operatorName: '$and', schemaRulesNotSatisfied: [] } },
  });
}
