// Several sandbox instances on one PostgreSQL behind HAProxy (issue 34, DESIGN §8). Used by `npm run start:cluster`
// (and `SANDBOX_INSTANCES=N npm start`), by the cluster test (cluster.test.mjs) and by `npm run bench -- cluster`.
//   DATABASE_URL: a PostgreSQL to use; else the embedded PostgreSQL of the tests, its data kept under .data/postgres.
//   HAProxy listens where the single sandbox would (SANDBOX_PORT, 4000); instance i on SANDBOX_PORT + i.
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { spawn } from 'node:child_process';
import { HAPROXY, ensureHaproxy } from './ensure.mjs';

const root = path.resolve(import.meta.dirname, '..');
const sandboxDir = path.join(root, 'sandbox-api');

/** The readiness route HAProxy checks (sandbox-api/src/platform/service/ready.ts). */
export const READY_PATH = '/service/ready';
/** HAProxy's check: every second, down after two failures, up again after one success. */
const CHECK = { interMs: 1000, fall: 2, rise: 1 };
export const DEFAULT_INSTANCES = 3;

const localOrigins = (port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`];

/** HAProxy's configuration: round robin over the instances, each health-checked on the readiness route. */
export function haproxyConfig({ port, instancePorts }) {
  return `# Written by scripts/cluster.mjs for this run; not edited by hand.
global
  maxconn 4096

defaults
  mode http
  option forwardfor
  option http-server-close
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # A busy instance answers its check late rather than not at all: down only when it does not answer in 2 s.
  timeout check 2s
  # A WebSocket (the live channel) is a tunnel once upgraded: it stays open while the customer is signed in.
  timeout tunnel 1h
  # A request that could not connect (its instance died) goes to another one; one that reached an instance is never
  # sent twice (HAProxy retries only connection failures by default).
  retries 3
  option redispatch

frontend sandbox
  bind 127.0.0.1:${port}
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET ${READY_PATH}
  http-check expect status 200
  default-server inter ${CHECK.interMs}ms fastinter ${CHECK.interMs}ms downinter ${CHECK.interMs}ms fall ${CHECK.fall} rise ${CHECK.rise} on-marked-down shutdown-sessions
${instancePorts.map((instancePort, index) => `  server sandbox${index + 1} 127.0.0.1:${instancePort} check`).join('\n')}
`;
}

export { ensureHaproxy };

function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) =>
      reject(
        error.code === 'EADDRINUSE' ? new Error(`port ${port} is in use: stop what listens there`) : error,
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function waitFor(url, child, what, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not answering yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer ${url} in ${Math.round(timeoutMs / 1000)} s`);
}

/** The embedded PostgreSQL as a child process (sandbox-api/src/platform/cluster/database.ts); resolves with its URL. */
function startDatabase({ dataDir }) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/platform/cluster/database.ts'], {
    cwd: sandboxDir,
    // Its standard input is our pipe: should this process die, the database stops with it.
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, ...(dataDir ? { CLUSTER_PG_DIR: path.join(dataDir, 'postgres') } : {}) },
  });
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      try {
        const { url } = JSON.parse(line);
        if (url) resolve({ url, child });
      } catch {
        process.stdout.write(`${line}\n`);
      }
    });
    child.once('exit', (code) => reject(new Error(`the embedded PostgreSQL exited with ${code}`)));
  });
}

/**
 * Starts the cluster; answers its parts and `stop()`. The portal is served only when `deployDir` is given (a build),
 * the help desk only when `helpdeskPort` is.
 */
export async function startCluster({
  instances = DEFAULT_INSTANCES,
  sandboxPort = 4000,
  portalPort,
  helpdeskPort,
  deployDir,
  brand = 'aurora',
  databaseUrl = process.env.DATABASE_URL || undefined,
  /** Where the embedded PostgreSQL keeps its data and HAProxy its configuration; a temporary folder when absent. */
  dataDir,
  sandboxEnv = {},
  quiet = false,
} = {}) {
  await ensureHaproxy();
  // Imported when used: serve.mjs awaits at its top level, which the scripts' jest (cluster.test.mjs) cannot load.
  const serving = portalPort || helpdeskPort ? await import('./serve.mjs') : undefined;
  const instancePorts = Array.from({ length: instances }, (_, index) => sandboxPort + 1 + index);
  for (const port of [sandboxPort, ...instancePorts]) await assertPortFree(port);
  const children = [];
  const stop = () => {
    for (const child of children.reverse())
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  try {
    let database;
    if (databaseUrl) database = { url: databaseUrl };
    else {
      database = await startDatabase({ dataDir });
      children.push(database.child);
    }
    const workDir = dataDir
      ? path.join(dataDir, 'cluster')
      : fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'portal-cluster-'));
    fs.mkdirSync(workDir, { recursive: true });
    // One key for the access tokens of all instances (a token from one is good on every other), one for the human
    // check's challenges; new for each start of the cluster, as a single sandbox makes new ones at each start.
    const secrets = {
      SANDBOX_JWT_SECRET: process.env.SANDBOX_JWT_SECRET || crypto.randomBytes(32).toString('hex'),
      SANDBOX_CAPTCHA_KEY: process.env.SANDBOX_CAPTCHA_KEY || crypto.randomBytes(32).toString('hex'),
    };
    const helpdeskUrl = helpdeskPort ? `http://127.0.0.1:${helpdeskPort}` : undefined;
    const instanceEnv = {
      ...(portalPort ? { SANDBOX_PORTAL_ORIGINS: serving.portalOrigins(portalPort).join(',') } : {}),
      ...process.env,
      DATABASE_URL: database.url,
      // The instances are reached at HAProxy's address: the links their pages make name it.
      SANDBOX_ORIGINS: localOrigins(sandboxPort).join(','),
      ...(helpdeskUrl ? { HELPDESK_URL: helpdeskUrl } : {}),
      ...secrets,
      ...sandboxEnv,
    };
    const startInstance = (port) => {
      // Node itself (not pnpm nor tsx's launcher): the pid is the instance's, so a kill -9 of it is one.
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: sandboxDir,
        stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
        env: { ...instanceEnv, PORT: String(port) },
      });
      children.push(child);
      return { port, url: `http://127.0.0.1:${port}`, child };
    };
    // All at once: the first takes the setup lock and migrates and seeds, the others wait for it and find it done.
    const started = instancePorts.map(startInstance);
    await Promise.all(
      started.map((instance) =>
        waitFor(`${instance.url}${READY_PATH}`, instance.child, `sandbox instance on ${instance.port}`),
      ),
    );

    const configFile = path.join(workDir, 'haproxy.cfg');
    fs.writeFileSync(configFile, haproxyConfig({ port: sandboxPort, instancePorts }));
    const haproxy = spawn(HAPROXY, ['-db', '-f', configFile], {
      stdio: ['ignore', 'ignore', quiet ? 'ignore' : 'inherit'],
    });
    children.push(haproxy);
    const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
    await waitFor(`${sandboxUrl}${READY_PATH}`, haproxy, 'HAProxy', 30_000);

    let helpdesk;
    if (helpdeskPort) {
      helpdesk = await serving.startHelpdesk({ port: helpdeskPort, sandboxPort, portalPort });
      children.push(helpdesk);
    }
    let portal;
    if (deployDir && portalPort) {
      portal = await serving.startPortal({ port: portalPort, deployDir, sandboxUrl, helpdeskUrl, brand });
    }
    return {
      url: portalPort ? `http://localhost:${portalPort}` : undefined,
      sandboxUrl,
      databaseUrl: database.url,
      instances: started,
      /** Starts instance `index` again (after it was killed), on its port, and waits for it to be ready. */
      async restart(index) {
        const again = startInstance(started[index].port);
        started[index] = again;
        await waitFor(`${again.url}${READY_PATH}`, again.child, `sandbox instance on ${again.port}`);
        return again;
      },
      stop() {
        portal?.close();
        stop();
        if (!dataDir) fs.rmSync(workDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

/** How many instances `SANDBOX_INSTANCES` asks for (a positive integer), or the default. */
export function instancesFromEnv(value = process.env.SANDBOX_INSTANCES) {
  if (value === undefined || value === '') return DEFAULT_INSTANCES;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 50)
    throw new Error(`SANDBOX_INSTANCES must be a whole number from 1 to 50, got "${value}"`);
  return count;
}
