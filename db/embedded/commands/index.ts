import { CommandError } from '../errors';
import type { Document } from '../query';
import { adminCommands } from './admin';
import { aggregate } from './aggregate';
import type { CommandContext, CommandHandler } from './context';
import { crudCommands } from './crud';
import { handshakeCommands } from './handshake';

export type { CommandContext } from './context';

const commands: Record<string, CommandHandler> = {
  ...handshakeCommands,
  ...crudCommands,
  ...adminCommands,
  aggregate,
};

const transactionCommands = new Set(['commitTransaction', 'abortTransaction']);

/**
 * Only binary string comparison is implemented: a command asking for a collation is refused
 * rather than answered with results a real MongoDB would order or match differently.
 */
function checkCollation(value: unknown): void {
  if (value === undefined || value === null) return;
  if (typeof value === 'object' && (value as Document).locale === 'simple') return;
  throw new CommandError('BadValue', 'collation is not supported by the embedded document server (only { locale: "simple" })');
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
  // Transactions are not offered (hello has no setName); refuse them the way a standalone mongod does.
  if (command.startTransaction !== undefined || command.autocommit !== undefined || transactionCommands.has(name)) {
    throw new CommandError('IllegalOperation', 'Transaction numbers are only allowed on a replica set member or mongos');
  }
  const handler = Object.prototype.hasOwnProperty.call(commands, name) ? commands[name] : undefined;
  if (!handler) throw new CommandError('CommandNotFound', `no such command: '${name}'`);
  checkCollations(command);
  return handler(command, context);
}
