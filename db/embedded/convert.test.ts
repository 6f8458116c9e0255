import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ObjectId, serialize, type Document } from 'bson';
import { open } from 'lmdb';
import { afterEach, describe, expect, it } from 'vitest';
import { dispatchCommand, type CommandContext } from './commands';
import { CursorRegistry } from './cursors';
import { Engine } from './engine';
import { storageKey } from './storage';
import { valueKey } from './values';

/**
 * A data directory written by the previous storage format (1: documents under [collection id,
 * _id key] in the `documents` database, the catalog as BSON by namespace, no stored indexes) is
 * converted at the first start without losing a document, and a second start opens it as it is.
 */

const directories: string[] = [];
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

/** Writes a format 1 directory as the previous storage.ts did (same databases, keys and encodings). */
async function writeFormat1(directory: string, collections: Array<{ name: string; id: number; indexes: Document[]; documents: Document[] }>): Promise<void> {
  const root = open({ path: directory, maxDbs: 4, overlappingSync: false });
  const documents = root.openDB<Buffer, [number, string]>({ name: 'documents', encoding: 'binary' });
  const catalog = root.openDB<Buffer, string>({ name: 'catalog', encoding: 'binary' });
  await root.transaction(() => {
    for (const collection of collections) {
      catalog.put(
        `shop.${collection.name}`,
        Buffer.from(serialize({ db: 'shop', name: collection.name, id: collection.id, options: {}, indexes: collection.indexes })),
      );
      for (const document of collection.documents) documents.put([collection.id, storageKey(valueKey(document._id))], Buffer.from(serialize(document)));
    }
  });
  await root.close();
}

function run(context: CommandContext, command: Document): Document {
  return dispatchCommand(command, context);
}

function firstBatch(reply: Document): Document[] {
  return (reply.cursor as { firstBatch: Document[] }).firstBatch;
}

describe('format 1 data directory', () => {
  it('converts itself at the first start: every document, every index, the unique constraints', async () => {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'convert-'));
    directories.push(directory);
    const customers = Array.from({ length: 12_345 }, (_, i) => ({
      _id: i % 3 === 0 ? new ObjectId() : `c${i}`,
      code: `P${String(i).padStart(14, '0')}`,
      classes: i % 10 === 0 ? ['blacklist', 'audit'] : ['active'],
      changedAt: i,
      long: i === 7 ? 'x'.repeat(3_000) : undefined,
    }));
    await writeFormat1(directory, [
      {
        name: 'customers',
        id: 1,
        indexes: [
          { name: '_id_', key: { _id: 1 } },
          { name: 'code_1', key: { code: 1 }, unique: true },
          { name: 'classes_1_changedAt_-1', key: { classes: 1, changedAt: -1 } },
        ],
        documents: customers,
      },
      { name: 'stores', id: 2, indexes: [{ name: '_id_', key: { _id: 1 } }], documents: [{ _id: 1, name: 'Centro' }] },
    ]);

    const engine = new Engine(directory, 'os');
    const context: CommandContext = { engine, cursors: new CursorRegistry(60_000), db: 'shop', connectionId: 1 };
    try {
      expect(run(context, { count: 'customers' }).n).toBe(customers.length);
      expect(run(context, { count: 'customers', query: { classes: 'blacklist' } }).n).toBe(1_235);
      const found = firstBatch(run(context, { find: 'customers', filter: { code: 'P00000000012344' } }));
      expect(found.map((document) => document._id)).toEqual(['c12344']);
      expect(firstBatch(run(context, { find: 'customers', filter: { _id: 'c7' } }))[0].long).toHaveLength(3_000);
      const explained = run(context, { explain: { find: 'customers', filter: { code: 'P00000000000001' } } });
      expect(JSON.stringify(explained)).toContain('code_1');
      const page = firstBatch(run(context, { find: 'customers', filter: { classes: 'blacklist' }, sort: { changedAt: -1 }, limit: 3 }));
      expect(page.map((document) => document.changedAt)).toEqual([12340, 12330, 12320]);
      const duplicate = run(context, { insert: 'customers', documents: [{ _id: 'new', code: 'P00000000000001' }] });
      expect((duplicate.writeErrors as Document[])[0].code).toBe(11000);
      expect(firstBatch(run(context, { find: 'stores', filter: {} }))).toEqual([{ _id: 1, name: 'Centro' }]);
    } finally {
      await engine.close();
    }

    // The second start finds format 2 and rebuilds nothing.
    const again = new Engine(directory, 'os');
    try {
      const context2: CommandContext = { engine: again, cursors: new CursorRegistry(60_000), db: 'shop', connectionId: 1 };
      expect(run(context2, { count: 'customers', query: { code: { $gte: 'P00000000012000' } } }).n).toBe(345);
      expect(run(context2, { count: 'customers' }).n).toBe(customers.length);
    } finally {
      await again.close();
    }
  });
});
