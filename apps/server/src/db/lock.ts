// PGlite has no lock of its own: two processes on one directory would corrupt it.
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

/** Lock files this process holds now; any other file naming our pid is from a previous life. */
const heldByThisProcess = new Set<string>();

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): number | null {
  try {
    const holder = Number(readFileSync(path, 'utf8').trim());
    return Number.isInteger(holder) && holder > 0 ? holder : 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * A holder is live when its process runs and is not us. After kill -9 in a container the restarted
 * process often gets the same pid back, so our own pid in the file means a dead predecessor.
 */
function isLiveHolder(holder: number): boolean {
  return holder !== process.pid && isProcessAlive(holder);
}

/**
 * Creates the lock file with our pid in one step. The pid goes into a private file first and is
 * then hard-linked into place: link fails if the name exists (like open 'wx'), and nobody can ever
 * read a half-written, empty lock file and mistake it for a stale one.
 */
function tryCreate(path: string): boolean {
  const draft = `${path}.${process.pid}.tmp`;
  writeFileSync(draft, String(process.pid));
  try {
    linkSync(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/**
 * Removes a lock file that looked stale, without ever removing a live holder's file. Deleting by
 * name is not safe: between our read and our delete another starter may have replaced the stale
 * file with its own. So the file is first renamed to a name only we use (rename is atomic, so we
 * now own exactly the file we will judge), judged again, and put back if its holder turns out live.
 * Returns whether the name is free for tryCreate.
 */
export function takeOverStaleLock(path: string): boolean {
  const claimed = `${path}.${process.pid}.stale`;
  try {
    renameSync(path, claimed);
  } catch (error) {
    // Someone else removed it first: the name is free, tryCreate decides who gets it.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
  const holder = readHolder(claimed);
  if (holder && isLiveHolder(holder)) {
    try {
      linkSync(claimed, path);
    } catch (error) {
      // EEXIST: another starter took the free name meanwhile; it holds the lock now, not us.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    rmSync(claimed, { force: true });
    return false;
  }
  rmSync(claimed, { force: true });
  return true;
}

function lockedError(dir: string, holder: number | null): DataDirLockedError {
  const who = holder ? ` (pid ${holder})` : '';
  return new DataDirLockedError(
    `The data directory ${dir} is in use by another Hangtime process${who}. ` +
      'Stop that process, or set DATA_DIR to another directory (or DATABASE_URL for PostgreSQL).',
  );
}

/** Takes an exclusive lock file in dir; returns its release. A stale lock (dead pid, or ours) is taken over. */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'hangtime.lock');
  if (heldByThisProcess.has(path)) throw lockedError(dir, process.pid);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(path)) {
      heldByThisProcess.add(path);
      return () => {
        heldByThisProcess.delete(path);
        if (readHolder(path) === process.pid) rmSync(path, { force: true });
      };
    }
    const holder = readHolder(path);
    if (holder && isLiveHolder(holder)) throw lockedError(dir, holder);
    if (!takeOverStaleLock(path)) throw lockedError(dir, readHolder(path));
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dir}.`);
}
