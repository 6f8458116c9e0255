import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * One server per data directory: two servers on the same LMDB files would each keep their own
 * in-memory view and overwrite each other's writes. A lock file holds the owner's pid; a lock left
 * by a process that no longer exists (after kill -9) is taken over.
 */

const lockName = 'embedded-server.lock';

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDirectoryLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, lockName);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(lockPath, 'utf8') === String(process.pid)) unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && processExists(owner)) {
        throw new Error(`The data directory ${dataDir} is in use by another embedded document server (pid ${owner})`, { cause: error });
      }
      unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}
