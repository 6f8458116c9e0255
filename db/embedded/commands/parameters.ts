import type { Engine } from '../engine';
import { CommandError } from '../errors';
import type { Document } from '../query';
import { type CommandHandler } from './context';
import { isPlainObject } from '../values';

/**
 * getParameter and setParameter on the admin database, as mongod answers them. The parameters are
 * the ones drivers, tools and operators read or set; each keeps its value for the server's life
 * (`was` reports the previous one). They are accepted and reported; the embedded server's own
 * limits (transaction lifetime, lock wait, cursor timeout) are fixed at start and are listed with
 * their actual values.
 */

interface Parameter {
  value: unknown;
  runtime: boolean;
}

export function defaultParameters(): Map<string, Parameter> {
  const entries: Array<[string, unknown, boolean]> = [
    ['featureCompatibilityVersion', { version: '6.0' }, false],
    ['authenticationMechanisms', ['SCRAM-SHA-1', 'SCRAM-SHA-256'], false],
    ['transactionLifetimeLimitSeconds', 30, true],
    ['maxTransactionLockRequestTimeoutMillis', 100, true],
    ['cursorTimeoutMillis', 600_000, true],
    ['ttlMonitorEnabled', true, true],
    ['ttlMonitorSleepSecs', 60, false],
    ['notablescan', false, true],
    ['logLevel', 0, true],
    ['quiet', false, true],
    ['maxBSONDepth', 200, false],
    ['internalQueryMaxBlockingSortMemoryUsageBytes', 104_857_600, true],
    ['internalQueryFrameworkControl', 'forceClassicEngine', true],
    ['changeStreamOptions', { preAndPostImages: { expireAfterSeconds: 'off' } }, true],
    ['javascriptEnabled', false, false],
  ];
  return new Map(entries.map(([name, value, runtime]) => [name, { value, runtime }]));
}

/** Each server (engine) has its own values. */
const byEngine = new WeakMap<Engine, Map<string, Parameter>>();

function parametersOf(engine: Engine): Map<string, Parameter> {
  let parameters = byEngine.get(engine);
  if (!parameters) byEngine.set(engine, (parameters = defaultParameters()));
  return parameters;
}

function requireAdmin(db: string, command: string): void {
  if (db !== 'admin') throw new CommandError('Unauthorized', `${command} may only be run against the admin database.`);
}

const getParameter: CommandHandler = (command, context) => {
  requireAdmin(context.db, 'getParameter');
  const parameters = parametersOf(context.engine);
  const selector = command.getParameter;
  const details = isPlainObject(selector) && selector.showDetails === true;
  const all = selector === '*' || (isPlainObject(selector) && selector.allParameters === true);
  const names = all
    ? Array.from(parameters.keys())
    : Object.keys(command).filter((key) => key !== 'getParameter' && !key.startsWith('$') && key !== 'lsid' && key !== 'comment');
  const reply: Document = {};
  for (const name of names) {
    const parameter = parameters.get(name);
    if (!parameter) continue;
    reply[name] = details ? { value: parameter.value, settableAtRuntime: parameter.runtime, settableAtStartup: true } : parameter.value;
  }
  if (Object.keys(reply).length === 0) throw new CommandError('InvalidOptions', 'no option found to get');
  return { ...reply, ok: 1 };
};

const setParameter: CommandHandler = (command, context) => {
  requireAdmin(context.db, 'setParameter');
  const parameters = parametersOf(context.engine);
  const names = Object.keys(command).filter(
    (key) => key !== 'setParameter' && !key.startsWith('$') && !['lsid', 'comment', 'writeConcern', 'txnNumber'].includes(key),
  );
  if (names.length === 0) throw new CommandError('InvalidOptions', 'no option found to set, use help:true to see options ');
  const reply: Document = {};
  for (const name of names) {
    const parameter = parameters.get(name);
    if (!parameter) throw new CommandError('InvalidOptions', `attempted to set unrecognized parameter [${name}], use help:true to see options `);
    if (!parameter.runtime) throw new CommandError('IllegalOperation', `not allowed to change [${name}] at runtime`);
    const previous = parameter.value;
    const value = command[name];
    if (typeof previous !== 'object' && typeof value !== typeof previous) {
      throw new CommandError('BadValue', `Invalid value for parameter ${name}: expected ${typeof previous}`);
    }
    parameter.value = value;
    if (names.length === 1) reply.was = previous;
  }
  return { ...reply, ok: 1 };
};

export const parameterCommands: Record<string, CommandHandler> = { getParameter, setParameter };
