import type { Logger } from 'pino';
import type { CursorRegistry } from '../cursors';
import type { Engine } from '../engine';
import { CommandError } from '../errors';
import type { Document } from '../query';
import { isPlainObject } from '../values';

/** What every command handler receives besides its command document. */
export interface CommandContext {
  engine: Engine;
  cursors: CursorRegistry;
  /** The database the command runs in (`$db`). */
  db: string;
  connectionId: number;
  logger?: Logger;
  /** host:port of this server, named in hello as the replica set's only member. */
  address?: string;
}

export type CommandHandler = (command: Document, context: CommandContext) => Document;

function bsonTypeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'double';
  if (typeof value === 'boolean') return 'bool';
  return typeof value;
}

function wrongType(command: string, field: string, value: unknown, expected: string): CommandError {
  return new CommandError('TypeMismatch', `BSON field '${command}.${field}' is the wrong type '${bsonTypeName(value)}', expected type '${expected}'`);
}

/** Reads the collection name that is the value of the command's first field. */
export function collectionName(command: Document, name: string): string {
  const value = command[name];
  if (typeof value !== 'string') {
    throw new CommandError('InvalidNamespace', `collection name has invalid type ${bsonTypeName(value)}`);
  }
  if (value.length === 0) throw new CommandError('InvalidNamespace', 'Invalid namespace specified');
  return value;
}

export function optionalDocument(command: Document, field: string, name: string): Document | undefined {
  const value = command[field];
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) throw wrongType(name, field, value, 'object');
  return value;
}

export function optionalArray(command: Document, field: string, name: string): unknown[] | undefined {
  const value = command[field];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) throw wrongType(name, field, value, 'array');
  return value;
}

export function requireArray(command: Document, field: string, name: string): unknown[] {
  const value = optionalArray(command, field, name);
  if (!value) throw new CommandError('FailedToParse', `BSON field '${name}.${field}' is missing but a required field`);
  return value;
}

/** Numbers may arrive as int32, double or Long. */
export function optionalNumber(command: Document, field: string, name: string): number | undefined {
  const value = command[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return value;
  if (typeof value === 'object' && value !== null && '_bsontype' in value && typeof (value as unknown as { toNumber?: () => number }).toNumber === 'function') {
    return (value as unknown as { toNumber: () => number }).toNumber();
  }
  throw wrongType(name, field, value, 'long');
}

export function nonNegative(value: number | undefined, field: string): number | undefined {
  if (value !== undefined && value < 0) throw new CommandError('BadValue', `${field} value must be non-negative, but received: ${value}`);
  return value;
}

export function optionalBoolean(command: Document, field: string, fallback: boolean): boolean {
  const value = command[field];
  if (value === undefined || value === null) return fallback;
  return Boolean(value);
}
