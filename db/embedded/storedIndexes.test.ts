import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Binary, Long } from 'bson';
import { afterEach, describe, expect, it } from 'vitest';
import { dispatchCommand, type CommandContext } from './commands';
import { CursorRegistry } from './cursors';
import { Engine } from './engine';
import type { Document } from './query';

/**
 * Reads over the indexes stored in LMDB answer exactly what a full scan answers: regular
 * expressions read from the keys, sorted pages read along an index, partial indexes used when the
 * filter implies them, a cursor streamed batch by batch, and a data directory whose name has a dot.
 */

const directories: string[] = [];
const engines: Engine[] = [];
afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.close();
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

function openContext(name = 'stored-'): CommandContext {
  const directory = mkdtempSync(path.join(os.tmpdir(), name));
  directories.push(directory);
  const engine = new Engine(directory, 'os', { cacheMb: 1 });
  engines.push(engine);
  return { engine, cursors: new CursorRegistry(60_000), db: 'unit', connectionId: 1 };
}

function run(context: CommandContext, command: Document): Document {
  return dispatchCommand(command, context);
}

function ids(reply: Document): unknown[] {
  return (reply.cursor as { firstBatch: Document[] }).firstBatch.map((document) => document._id);
}

const names = ['maría josé', 'JOSÉ luis', 'ana\u0000nul', 'x'.repeat(2_500) + 'tail', 'pérez', 'lopez'];
const documents: Document[] = Array.from({ length: 300 }, (_, i) => ({
  _id: i,
  name: i % 17 === 0 ? [names[i % names.length], 'otro'] : i % 13 === 0 ? i : i % 11 === 0 ? undefined : `${names[i % names.length]} ${i}`,
  store: i % 7,
  at: i % 23 === 0 ? Long.fromNumber(1_000 + (i % 5)) : 1_000 + (i % 37),
  code: i % 3 === 0 ? `C${i}` : null,
  raw: i % 29 === 0 ? new Binary(Buffer.from([i % 256])) : undefined,
}));

function seeded(): CommandContext {
  const context = openContext();
  run(context, {
    createIndexes: 'people',
    indexes: [
      { key: { name: 1 }, name: 'name_1' },
      { key: { store: 1, at: -1 }, name: 'store_1_at_-1' },
      { key: { at: -1 }, name: 'at_-1' },
      { key: { code: 1 }, name: 'code_1', unique: true, partialFilterExpression: { code: { $type: 'string' } } },
    ],
  });
  run(context, { insert: 'people', documents });
  return context;
}

describe('stored indexes', () => {
  it.each([
    ['a part of a word', { name: { $regex: 'jos' } }],
    ['case-insensitive', { name: { $regex: 'JOS', $options: 'i' } }],
    ['anchored', { name: /^ana/ }],
    ['past a NUL byte', { name: { $regex: 'nul' } }],
    ['at the end of a key too long to store whole', { name: { $regex: 'tail' } }],
    ['an array element', { name: { $regex: '^otro$' } }],
    ['with another condition', { name: { $regex: 'e' }, store: { $gte: 3 } }],
    ['anchored, read as a range of keys', { name: { $regex: '^maría jos' } }],
    ['anchored with a quantifier', { name: { $regex: '^lopez?' } }],
    ['anchored with an escaped character', { name: { $regex: '^maría\\ jos' } }],
    ['anchored on a key too long to store whole', { name: { $regex: `^${'x'.repeat(300)}` } }],
    ['anchored on an array element', { name: /^ot/ }],
    ['anchored with another condition', { name: /^pérez/, store: { $gte: 3 } }],
  ])('reads a regular expression from the keys as a scan does: %s', (_label, filter) => {
    const context = seeded();
    const scanned = ids(run(context, { find: 'people', filter, hint: { $natural: 1 }, batchSize: 1_000 }));
    const indexed = ids(run(context, { find: 'people', filter, batchSize: 1_000 }));
    expect(scanned.length).toBeGreaterThan(0);
    expect(new Set(indexed)).toEqual(new Set(scanned));
    expect(run(context, { count: 'people', query: filter }).n).toBe(scanned.length);
    // A $group after the $match reads only the fields it needs from the candidates' bytes.
    const group = (hint?: Document) => {
      const reply = run(context, {
        aggregate: 'people',
        pipeline: [{ $match: filter }, { $group: { _id: '$store', n: { $sum: 1 }, last: { $max: '$at' } } }],
        cursor: {},
        ...(hint ? { hint } : {}),
      });
      return (reply.cursor as { firstBatch: Document[] }).firstBatch.map((row) => JSON.stringify(row)).sort();
    };
    expect(group()).toEqual(group({ $natural: 1 }));
  });

  it.each([
    ['the whole collection by a descending key', {}, { at: -1, _id: 1 }],
    ['an equality prefix, then the sort field', { store: 3 }, { at: -1, _id: 1 }],
    ['an equality prefix and a range on the sort field', { store: 2, at: { $gte: 1_010, $lt: 1_030 } }, { at: 1, _id: 1 }],
    ['a filter the index does not hold', { name: { $exists: true } }, { at: -1, _id: -1 }],
  ])('reads a sorted page along an index as a full sort gives it: %s', (_label, filter, sort) => {
    const context = seeded();
    for (const limit of [1, 7, 40]) {
      for (const skip of [0, 5]) {
        const expected = ids(run(context, { find: 'people', filter, sort, hint: { $natural: 1 }, skip, limit }));
        expect(ids(run(context, { find: 'people', filter, sort, skip, limit }))).toEqual(expected);
      }
    }
  });

  it('uses a partial unique index when the filter implies its condition, and counts from it', () => {
    const context = seeded();
    const explained = run(context, { explain: { find: 'people', filter: { code: 'C30' } } });
    expect(JSON.stringify(explained)).toContain('code_1');
    expect(ids(run(context, { find: 'people', filter: { code: 'C30' } }))).toEqual([30]);
    expect(run(context, { count: 'people', query: { code: 'C30' } }).n).toBe(1);
    // null is outside the partial index: a scan answers.
    expect(run(context, { count: 'people', query: { code: null } }).n).toBe(200);
    expect((run(context, { insert: 'people', documents: [{ _id: 'dup', code: 'C30' }] }).writeErrors as Document[])[0].code).toBe(11000);
  });

  it('streams a cursor: each getMore reads its batch, and sees documents added meanwhile at the end', () => {
    const context = seeded();
    const first = run(context, { find: 'people', filter: {}, batchSize: 100 }).cursor as { id: Long; firstBatch: Document[] };
    expect(first.firstBatch).toHaveLength(100);
    run(context, { insert: 'people', documents: [{ _id: 'late' }] });
    const seen = [...first.firstBatch];
    let id = first.id;
    while (Number(id) !== 0) {
      const next = run(context, { getMore: id, collection: 'people', batchSize: 100 }).cursor as { id: Long; nextBatch: Document[] };
      seen.push(...next.nextBatch);
      id = next.id;
    }
    expect(seen.map((document) => document._id)).toEqual([...documents.map((document) => document._id), 'late']);
  });

  it('opens a data directory whose name has a dot as a directory', async () => {
    const context = openContext('prometheus.data-');
    run(context, { insert: 'people', documents: [{ _id: 1 }] });
    expect(run(context, { count: 'people' }).n).toBe(1);
  });

  it('undoes an aborted transaction in LMDB: documents, indexes and counts as they were', () => {
    const context = seeded();
    const lsid = { id: new Binary(Buffer.alloc(16, 7), 4) };
    const txnNumber = Long.fromNumber(1);
    run(context, { insert: 'people', documents: [{ _id: 'tx', code: 'C999', store: 1, at: 5 }], lsid, txnNumber, startTransaction: true, autocommit: false });
    run(context, { update: 'people', updates: [{ q: { _id: 3 }, u: { $set: { code: 'C-moved', store: 9 } } }], lsid, txnNumber, autocommit: false });
    run(context, { delete: 'people', deletes: [{ q: { _id: 6 }, limit: 1 }], lsid, txnNumber, autocommit: false });
    run(context, { insert: 'fresh', documents: [{ _id: 1 }], lsid, txnNumber, autocommit: false });
    run(context, { abortTransaction: 1, lsid, txnNumber, autocommit: false, $db: 'admin' });
    expect(run(context, { count: 'people' }).n).toBe(documents.length);
    expect(ids(run(context, { find: 'people', filter: { code: 'C3' } }))).toEqual([3]);
    expect(ids(run(context, { find: 'people', filter: { code: 'C-moved' } }))).toEqual([]);
    expect(ids(run(context, { find: 'people', filter: { _id: 6 } }))).toEqual([6]);
    expect(ids(run(context, { find: 'people', filter: { store: 9 } }))).toEqual([]);
    expect(run(context, { count: 'fresh' }).n).toBe(0);
  });
});
