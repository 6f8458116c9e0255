import type { RawChange } from './changeStreams';
import type { CollectionEntry, CollectionStats, HeldTransaction, Storage } from './storage';

/**
 * What one write (a command's changes, or a statement of a multi-document transaction) does beside
 * its LMDB writes, which go straight into the open LMDB write transaction: the change events to
 * publish once it is durable, how to undo the in-memory side (the catalog objects, a collection's
 * counters) if LMDB aborts it, and, for a multi-document transaction, its own held LMDB transaction.
 */

interface StatsHolder {
  stats: CollectionStats;
  entry: CollectionEntry;
}

export type CatalogChange = { type: 'catalog'; entry: CollectionEntry };

export class WriteTransaction {
  /** What the write changed, published to change streams once it is durable (changeStreams.ts). */
  readonly events: RawChange[] = [];
  private readonly undoSteps: Array<() => void> = [];
  /** Whether anything was written (a reply then waits for the flush). */
  changed = false;
  /** Collections whose counters this statement changed, with their counters before it. */
  readonly touched = new Map<StatsHolder, CollectionStats>();
  /** A multi-document transaction's own LMDB transaction, from its first write to its commit or abort. */
  held: HeldTransaction | null = null;
  /** Each collection's counters before this write (or transaction) first changed them. */
  private readonly initial = new Map<StatsHolder, CollectionStats>();
  private statementStart = { undo: 0, events: 0 };
  private storage: Storage | null = null;

  /** Starts a statement on `storage` (every write of a command, or one statement of a transaction). */
  begin(storage: Storage): void {
    this.storage = storage;
    this.statementStart = { undo: this.undoSteps.length, events: this.events.length };
    this.touched.clear();
  }

  note(event: RawChange): void {
    this.events.push(event);
  }

  /** A catalog change: written now, and its in-memory side undone if the LMDB transaction aborts. */
  record(change: CatalogChange, undo: () => void): void {
    this.storage?.putCatalog(change.entry);
    this.changed = true;
    this.undoSteps.push(undo);
  }

  /** An in-memory change to undo if the write aborts. */
  onUndo(undo: () => void): void {
    this.undoSteps.push(undo);
  }

  /** Before a collection's counters change: keeps them to restore and to store at the end. */
  touch(holder: StatsHolder): void {
    this.changed = true;
    if (!this.touched.has(holder)) this.touched.set(holder, { ...holder.stats });
    if (!this.initial.has(holder)) this.initial.set(holder, { ...holder.stats });
  }

  /** About how many document bytes this write added or removed (its collections' counters). */
  bytesChanged(): number {
    let bytes = 0;
    for (const [holder, stats] of this.initial) bytes += Math.abs(holder.stats.bytes - stats.bytes) + 64 * Math.abs(holder.stats.count - stats.count);
    return bytes;
  }

  /** Stores the counters of every collection this statement changed (inside its LMDB transaction). */
  storeStats(storage: Storage): void {
    for (const holder of this.touched.keys()) storage.stats.put(holder.entry.id, holder.stats);
  }

  /** Undoes the in-memory side of the current statement (its LMDB side was aborted). */
  rollbackStatement(): void {
    for (const [holder, stats] of this.touched) holder.stats = stats;
    this.touched.clear();
    for (let i = this.undoSteps.length - 1; i >= this.statementStart.undo; i--) this.undoSteps[i]();
    this.undoSteps.length = this.statementStart.undo;
    this.events.length = this.statementStart.events;
  }

  /** Undoes every in-memory change still recorded (an aborted transaction, after its LMDB side). */
  rollback(): void {
    for (const [holder, stats] of this.initial) holder.stats = stats;
    this.initial.clear();
    this.touched.clear();
    for (let i = this.undoSteps.length - 1; i >= 0; i--) this.undoSteps[i]();
    this.undoSteps.length = 0;
    this.events.length = 0;
  }
}
