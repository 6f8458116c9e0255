import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { lockSync } from 'proper-lockfile';

/**
 * One server per data directory: two servers on the same LMDB files would each keep their own
 * in-memory view and overwrite each other's writes. proper-lockfile holds the lock (an atomic
 * mkdir of `embedded-server.lock`, its mtime refreshed while the server runs); beside it
 * `embedded-server.pid` names the owner. A lock whose owner no longer exists (after kill -9) is
 * taken over at once, without waiting for the lock to go stale.
 */

const lockName = 'embedded-server.lock';
const ownerName = 'embedded-server.pid';
/** A lock not refreshed for this long counts as abandoned even when its owner is unknown. */
const STALE_MS = 30_000;

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The owner of a held lock: the pid file, or the lock itself when it is a file (the lock of earlier
 * versions, which held the pid).
 */
function ownerOf(lockPath: string, ownerPath: string): number | undefined {
  try {
    if (statSync(lockPath).isFile()) return readPid(lockPath);
  } catch {
    return undefined;
  }
  return readPid(ownerPath);
}

export function acquireDirectoryLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, lockName);
  const ownerPath = path.join(dataDir, ownerName);
  const lock = () =>
    lockSync(dataDir, {
      lockfilePath: lockPath,
      realpath: false,
      stale: STALE_MS,
      // A refresh that comes too late (an event loop blocked for longer than STALE_MS) must not
      // crash the server: the pid file still names it as the owner.
      onCompromised: (error) => process.emitWarning(`The lock of ${dataDir} was compromised: ${error.message}`),
    });
  let release: () => void;
  try {
    release = lock();
  } catch (error) {
    const owner = ownerOf(lockPath, ownerPath);
    if (owner === undefined || processExists(owner)) {
      const who = owner === undefined ? 'another embedded document server' : `another embedded document server (pid ${owner})`;
      throw new Error(`The data directory ${dataDir} is in use by ${who}`, { cause: error });
    }
    // Left behind by a process that was killed: take it over.
    rmSync(lockPath, { recursive: true, force: true });
    try {
      release = lock();
    } catch (again) {
      throw new Error(`Could not lock the data directory ${dataDir}`, { cause: again });
    }
  }
  writeFileSync(ownerPath, String(process.pid));
  return () => {
    if (readPid(ownerPath) === process.pid) rmSync(ownerPath, { force: true });
    try {
      release();
    } catch {
      // Already released: nothing to do.
    }
  };
}
