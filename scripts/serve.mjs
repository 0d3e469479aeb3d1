// Serves a deploy folder and starts the sandbox beside it. Used by `npm start` and by the e2e tests.
//   PORT (8080) portal, SANDBOX_PORT (4000) sandbox, PORTAL_BRAND (aurora) brand, which a host name
//   `<brand>.localhost` overrides (one deployment, six brands, DESIGN §4), PORTAL_EMBEDDED_ORIGINS (comma-separated
//   origins of the mobile app shell that embedded mode accepts messages from),
//   PORTAL_REMOTE_ENTRIES: JSON {name: entry} that repoints remotes in the served remotes.json, the way a
//   release or a rollback repoints them (DESIGN §2); the e2e uses it to point one remote nowhere.
//   PORTAL_API_BASE_URL: a back end the browser calls directly (a cross-origin set-up); by default the portal's
//   server is the gateway (DESIGN §8): it forwards the back end's paths, so the browser talks to one origin.
// The parts live beside it: serve-processes.mjs (sandbox and help desk), serve-files.mjs (static files),
// serve-document.mjs (the page and its security headers), serve-gateway.mjs (forwarding to the back end).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { firstPaintFrame, frameLayout, hasSession } from './first-paint.mjs';
import { bootHtml, documentSecurityHeaders } from './serve-document.mjs';
import { CONTENT_TYPES, fileFor, sendDocument, sendFile } from './serve-files.mjs';
import {
  HELPDESK_PREFIX,
  badGateway,
  forward,
  forwardUpgrade,
  isGatewayPath,
  requestOrigin,
} from './serve-gateway.mjs';
import { BRAND_HOST, startHelpdesk, startSandbox } from './serve-processes.mjs';

export { portalOrigins, startHelpdesk, startSandbox } from './serve-processes.mjs';
export { acceptedEncodings, cachePolicy } from './serve-files.mjs';
export { documentSecurityHeaders } from './serve-document.mjs';
export { GATEWAY_PREFIXES, HELPDESK_PREFIX, isGatewayPath, requestOrigin } from './serve-gateway.mjs';

const root = path.resolve(import.meta.dirname, '..');

export function startPortal({
  port,
  deployDir,
  sandboxUrl,
  brand,
  remoteEntries = {},
  embeddedOrigins = [],
  apiBaseUrl,
  helpdeskUrl,
}) {
  const root = path.resolve(deployDir);
  const backend = new URL(sandboxUrl);
  const helpdesk = helpdeskUrl ? new URL(helpdeskUrl) : undefined;
  // The shell's route table (a page route wins over a back-end prefix), read again only when a build replaced it.
  let routeTable = { mtimeMs: -1, routes: [] };
  const routes = () => {
    const file = path.join(root, 'route-table.json');
    const mtimeMs = fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
    if (mtimeMs !== routeTable.mtimeMs) routeTable = { mtimeMs, routes: readJson('route-table.json', []) };
    return routeTable.routes;
  };
  const readJson = (name, fallback) => {
    try {
      return JSON.parse(fs.readFileSync(path.join(root, name), 'utf8'));
    } catch {
      return fallback;
    }
  };
  /** The deploy manifest as served: the file, with entries repointed the way a release or rollback does. */
  const remotesManifest = () => {
    const manifest = readJson('remotes.json', {});
    for (const [name, entry] of Object.entries(remoteEntries)) manifest[name] = { ...manifest[name], entry };
    return manifest;
  };
  const runtimeConfig = (request) => {
    // Brand and back end are chosen at deploy time (environment or host name), never by a rebuild (DESIGN §4).
    const hostBrand = BRAND_HOST.exec(request.headers.host ?? '')?.[1];
    // The back end is reached through this server (same origin) unless the deployment names one to call directly.
    return {
      brand: hostBrand ?? brand,
      apiBaseUrl: apiBaseUrl ?? requestOrigin(request) ?? sandboxUrl,
      embeddedOrigins,
    };
  };
  /** The favicon of the request's brand (issue 14), from the icons the shell's build wrote; else undefined. */
  const brandIcon = (request) => {
    const icons = readJson('brand-icons.json', {});
    return icons[runtimeConfig(request).brand] ?? icons.aurora;
  };

  const server = http.createServer((request, response) => {
    const { pathname: requested } = new URL(request.url ?? '/', 'http://localhost');
    if (requested.startsWith(HELPDESK_PREFIX)) {
      if (helpdesk) forward(request, response, helpdesk);
      else badGateway(response);
      return;
    }
    if (isGatewayPath(requested, routes())) {
      forward(request, response, backend);
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' });
      response.end();
      return;
    }
    const { pathname, search } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === '/config.json') {
      sendDocument(request, response, JSON.stringify(runtimeConfig(request)), CONTENT_TYPES['.json']);
      return;
    }
    if (pathname === '/favicon.svg' || pathname === '/favicon.ico') {
      const icon = brandIcon(request);
      if (icon) {
        // One address per host, and the host picks the brand: revalidated like the documents.
        sendDocument(request, response, icon, CONTENT_TYPES['.svg']);
        return;
      }
    }
    if (pathname === '/remotes.json') {
      sendDocument(request, response, JSON.stringify(remotesManifest()), CONTENT_TYPES['.json']);
      return;
    }
    // Every route of the portal is the shell's page; files keep their own paths.
    if (!path.extname(pathname) || pathname === '/index.html') {
      const template = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
      const html = bootHtml({
        template,
        config: runtimeConfig(request),
        remotes: remotesManifest(),
        routes: routes(),
        deployDir: root,
        pathname,
        search,
        session: hasSession({ cookie: request.headers.cookie, search }),
        icon: brandIcon(request),
        frameOf: ({ route, page }) => {
          const layout = frameLayout({ route, cookie: request.headers.cookie, search });
          return firstPaintFrame({
            data: readJson('first-paint.json', undefined),
            brandKey: runtimeConfig(request).brand,
            layout,
            // The page's heading belongs to its own layout's frame only.
            page: layout === route?.layout ? page : undefined,
            tall: layout === route?.layout && route?.tall === true,
            cookie: request.headers.cookie,
            acceptLanguage: request.headers['accept-language'],
          });
        },
      });
      const security = documentSecurityHeaders({
        apiBaseUrl: runtimeConfig(request).apiBaseUrl,
        // The deployment's back end stays reachable directly too (the `api` query may choose it, spec 01 §2).
        backendUrl: sandboxUrl,
        remotes: remotesManifest(),
        embeddedOrigins,
        pathname,
      });
      // The frame speaks the visitor's language (their choice's cookie, else the browser's): caches keep one per.
      sendDocument(request, response, html, CONTENT_TYPES['.html'], {
        ...security,
        Vary: 'Accept-Encoding, Accept-Language, Cookie',
      });
      return;
    }
    const file = fileFor(root, pathname);
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      response.end('Not found');
      return;
    }
    // Remote files may be fetched from another origin (a CDN in front of the release folders).
    const cors = pathname.startsWith('/remotes/') ? { 'Access-Control-Allow-Origin': '*' } : {};
    sendFile(request, response, file, pathname, cors);
  });
  server.on('upgrade', (request, socket, head) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (isGatewayPath(pathname)) forwardUpgrade(request, socket, head, backend);
    else socket.destroy();
  });
  // No host: dual-stack, so `localhost` works whether a browser resolves it to ::1 or 127.0.0.1.
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}

/** Starts both; resolves when the portal answers. Returns a stop function. */
export async function serve({
  port = 8080,
  sandboxPort = 4000,
  /** The help-desk provider's port: 4100 beside `npm start`'s sandbox; the e2e names one per server. */
  helpdeskPort = sandboxPort + 100,
  brand = 'aurora',
  deployDir,
  sandboxEnv = {},
  remoteEntries,
  embeddedOrigins,
  apiBaseUrl,
} = {}) {
  const helpdeskUrl = `http://127.0.0.1:${helpdeskPort}`;
  const sandbox = await startSandbox({
    port: sandboxPort,
    portalPort: port,
    env: { HELPDESK_URL: helpdeskUrl, ...sandboxEnv },
  });
  const helpdesk = await startHelpdesk({ port: helpdeskPort, sandboxPort, portalPort: port }).catch(
    (error) => {
      sandbox.kill();
      throw error;
    },
  );
  const server = await startPortal({
    port,
    deployDir: deployDir ?? path.join(root, 'dist', 'deploy'),
    sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
    helpdeskUrl,
    brand,
    remoteEntries,
    embeddedOrigins,
    apiBaseUrl,
  });
  const stop = () => {
    server.close();
    sandbox.kill();
    helpdesk.kill();
  };
  return { url: `http://localhost:${port}`, stop };
}

// As a command (the e2e web server): node scripts/serve.mjs
if (import.meta.url === `file://${process.argv[1]}`) {
  const { url, stop } = await serve({
    port: Number(process.env.PORT ?? 8080),
    sandboxPort: Number(process.env.SANDBOX_PORT ?? 4000),
    ...(process.env.HELPDESK_PORT ? { helpdeskPort: Number(process.env.HELPDESK_PORT) } : {}),
    // A copy of a build to serve, so a focused run can go on while the working tree is rebuilt.
    deployDir: process.env.PORTAL_DEPLOY_DIR,
    brand: process.env.PORTAL_BRAND ?? 'aurora',
    remoteEntries: process.env.PORTAL_REMOTE_ENTRIES ? JSON.parse(process.env.PORTAL_REMOTE_ENTRIES) : {},
    embeddedOrigins: (process.env.PORTAL_EMBEDDED_ORIGINS ?? '').split(',').filter(Boolean),
    sandboxEnv: process.env.SANDBOX_DB ? { SANDBOX_DB: process.env.SANDBOX_DB } : {},
    apiBaseUrl: process.env.PORTAL_API_BASE_URL || undefined,
  });
  console.log(`portal listening on ${url}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stop(), process.exit(0)));
}
