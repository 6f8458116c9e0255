import { Binary } from 'bson';
import { WriteTransaction } from './collection';
import { CommandError } from './errors';

/**
 * Multi-document transactions of a replica set of one. One transaction is open at a time: from
 * its first write it holds one LMDB write transaction of its own (each statement a child of it,
 * seen by its later statements), committed to disk whole by commitTransaction (one commit, one
 * flush) or aborted by abortTransaction, so nothing of it is on disk before its commit. While it is open, every command of another session waits (the
 * server answers it once the transaction ends), so nothing outside sees uncommitted writes and the
 * transaction sees no one else's: serializable, which is stronger than MongoDB's snapshot
 * isolation. A transactional command of another session that would wait longer than
 * `lockTimeoutMs` is answered WriteConflict with the TransientTransactionError label (its own
 * transaction aborted), which the driver's withTransaction retries, as mongod does when a
 * transaction cannot take a lock in time. A transaction open longer than `lifetimeMs` is aborted,
 * and so is one that holds up a plain command for more than `waitLimitMs` (the command then runs):
 * a client holding a transaction open while its other pooled connections wait can never deadlock
 * the server; its withTransaction retries on the TransientTransactionError label.
 */

export interface OpenTransaction {
  session: string;
  txnNumber: number;
  tx: WriteTransaction;
  aborted: boolean;
  timer: NodeJS.Timeout;
}

export const transientLabel = 'TransientTransactionError';

/** The session id of a command (`lsid.id`, a UUID), as a string key; undefined without one. */
export function sessionKey(command: Record<string, unknown>): string | undefined {
  const lsid = command.lsid as { id?: unknown } | undefined;
  const id = lsid?.id;
  if (id instanceof Binary) return Buffer.from(id.buffer).toString('hex');
  if (id && typeof id === 'object' && 'buffer' in id) return Buffer.from((id as { buffer: Uint8Array }).buffer).toString('hex');
  return undefined;
}

export function txnNumberOf(command: Record<string, unknown>): number | undefined {
  const value = command.txnNumber;
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'object' && typeof (value as { toNumber?: unknown }).toNumber === 'function') return (value as { toNumber: () => number }).toNumber();
  throw new CommandError('TypeMismatch', "BSON field 'txnNumber' is the wrong type, expected type 'long'");
}

export function noSuchTransaction(txnNumber: number | undefined): CommandError {
  return new CommandError('NoSuchTransaction', `Transaction with { txnNumber: ${txnNumber ?? 'none'} } has been aborted.`, { errorLabels: [transientLabel] });
}

export function writeConflict(): CommandError {
  return new CommandError(
    'WriteConflict',
    'Caused by :: Write conflict during plan execution and yielding is disabled. :: Please retry your operation or multi-document transaction.',
    { errorLabels: [transientLabel] },
  );
}

export class Transactions {
  active: OpenTransaction | null = null;
  /** Commands (of the transaction's session) running right now write into the open transaction. */
  running = false;
  /** Committed or aborted transactions by session: a retried commit of the last one succeeds. */
  private readonly finished = new Map<string, { txnNumber: number; committed: boolean }>();
  private waiters: Array<() => void> = [];

  constructor(
    private readonly undo: (tx: WriteTransaction) => void,
    readonly lockTimeoutMs = 100,
    readonly lifetimeMs = 30_000,
    /** How long a command outside the transaction waits before the transaction is aborted for it. */
    readonly waitLimitMs = 1_000,
  ) {}

  begin(session: string, txnNumber: number): OpenTransaction {
    if (this.active) {
      if (this.active.session !== session) throw writeConflict();
      this.abort();
    }
    const timer = setTimeout(() => {
      if (this.active?.timer === timer) this.abort();
    }, this.lifetimeMs);
    timer.unref();
    this.active = { session, txnNumber, tx: new WriteTransaction(), aborted: false, timer };
    return this.active;
  }

  /** The open transaction of this session and number, or NoSuchTransaction. */
  current(session: string | undefined, txnNumber: number | undefined): OpenTransaction {
    const active = this.active;
    if (!active || active.session !== session || active.txnNumber !== txnNumber || active.aborted) throw noSuchTransaction(txnNumber);
    return active;
  }

  /** Ends the open transaction; the caller commits `tx` when `committed`. */
  finish(committed: boolean): WriteTransaction | null {
    const active = this.active;
    if (!active) return null;
    clearTimeout(active.timer);
    this.active = null;
    this.finished.set(active.session, { txnNumber: active.txnNumber, committed });
    if (!committed) this.undo(active.tx);
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
    return active.tx;
  }

  abort(): void {
    this.finish(false);
  }

  wasCommitted(session: string | undefined, txnNumber: number | undefined): boolean {
    const last = session === undefined ? undefined : this.finished.get(session);
    return last !== undefined && last.txnNumber === txnNumber && last.committed;
  }

  /**
   * Whether a command must wait for the open transaction: it belongs to another session (or to
   * none). Handshake and session bookkeeping never wait.
   */
  blocks(command: Record<string, unknown>, name: string): boolean {
    if (!this.active || neverWaits.has(name)) return false;
    // Aborting a transaction that is not the open one needs no wait: it answers NoSuchTransaction.
    if (name === 'abortTransaction') return false;
    return sessionKey(command) !== this.active.session;
  }

  /** Resolves true when the open transaction ends, or false after `timeoutMs`. */
  whenEnded(timeoutMs?: number): Promise<boolean> {
    if (!this.active) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const wake = () => {
        if (timer) clearTimeout(timer);
        resolve(true);
      };
      this.waiters.push(wake);
      if (timeoutMs !== undefined) {
        timer = setTimeout(() => {
          this.waiters = this.waiters.filter((waiter) => waiter !== wake);
          resolve(false);
        }, timeoutMs);
      }
    });
  }
}

const neverWaits = new Set([
  'hello',
  'isMaster',
  'ismaster',
  'ping',
  'buildInfo',
  'buildinfo',
  'getParameter',
  'endSessions',
  'killSessions',
  'refreshSessions',
  'connectionStatus',
  'hostInfo',
  'serverStatus',
  'killCursors',
]);
