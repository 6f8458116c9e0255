import { parseCollation } from '../collation';
import '../dbref';
import { CommandError } from '../errors';
import type { Document } from '../query';
import { adminCommands } from './admin';
import { aggregate } from './aggregate';
import type { CommandContext, CommandHandler } from './context';
import { crudCommands } from './crud';
import { collectionCommands, viewCommand } from './collections';
import { applyLet, checkCommandFields } from './fields';
import { parameterCommands } from './parameters';
import { runRetryable } from './retryableWrites';
import { handshakeCommands } from './handshake';
import { sessionKey, txnNumberOf } from '../transactions';

export type { CommandContext } from './context';

const commands: Record<string, CommandHandler> = {
  ...handshakeCommands,
  ...crudCommands,
  ...adminCommands,
  ...parameterCommands,
  ...collectionCommands,
  aggregate,
};

const transactionCommands = new Set(['commitTransaction', 'abortTransaction']);

/** A malformed collation (collation.ts) is refused before the command runs, as mongod parses it first. */
function checkCollation(value: unknown): void {
  parseCollation(value);
}

function checkCollations(command: Document): void {
  checkCollation(command.collation);
  for (const field of ['updates', 'deletes', 'indexes']) {
    const statements = command[field];
    if (Array.isArray(statements)) for (const statement of statements) checkCollation((statement as Document | null)?.collation);
  }
}

/** Runs one command document and returns its reply; errors are thrown as CommandError. */
export function dispatchCommand(command: Document, context: CommandContext): Document {
  const name = Object.keys(command)[0];
  if (name === undefined) throw new CommandError('FailedToParse', 'empty command document');
  if (command.autocommit !== undefined || command.startTransaction !== undefined || transactionCommands.has(name)) {
    return transactionCommand(name, command, context);
  }
  return runRetryable(name, command, context.engine, () => runHandler(name, command, context));
}

function runHandler(name: string, command: Document, context: CommandContext): Document {
  const handler = Object.prototype.hasOwnProperty.call(commands, name) ? commands[name] : undefined;
  if (!handler) throw new CommandError('CommandNotFound', `no such command: '${name}'`);
  checkCommandFields(name, command);
  command = applyLet(name, command);
  checkCollations(command);
  return viewCommand(name, command, context) ?? handler(command, context);
}

/** Commands that refuse to run inside a multi-document transaction (as on MongoDB). */
const notInTransaction = new Set([
  'count',
  'listCollections',
  'listIndexes',
  'createIndexes',
  'dropIndexes',
  'drop',
  'dropDatabase',
  'renameCollection',
  'collMod',
  'explain',
]);

/**
 * startTransaction / statements with autocommit: false / commitTransaction / abortTransaction.
 * The transaction's writes stay in its own LMDB transaction; commit makes them one durable LMDB commit.
 */
function transactionCommand(name: string, command: Document, context: CommandContext): Document {
  const transactions = context.engine.transactions;
  const session = sessionKey(command);
  const txnNumber = txnNumberOf(command);
  if (session === undefined || txnNumber === undefined) {
    throw new CommandError('InvalidOptions', 'Transactions require a session id (lsid) and a txnNumber');
  }
  if (command.autocommit !== false) throw new CommandError('InvalidOptions', 'autocommit must be false for a multi-statement transaction');
  if (name === 'commitTransaction') {
    if (transactions.wasCommitted(session, txnNumber) && transactions.active?.session !== session) return { ok: 1 };
    transactions.current(session, txnNumber);
    const tx = transactions.finish(true);
    if (tx) context.engine.commitTransaction(tx);
    return { ok: 1 };
  }
  if (name === 'abortTransaction') {
    transactions.current(session, txnNumber);
    transactions.abort();
    return { ok: 1 };
  }
  if (notInTransaction.has(name)) {
    throw new CommandError('IllegalOperation', `Cannot run '${name}' in a multi-document transaction.`);
  }
  if (command.startTransaction === true) transactions.begin(session, txnNumber);
  else transactions.current(session, txnNumber);
  transactions.running = true;
  try {
    const reply = runHandler(name, command, context);
    // A write error inside a transaction aborts it, as on MongoDB.
    if (Array.isArray(reply.writeErrors) && reply.writeErrors.length > 0) transactions.abort();
    return reply;
  } catch (error) {
    transactions.abort();
    throw error;
  } finally {
    transactions.running = false;
  }
}
