import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

/** What the journey needs of scripts/serve.mjs (plain JavaScript, so typed here). */
interface ServeModule {
  startPortal(options: {
    port: number;
    deployDir: string;
    sandboxUrl: string;
    brand: string;
  }): Promise<{ close(done: () => void): void; closeAllConnections(): void }>;
}

export interface OwnPortal {
  /** The portal's address, for `test.use({ baseURL })`. */
  url: string;
  /** Stops the sandbox process, as a restart or a crash would; resolves once it has exited. */
  stopSandbox(): Promise<void>;
  /** Starts it again on the same port and data; resolves once it answers. */
  startSandbox(): Promise<void>;
  /** Stops both and removes the data. */
  close(): Promise<void>;
}

const STARTUP_MS = 120_000;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * A portal and a sandbox of their own, for journeys that stop the back end (e2e/tests/shell/backend-restart.spec.ts)
 * or release into the deploy folder (e2e/tests/release) while the other journeys keep the shared one. The portal is
 * the shared deploy folder served by scripts/serve.mjs, or `deployDir`, a folder of the journey's own; the sandbox
 * keeps its data in a directory of its own, so that a restart finds the sessions it had, as `npm start`'s does in
 * .data/pglite. Its signing key is new on each start, as with `npm start`: after a restart the old access token is
 * refused and the refresh token renews it.
 */
export async function startOwnPortal({
  portalPort,
  sandboxPort,
  deployDir = path.join(root, 'dist', 'deploy'),
}: {
  portalPort: number;
  sandboxPort: number;
  deployDir?: string;
}): Promise<OwnPortal> {
  const serve = (await import(new URL('../../scripts/serve.mjs', import.meta.url).href)) as ServeModule;
  const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restart-'));
  const health = `http://127.0.0.1:${sandboxPort}/sandbox/health`;
  let sandbox: ChildProcess | undefined;

  const startSandbox = async () => {
    // Its own process group (tsx runs the server in a child process), so that a stop reaches the server itself.
    const child = spawn(path.join(root, 'sandbox-api', 'node_modules', '.bin', 'tsx'), ['src/server.ts'], {
      cwd: path.join(root, 'sandbox-api'),
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(sandboxPort),
        SANDBOX_DATA_DIR: path.join(dataRoot, 'pglite'),
        // CORS: the sandbox answers this portal's pages (issue 22).
        SANDBOX_PORTAL_ORIGINS: `http://localhost:${portalPort}`,
        // The large-history demo user is not what these journeys are about; a short history starts faster.
        SANDBOX_DEMO_HISTORY: '200',
      },
    });
    sandbox = child;
    const deadline = Date.now() + STARTUP_MS;
    while (!(await answers(health))) {
      if (child.exitCode !== null) throw new Error(`the sandbox exited with ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error(`the sandbox did not answer in ${STARTUP_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  const stopSandbox = async () => {
    const child = sandbox;
    sandbox = undefined;
    if (!child?.pid || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
    // The port is closed once the server is gone; nothing answers there until the next start.
    while (await answers(health)) await new Promise((resolve) => setTimeout(resolve, 100));
  };

  await startSandbox();
  const portal = await serve.startPortal({
    port: portalPort,
    deployDir,
    sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
    brand: 'aurora',
  });

  return {
    url: `http://localhost:${portalPort}`,
    stopSandbox,
    startSandbox,
    close: async () => {
      await stopSandbox();
      await new Promise<void>((resolve) => {
        portal.close(() => resolve());
        portal.closeAllConnections();
      });
      fs.rmSync(dataRoot, { recursive: true, force: true });
    },
  };
}
