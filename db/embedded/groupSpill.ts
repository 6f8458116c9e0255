import { closeSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { MemoryRun, mergeRuns, RunReader, writeRun, type SpillSettings } from './externalSort';
/** A stored document (query.ts's type, restated: query.ts reaches this module through groupFast.ts). */
type Document = Record<string, unknown>;

/**
 * The groups of a `$group` larger than its memory budget spill to disk, as mongod's do: the
 * groups gathered so far are written as a run ordered by their key and dropped from memory; at the
 * end the runs and the groups still in memory are merged by key, and the partial states of a key
 * met in several runs are combined (a sum with a sum, a minimum with a minimum). The groups then
 * come out in key order instead of first-seen order (MongoDB gives no order either).
 */

export interface Group {
  id: unknown;
  states: unknown[];
}

const byKey = (a: Document, b: Document) => ((a.k as string) < (b.k as string) ? -1 : (a.k as string) > (b.k as string) ? 1 : 0);

export class GroupSpill {
  private directory: string | null = null;
  private readonly files: number[] = [];

  constructor(
    private readonly settings: SpillSettings,
    private readonly combine: (a: unknown[], b: unknown[]) => unknown[],
  ) {}

  get runs(): number {
    return this.files.length;
  }

  /** Writes the groups as a run in key order; the caller then starts a new map. */
  spill(groups: Map<string, Group>): void {
    if (this.directory === null) {
      mkdirSync(this.settings.directory, { recursive: true });
      this.directory = mkdtempSync(path.join(this.settings.directory, 'group-'));
    }
    const keys = Array.from(groups.keys()).sort();
    const rows = (function* rowsOf() {
      for (const key of keys) {
        const group = groups.get(key)!;
        yield { k: key, i: group.id, s: group.states };
      }
    })();
    this.files.push(writeRun(path.join(this.directory, `run-${this.files.length}`), rows));
  }

  /** Every group once, in key order, its states combined across the runs and the last groups. */
  *merged(groups: Map<string, Group>): Generator<Group> {
    try {
      const last = Array.from(groups, ([k, group]) => ({ k, i: group.id, s: group.states })).sort(byKey);
      let pending: Group | null = null;
      let pendingKey = '';
      for (const row of mergeRuns([...this.files.map((fd) => new RunReader(fd)), new MemoryRun(last)], byKey)) {
        const key = row.k as string;
        if (pending && key === pendingKey) {
          pending.states = this.combine(pending.states, row.s as unknown[]);
          continue;
        }
        if (pending) yield pending;
        pending = { id: row.i, states: row.s as unknown[] };
        pendingKey = key;
      }
      if (pending) yield pending;
    } finally {
      this.close();
    }
  }

  close(): void {
    for (const fd of this.files.splice(0)) closeSync(fd);
    if (this.directory !== null) rmSync(this.directory, { recursive: true, force: true });
    this.directory = null;
  }
}
