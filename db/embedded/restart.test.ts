import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Engine } from './engine';
import { closeEngine, closeEngines, firstBatch, freshDirectory, openContext, run } from './engineTesting';
import { type Document } from './query';

/** Restarts: what a closed engine left on disk is there at the next open; one server per data directory. */

afterEach(closeEngines);

describe('restart', () => {
  it('reloads documents, indexes and unique constraints from disk', async () => {
    const directory = freshDirectory();
    const first = openContext(directory);
    run(first, {
      createIndexes: 'users',
      indexes: [
        { key: { email: 1 }, name: 'email_1', unique: true },
        { key: { zone: 1, age: 1 }, name: 'zone_1_age_1' },
      ],
    });
    run(first, { insert: 'users', documents: Array.from({ length: 50 }, (_, i) => ({ _id: i, email: `u${i}@x.mx`, zone: i % 3, age: i })) });
    run(first, { update: 'users', updates: [{ q: { _id: 7 }, u: { $set: { email: 'seven@x.mx' } } }] });
    run(first, { delete: 'users', deletes: [{ q: { _id: 8 }, limit: 1 }] });
    run(first, { insert: 'dropped', documents: [{ _id: 1 }] });
    run(first, { drop: 'dropped' });
    run(first, { insert: 'drafts', documents: [{ _id: 1, title: 'moved' }] });
    run({ ...first, db: 'admin' }, { renameCollection: 'unit.drafts', to: 'unit.published' });
    await closeEngine(first.engine);

    const second = openContext(directory);
    expect(run(second, { count: 'users' }).n).toBe(49);
    expect(firstBatch(run(second, { find: 'users', filter: { _id: 7 } }))[0].email).toBe('seven@x.mx');
    expect(firstBatch(run(second, { listIndexes: 'users' })).map((index) => index.name)).toEqual(['_id_', 'email_1', 'zone_1_age_1']);
    const duplicate = run(second, { insert: 'users', documents: [{ email: 'u1@x.mx' }] });
    expect((duplicate.writeErrors as Document[])[0].code).toBe(11000);
    expect(run(second, { count: 'users', query: { zone: 1, age: { $gte: 40 } } }).n).toBe(4);
    expect(
      firstBatch(run(second, { listCollections: 1 }))
        .map((entry) => entry.name)
        .sort(),
    ).toEqual(['published', 'users']);
    expect(firstBatch(run(second, { find: 'published' }))).toEqual([{ _id: 1, title: 'moved' }]);
  });

  it('refuses a second server on the same directory and takes over a stale lock', async () => {
    const directory = freshDirectory();
    const first = openContext(directory);
    expect(() => new Engine(directory, 'os')).toThrow(/in use/);
    await closeEngine(first.engine);
    // A lock left behind by a killed process (a pid that does not exist) does not block a restart.
    mkdirSync(path.join(directory, 'embedded-server.lock'));
    writeFileSync(path.join(directory, 'embedded-server.pid'), '2147483646');
    const second = openContext(directory);
    expect(run(second, { ping: 1 }).ok).toBe(1);
    await closeEngine(second.engine);
    // The lock file of earlier versions (the pid in the file itself) is taken over the same way.
    writeFileSync(path.join(directory, 'embedded-server.lock'), '2147483646');
    const third = openContext(directory);
    expect(run(third, { ping: 1 }).ok).toBe(1);
  });

  it('names the live process that holds the directory', () => {
    const directory = freshDirectory();
    mkdirSync(path.join(directory, 'embedded-server.lock'));
    writeFileSync(path.join(directory, 'embedded-server.pid'), String(process.ppid));
    expect(() => new Engine(directory, 'os')).toThrow(`in use by another embedded document server (pid ${process.ppid})`);
  });

  it('rolls back the in-memory side when a command fails midway', () => {
    const context = openContext();
    run(context, { insert: 'items', documents: [{ _id: 1, v: 1 }] });
    expect(() =>
      context.engine.write((tx) => {
        const collection = context.engine.getCollection('unit', 'items');
        collection?.insert({ _id: 2, v: 2 }, tx);
        throw new Error('simulated failure');
      }),
    ).toThrow('simulated failure');
    expect(run(context, { count: 'items' }).n).toBe(1);
  });
});
