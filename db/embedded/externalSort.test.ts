import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Decimal128, Long } from 'bson';
import { afterEach, describe, expect, it } from 'vitest';
import { dispatchCommand, type CommandContext } from './commands';
import { CursorRegistry } from './cursors';
import { Engine } from './engine';
import { externalSort, type SortStats } from './externalSort';
import { fastGroup } from './groupFast';
import type { Document } from './query';
import { sortComparator } from './sort';

/** Sorts past their memory budget spill to disk and give what an in-memory stable sort gives. */

const directories: string[] = [];
const engines: Engine[] = [];
afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.close();
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

function temporary(): string {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'spill-'));
  directories.push(directory);
  return directory;
}

const documents: Document[] = Array.from({ length: 2_000 }, (_, i) => ({
  _id: i,
  group: i % 7,
  // Ties on purpose: many documents share a score, so stability shows.
  score: (i * 7_919) % 101,
  price: Decimal128.fromString(`${(i * 31) % 997}.${i % 10}5`),
  at: Long.fromNumber(1_000 + (i % 13)),
  name: `cliente ${(i * 17) % 389}`,
  tags: i % 5 === 0 ? ['a', 'b'] : undefined,
}));

describe('external sort', () => {
  it.each([
    ['a number, ties in input order', { score: 1 }],
    ['descending, then a string', { score: -1, name: 1 }],
    ['a decimal', { price: 1 }],
    ['a long, then the id descending', { at: -1, _id: -1 }],
  ])('spills runs and merges them into the order a stable sort gives: %s', (_label, sort) => {
    const comparator = sortComparator(sort);
    const directory = temporary();
    const stats: SortStats = { runs: 0, spilledDocuments: 0 };
    const sorted = Array.from(externalSort(documents, comparator, { directory, budgetBytes: 16 * 1024 }, stats));
    expect(stats.runs).toBeGreaterThan(5);
    expect(sorted.map((document) => document._id)).toEqual(
      documents
        .slice()
        .sort(comparator)
        .map((document) => document._id),
    );
    expect(sorted[0]).toEqual(documents.slice().sort(comparator)[0]);
    // Read to the end: nothing is left on disk.
    expect(readdirSync(directory)).toEqual([]);
  });

  it('sorts in memory, writing nothing, when the input fits', () => {
    const directory = path.join(temporary(), '_tmp');
    const stats: SortStats = { runs: 0, spilledDocuments: 0 };
    const sorted = Array.from(externalSort(documents, sortComparator({ name: 1 }), { directory, budgetBytes: 100 * 1024 * 1024 }, stats));
    expect(sorted).toHaveLength(documents.length);
    expect(stats.runs).toBe(0);
    expect(existsSync(directory)).toBe(false);
  });

  it('removes its runs when the reader stops early', () => {
    const directory = temporary();
    const sorted = externalSort(documents, sortComparator({ score: 1 }), { directory, budgetBytes: 16 * 1024 });
    expect(sorted.next().done).toBe(false);
    expect(readdirSync(directory)).toHaveLength(1);
    sorted.return(undefined);
    expect(readdirSync(directory)).toEqual([]);
  });

  it('spills a find with a whole sort, pages it with getMore, and a killed cursor leaves no runs', () => {
    const dataDir = temporary();
    const engine = new Engine(dataDir, 'os', { cacheMb: 1, sortMb: 0.02 });
    engines.push(engine);
    const context: CommandContext = { engine, cursors: new CursorRegistry(60_000), db: 'unit', connectionId: 1 };
    const run = (command: Document) => dispatchCommand(command, context);
    run({ insert: 'rows', documents });
    const sort = { score: -1, _id: 1 };
    const expected = ids(
      (run({ find: 'rows', sort, hint: { $natural: 1 }, allowDiskUse: false, batchSize: 5_000 }).cursor as { firstBatch: Document[] }).firstBatch,
    );

    const first = run({ find: 'rows', sort, batchSize: 300 }).cursor as { firstBatch: Document[]; id: Long };
    const spillDirectory = path.join(dataDir, '_tmp');
    expect(readdirSync(spillDirectory)).toHaveLength(1);
    const got = ids(first.firstBatch);
    let cursorId = first.id;
    while (!cursorId.isZero()) {
      const next = run({ getMore: cursorId, collection: 'rows', batchSize: 300 }).cursor as { nextBatch: Document[]; id: Long };
      got.push(...ids(next.nextBatch));
      cursorId = next.id;
    }
    expect(got).toEqual(expected);
    expect(readdirSync(spillDirectory)).toEqual([]);

    // A page of the same sort, with skip and a projection.
    const page = (run({ find: 'rows', sort, skip: 10, limit: 1_990, projection: { score: 1 }, batchSize: 5_000 }).cursor as { firstBatch: Document[] })
      .firstBatch;
    expect(ids(page)).toEqual(expected.slice(10, 2_000));
    expect(Object.keys(page[0]).sort()).toEqual(['_id', 'score']);

    const killed = run({ find: 'rows', sort, batchSize: 10 }).cursor as { id: Long };
    expect(readdirSync(spillDirectory)).toHaveLength(1);
    run({ killCursors: 'rows', cursors: [killed.id] });
    expect(readdirSync(spillDirectory)).toEqual([]);
  });
});

function ids(batch: Document[]): unknown[] {
  return batch.map((document) => document._id);
}

describe('a $group past its memory budget', () => {
  const spec = {
    _id: { name: '$name', group: '$group' },
    n: { $count: {} },
    total: { $sum: '$price' },
    score: { $sum: '$score' },
    low: { $min: '$score' },
    high: { $max: '$at' },
    mean: { $avg: '$score' },
  };

  it('spills its groups, merges the partial states of each key, and removes its runs', () => {
    const directory = temporary();
    const inMemory = fastGroup(documents, spec)!;
    const spilled = fastGroup(documents, spec, { directory, budgetBytes: 8 * 1024 })!;
    const byKey = (rows: Document[]) => new Map(rows.map((row) => [JSON.stringify(row._id), row]));
    expect(spilled).toHaveLength(inMemory.length);
    expect(inMemory.length).toBeGreaterThan(500);
    const expected = byKey(inMemory);
    for (const [key, row] of byKey(spilled)) {
      const want = expected.get(key)!;
      expect({ ...row, total: String(row.total), mean: Number(row.mean) }).toEqual({ ...want, total: String(want.total), mean: Number(want.mean) });
    }
    expect(readdirSync(directory)).toEqual([]);
  });

  it('answers an aggregate through the engine the same with a tiny budget', () => {
    const engine = new Engine(temporary(), 'os', { cacheMb: 1, sortMb: 0.005 });
    engines.push(engine);
    const context: CommandContext = { engine, cursors: new CursorRegistry(60_000), db: 'unit', connectionId: 1 };
    dispatchCommand({ insert: 'rows', documents }, context);
    const pipeline = [{ $match: { group: { $gte: 2 } } }, { $group: { _id: '$name', n: { $sum: 1 } } }];
    const rows = (command: Document) =>
      (dispatchCommand(command, context).cursor as { firstBatch: Document[] }).firstBatch.map((row) => `${row._id}:${row.n}`).sort();
    expect(rows({ aggregate: 'rows', pipeline, cursor: { batchSize: 10_000 } })).toEqual(
      rows({ aggregate: 'rows', pipeline, allowDiskUse: false, cursor: { batchSize: 10_000 } }),
    );
  });
});
