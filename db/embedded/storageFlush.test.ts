import { mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as NodeFs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Every fdatasync the storage asks for, by the file it flushes (node:fs's own, recorded). */
const flushed = vi.hoisted(() => [] as string[]);
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof NodeFs>();
  const fdatasync = (fd: number, callback: (error: NodeJS.ErrnoException | null) => void) => {
    flushed.push(readlinkSync(`/proc/self/fd/${fd}`));
    fs.fdatasync(fd, callback);
  };
  return { ...fs, default: { ...fs, fdatasync }, fdatasync };
});

const { Storage } = await import('./storage');

describe("the storage's flush (durability 'fsync')", () => {
  const directories: string[] = [];
  afterEach(() => {
    for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
    flushed.length = 0;
  });

  // lmdb's own sync() counts a commit that synced its data pages as synced and returns without
  // flushing, which left the meta page of the last acknowledged commit in the page cache.
  it.runIf(process.platform === 'linux')('flushes the data file after each commit it acknowledges, so the meta page the commit wrote is on disk', async () => {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'prometheus-flush-'));
    directories.push(directory);
    const storage = new Storage(directory, 'fsync');
    try {
      for (const value of [1, 2]) {
        storage.write(() => storage.meta.putSync(`counter${value}`, value));
        await storage.flush();
      }
      expect(flushed).toEqual([path.join(directory, 'data.mdb'), path.join(directory, 'data.mdb')]);
    } finally {
      await storage.close();
    }
  });

  it("leaves the flush to the operating system with durability 'os'", async () => {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'prometheus-flush-'));
    directories.push(directory);
    const storage = new Storage(directory, 'os');
    try {
      storage.write(() => storage.meta.putSync('counter', 1));
      await storage.flush();
      expect(flushed).toEqual([]);
    } finally {
      await storage.close();
    }
  });
});
