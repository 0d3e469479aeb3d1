import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * One sandbox per PGlite data directory (issue 12): two writers on one directory can corrupt it. The running
 * sandbox holds `<dataDir>.lock`, created exclusively and holding its pid; a lock whose process is gone is stale
 * and taken over. The file sits beside the directory so PGlite never sees it.
 */

export class DataDirectoryLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lockFile: string,
    readonly holderPid: number | null,
  ) {
    super(
      `Another sandbox${holderPid === null ? '' : ` (pid ${holderPid})`} is using the data directory ${dataDir} ` +
        `(lock file ${lockFile}). Stop it, or start this one on another directory with ` +
        `SANDBOX_DATA_DIR=/path/to/another/dir, or in memory with SANDBOX_DB=memory. ` +
        `If no sandbox runs on it, delete the lock file.`,
    );
    this.name = 'DataDirectoryLockedError';
  }
}

export interface DataDirectoryLock {
  readonly lockFile: string;
  /** Removes the lock file if it is still ours; safe to call twice. */
  release(): void;
}

export function lockFileOf(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`;
}

/** Whether a process with this pid runs (EPERM: it runs under another user). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(lockFile: string): number | null {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the directory's lock for this process, or throws `DataDirectoryLockedError` when a live process holds
 * it (this one included: a second open in the same process is refused too). The lock is released by `release`
 * or, failing that, when the process exits.
 */
export function lockDataDirectory(dataDir: string): DataDirectoryLock {
  const resolved = path.resolve(dataDir);
  const lockFile = lockFileOf(resolved);
  const pid = process.pid;
  // Two tries: the second follows the removal of a stale lock.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(lockFile, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(lockFile);
      // A lock being written has no pid yet: its writer is alive.
      if (holder === null || isProcessAlive(holder))
        throw new DataDirectoryLockedError(resolved, lockFile, holder);
      rmSync(lockFile, { force: true });
      continue;
    }
    try {
      writeSync(fd, `${pid}\n`);
    } finally {
      closeSync(fd);
    }
    const release = () => {
      process.removeListener('exit', release);
      if (holderOf(lockFile) === pid) rmSync(lockFile, { force: true });
    };
    process.once('exit', release);
    return { lockFile, release };
  }
  throw new DataDirectoryLockedError(resolved, lockFile, holderOf(lockFile));
}
