import { open, readFile, rm } from 'node:fs/promises';

/** Raised when another live process holds the lock. */
export class LockHeldError extends Error {
  constructor(
    readonly path: string,
    readonly ownerPid: number,
  ) {
    super(`${path} is held by process ${ownerPid}`);
    this.name = 'LockHeldError';
  }
}

export interface ProcessLock {
  release(): Promise<void>;
}

// Locks this process took, so a pid equal to ours in a lock file left by an earlier life of a
// container (where the server is often pid 1) is recognised as stale rather than as our own.
const heldPaths = new Set<string>();

/**
 * Takes an exclusive pid lock file at `path`: PGlite has no locking of its own, and two processes
 * on one data folder silently lose writes. A lock whose owner is gone is taken over.
 */
export async function acquireProcessLock(path: string): Promise<ProcessLock> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(path, 'wx');
      try {
        await handle.writeFile(String(process.pid));
      } finally {
        await handle.close();
      }
      heldPaths.add(path);
      return {
        async release() {
          heldPaths.delete(path);
          await rm(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readFile(path, 'utf8').catch(() => '')).trim());
      if (isLiveOwner(owner, path)) throw new LockHeldError(path, owner);
      await rm(path, { force: true });
    }
  }
  throw new Error(`could not take the lock ${path}`);
}

function isLiveOwner(pid: number, path: string): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return heldPaths.has(path);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
