// Serves a deploy folder and starts the sandbox beside it. Used by `npm start` and by the e2e tests.
//   PORT (8080) portal, SANDBOX_PORT (4000) sandbox, PORTAL_BRAND (aurora) brand, which a host name
//   `<brand>.localhost` overrides (one deployment, six brands, DESIGN §4), PORTAL_EMBEDDED_ORIGINS (comma-separated
//   origins of the mobile app shell that embedded mode accepts messages from),
//   PORTAL_REMOTE_ENTRIES: JSON {name: entry} that repoints remotes in the served remotes.json, the way a
//   release or a rollback repoints them (DESIGN §2); the e2e uses it to point one remote nowhere.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const serveHandler = require('serve-handler');

export async function startSandbox({ port, env = {} }) {
  const child = spawn('pnpm', ['--silent', 'start'], {
    cwd: path.join(root, 'sandbox-api'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(port), ...env },
  });
  const health = `http://127.0.0.1:${port}/sandbox/health`;
  for (let attempt = 0; attempt < 240; attempt += 1) {
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
  throw new Error('sandbox did not start in 60 s');
}

const BRAND_HOST = /^(aurora|meridian|solstice|harbor|kestrel|tessera)\.localhost(:\d+)?$/;

export function startPortal({
  port,
  deployDir,
  sandboxUrl,
  brand,
  remoteEntries = {},
  embeddedOrigins = [],
}) {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/config.json') {
      // Brand and back end are chosen at deploy time (environment or host name), never by a rebuild (DESIGN §4).
      const hostBrand = BRAND_HOST.exec(request.headers.host ?? '')?.[1];
      response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      response.end(JSON.stringify({ brand: hostBrand ?? brand, apiBaseUrl: sandboxUrl, embeddedOrigins }));
      return;
    }
    if (url.pathname === '/remotes.json' && Object.keys(remoteEntries).length > 0) {
      const manifest = JSON.parse(fs.readFileSync(path.join(deployDir, 'remotes.json'), 'utf8'));
      for (const [name, entry] of Object.entries(remoteEntries))
        manifest[name] = { ...manifest[name], entry };
      response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      response.end(JSON.stringify(manifest));
      return;
    }
    const immutable = url.pathname.startsWith('/remotes/') || /\.[0-9a-f]{10}\.js$/.test(url.pathname);
    // Every route of the portal is the shell's page; files keep their own paths.
    if (!path.extname(url.pathname)) request.url = '/index.html';
    return serveHandler(request, response, {
      public: deployDir,
      cleanUrls: false,
      directoryListing: false,
      headers: [
        {
          source: '**/*',
          headers: [
            { key: 'Cache-Control', value: immutable ? 'public, max-age=31536000, immutable' : 'no-cache' },
          ],
        },
        { source: '**/*', headers: [{ key: 'Access-Control-Allow-Origin', value: '*' }] },
      ],
    });
  });
  // No host: dual-stack, so `localhost` works whether a browser resolves it to ::1 or 127.0.0.1.
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}

/** Starts both; resolves when the portal answers. Returns a stop function. */
export async function serve({
  port = 8080,
  sandboxPort = 4000,
  brand = 'aurora',
  deployDir,
  sandboxEnv = {},
  remoteEntries,
  embeddedOrigins,
} = {}) {
  const sandbox = await startSandbox({ port: sandboxPort, env: sandboxEnv });
  const server = await startPortal({
    port,
    deployDir: deployDir ?? path.join(root, 'dist', 'deploy'),
    sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
    brand,
    remoteEntries,
    embeddedOrigins,
  });
  const stop = () => {
    server.close();
    sandbox.kill();
  };
  return { url: `http://localhost:${port}`, stop };
}

// As a command (the e2e web server): node scripts/serve.mjs
if (import.meta.url === `file://${process.argv[1]}`) {
  const { url, stop } = await serve({
    port: Number(process.env.PORT ?? 8080),
    sandboxPort: Number(process.env.SANDBOX_PORT ?? 4000),
    brand: process.env.PORTAL_BRAND ?? 'aurora',
    remoteEntries: process.env.PORTAL_REMOTE_ENTRIES ? JSON.parse(process.env.PORTAL_REMOTE_ENTRIES) : {},
    embeddedOrigins: (process.env.PORTAL_EMBEDDED_ORIGINS ?? '').split(',').filter(Boolean),
    sandboxEnv: process.env.SANDBOX_DB ? { SANDBOX_DB: process.env.SANDBOX_DB } : {},
  });
  console.log(`portal listening on ${url}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stop(), process.exit(0)));
}
