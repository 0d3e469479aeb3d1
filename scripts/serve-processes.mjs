// The portal server's child processes (`npm start`, the e2e): the sandbox and the help-desk provider, each started
// on its port and waited for until its health check answers, and the portal origins they let call them.
import net from 'node:net';
import path from 'node:path';
import { spawn } from 'node:child_process';

const root = path.resolve(import.meta.dirname, '..');

/** The brands a host name `<brand>.localhost` selects (DESIGN §4): the keys of shared/brands. */
const BRAND_KEYS = ['aurora', 'meridian', 'solstice', 'harbor', 'kestrel', 'tessera'];
export const BRAND_HOST = new RegExp(`^(${BRAND_KEYS.join('|')})\\.localhost(:\\d+)?$`);

/**
 * Every origin a browser shows the portal on this port at: `localhost`, the loopback address and each brand's
 * host name. The sandbox lets exactly these call it and its tools (CORS, issue 22).
 */
export function portalOrigins(port) {
  return [
    `http://localhost:${port}`,
    `http://127.0.0.1:${port}`,
    ...BRAND_KEYS.map((key) => `http://${key}.localhost:${port}`),
  ];
}

/** Fails at once, naming the port, when something already listens there. */
function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `port ${port} is in use: stop what listens there (e.g. a sandbox left running) and retry`,
            )
          : error,
      ),
    );
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

/** Starts the sandbox on `port`; with `portalPort`, it answers the portal served there (unless env says). */
export async function startSandbox({ port, portalPort, env = {} }) {
  // A sandbox left running on the port would answer the health check in this one's place (a bench waited on it).
  await assertPortFree(port);
  const portal = portalPort ? { SANDBOX_PORTAL_ORIGINS: portalOrigins(portalPort).join(',') } : {};
  const child = spawn('pnpm', ['--silent', 'start'], {
    cwd: path.join(root, 'sandbox-api'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...portal, ...process.env, PORT: String(port), ...env },
  });
  const health = `http://127.0.0.1:${port}/sandbox/health`;
  // Up to 3 minutes: every worker of the journeys starts its sandboxes at once, each seeding its demo data.
  for (let attempt = 0; attempt < 720; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`sandbox exited with ${child.exitCode}`);
    try {
      const response = await fetch(health);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('sandbox did not start in 3 minutes');
}

/**
 * Starts the help-desk provider (issue 31, sandbox-api/src/providers/helpdesk) on `port`, telling its events to the sandbox on
 * `sandboxPort`; in memory when the sandbox is (`SANDBOX_DB=memory`).
 */
export async function startHelpdesk({ port, sandboxPort, portalPort, env = {} }) {
  await assertPortFree(port);
  const child = spawn('pnpm', ['--silent', 'helpdesk'], {
    cwd: path.join(root, 'sandbox-api'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...(portalPort ? { HELPDESK_PORTAL_ORIGINS: portalOrigins(portalPort).join(',') } : {}),
      ...process.env,
      HELPDESK_PORT: String(port),
      HELPDESK_EVENTS_URL: `http://127.0.0.1:${sandboxPort}/zoho/events`,
      ...(process.env.SANDBOX_DB === 'memory' ? { HELPDESK_DB: 'memory' } : {}),
      ...env,
    },
  });
  const health = `http://127.0.0.1:${port}/helpdesk/health`;
  for (let attempt = 0; attempt < 720; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`help desk exited with ${child.exitCode}`);
    try {
      const response = await fetch(health);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('help desk did not start in 3 minutes');
}
