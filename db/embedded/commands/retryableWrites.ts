import type { Engine } from '../engine';
import { CommandError } from '../errors';
import type { Document } from '../query';
import { sessionKey, txnNumberOf } from '../transactions';

/**
 * Retryable writes: the driver sends an insert, update, delete or findAndModify with the session
 * (`lsid`) and a `txnNumber`, and sends the very same command again when the connection dropped
 * before the reply came. The first reply is kept per session, so the retry is answered with it and
 * the write is not applied twice; an older txnNumber than the session's last is TransactionTooOld
 * (225), as on mongod. The record lives while the server runs (mongod keeps it in
 * config.transactions, which survives a restart).
 */

const retryable = new Set(['insert', 'update', 'delete', 'findAndModify', 'findandmodify']);
const bySession = new WeakMap<Engine, Map<string, { txnNumber: number; reply: Document }>>();
const maxSessions = 10_000;

export function runRetryable(name: string, command: Document, engine: Engine, run: () => Document): Document {
  if (!retryable.has(name)) return run();
  const session = sessionKey(command);
  const txnNumber = command.txnNumber === undefined ? undefined : txnNumberOf(command);
  if (session === undefined || txnNumber === undefined) return run();
  let sessions = bySession.get(engine);
  if (!sessions) bySession.set(engine, (sessions = new Map()));
  const last = sessions.get(session);
  if (last && last.txnNumber === txnNumber) return last.reply;
  if (last && last.txnNumber > txnNumber) {
    throw new CommandError(
      'TransactionTooOld',
      `Retryable write with txnNumber ${txnNumber} is prohibited on session ${session} because a newer retryable write with txnNumber ${last.txnNumber} has already started on this session.`,
    );
  }
  const reply = run();
  sessions.delete(session);
  sessions.set(session, { txnNumber, reply });
  if (sessions.size > maxSessions) sessions.delete(sessions.keys().next().value as string);
  return reply;
}
