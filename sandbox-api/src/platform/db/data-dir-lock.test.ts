import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PACKAGE_ROOT } from '../config';
import { openDatabase } from './client';
import { DataDirectoryLockedError, lockDataDirectory, lockFileOf } from './data-dir-lock';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'sandbox-lock-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** A pid that ran and is gone (a child that already exited). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  return child.pid;
}

describe('one sandbox per data directory (issue 12)', () => {
  it('a second lock on the same directory is refused, naming it and the ways around; released, it is free', () => {
    const dataDir = path.join(root, 'pglite');
    const first = lockDataDirectory(dataDir);
    expect(readFileSync(first.lockFile, 'utf8').trim()).toBe(String(process.pid));

    // The same directory however it is spelled.
    let refusal: unknown;
    try {
      lockDataDirectory(`${dataDir}/`);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirectoryLockedError);
    const { message } = refusal as Error;
    expect(message).toContain(`data directory ${dataDir}`);
    expect(message).toContain(`pid ${process.pid}`);
    expect(message).toContain('SANDBOX_DATA_DIR=');
    expect(message).toContain('SANDBOX_DB=memory');
    // Another directory is another lock.
    lockDataDirectory(path.join(root, 'other')).release();

    first.release();
    expect(existsSync(first.lockFile)).toBe(false);
    const again = lockDataDirectory(dataDir);
    again.release();
  });

  it('a stale lock (its process is gone) is taken over', () => {
    const dataDir = path.join(root, 'pglite');
    writeFileSync(lockFileOf(dataDir), `${deadPid()}\n`);
    const lock = lockDataDirectory(dataDir);
    expect(readFileSync(lock.lockFile, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('openDatabase: a second PGlite on the directory is refused while the first is open; memory takes no lock', async () => {
    const dataDir = path.join(root, 'pglite');
    const first = await openDatabase({ kind: 'pglite-dir', dataDir });
    try {
      await expect(openDatabase({ kind: 'pglite-dir', dataDir })).rejects.toBeInstanceOf(
        DataDirectoryLockedError,
      );
    } finally {
      await first.close();
    }
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
    const memory = await openDatabase({ kind: 'pglite-memory' });
    await memory.close();
    expect(readdirSync(root)).toEqual(['pglite']);
  }, 180_000);

  it('a second sandbox started on a held directory exits at once, non-zero, with the message', async () => {
    const dataDir = path.join(root, 'pglite');
    // This test's process is alive: it stands for the first sandbox.
    writeFileSync(lockFileOf(dataDir), `${process.pid}\n`);
    const child = spawn(path.join(PACKAGE_ROOT, 'node_modules', '.bin', 'tsx'), ['src/server.ts'], {
      cwd: PACKAGE_ROOT,
      env: { ...process.env, SANDBOX_DATA_DIR: dataDir, SANDBOX_DB: '', DATABASE_URL: '', PORT: '4999' },
    });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(1);
    expect(stdout).not.toContain('listening');
    expect(stderr).toContain(`data directory ${dataDir}`);
    expect(stderr).toContain('SANDBOX_DATA_DIR=');
    expect(stderr).toContain('SANDBOX_DB=memory');
    // The first sandbox's lock is left alone.
    expect(readFileSync(lockFileOf(dataDir), 'utf8').trim()).toBe(String(process.pid));
  }, 60_000);
});
