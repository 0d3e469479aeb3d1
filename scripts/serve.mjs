// Serves a deploy folder and starts the sandbox beside it. Used by `npm start` and by the e2e tests.
//   PORT (8080) portal, SANDBOX_PORT (4000) sandbox, PORTAL_BRAND (aurora) brand, which a host name
//   `<brand>.localhost` overrides (one deployment, six brands, DESIGN §4), PORTAL_EMBEDDED_ORIGINS (comma-separated
//   origins of the mobile app shell that embedded mode accepts messages from),
//   PORTAL_REMOTE_ENTRIES: JSON {name: entry} that repoints remotes in the served remotes.json, the way a
//   release or a rollback repoints them (DESIGN §2); the e2e uses it to point one remote nowhere.
//   PORTAL_API_BASE_URL: a back end the browser calls directly (a cross-origin set-up); by default the portal's
//   server is the gateway (DESIGN §8): it forwards the back end's paths, so the browser talks to one origin.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { spawn } from 'node:child_process';
import zlib from 'node:zlib';
import { firstPaintFrame, frameLayout, readFirstPaintPage, withFrame } from './first-paint.mjs';
import { HOP_BY_HOP, forwardedHeaders } from './forwarded-headers.mjs';
import { readHostProvides, refusalOf } from './host-check.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** The brands a host name `<brand>.localhost` selects (DESIGN §4): the keys of shared/brands. */
const BRAND_KEYS = ['aurora', 'meridian', 'solstice', 'harbor', 'kestrel', 'tessera'];
const BRAND_HOST = new RegExp(`^(${BRAND_KEYS.join('|')})\\.localhost(:\\d+)?$`);

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
 * Starts the help-desk provider (issue 31, sandbox-api/src/emulated/helpdesk) on `port`, telling its events to the sandbox on
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

/** The help-desk provider's paths the portal's server forwards to it (HTTP only): its API and agent console. */
export const HELPDESK_PREFIX = '/helpdesk/';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pointers and documents that name other files: always revalidated, so a release shows on the next load. */
const REVALIDATE = 'no-cache';

/**
 * How long a file may be cached (issue 11, DESIGN §2): a remote's versioned folder never changes once released,
 * nor does a shell file whose name carries its content hash; manifests and pointers are revalidated.
 */
export function cachePolicy(pathname) {
  if (pathname.endsWith('/mf-manifest.json') || !path.extname(pathname)) return REVALIDATE;
  if (/^\/remotes\/[^/]+\/[^/]+\//.test(pathname)) return IMMUTABLE;
  return /\.[0-9a-f]{10}\.(js|css)$/.test(pathname) ? IMMUTABLE : REVALIDATE;
}

/** The encodings a request accepts, best first, among what the build pre-compressed (brotli, gzip). */
export function acceptedEncodings(header = '') {
  const accepted = new Map();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return [
    ...(ok('br') ? [{ name: 'br', suffix: '.br' }] : []),
    ...(ok('gzip') ? [{ name: 'gzip', suffix: '.gz' }] : []),
  ];
}

/** A file under `root` for a URL path, or undefined when the path leaves it or names no file. */
function fileFor(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const file = path.resolve(root, `.${decoded}`);
  if (file !== root && !file.startsWith(root + path.sep)) return undefined;
  try {
    return fs.statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/** Sends a file, pre-compressed when the client accepts it, with validators for the revalidated ones. */
function sendFile(request, response, file, pathname, extraHeaders = {}) {
  const stat = fs.statSync(file);
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const headers = {
    'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cachePolicy(pathname),
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    ETag: etag,
    ...extraHeaders,
  };
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  let body = file;
  for (const encoding of acceptedEncodings(request.headers['accept-encoding'])) {
    if (fs.existsSync(file + encoding.suffix)) {
      body = file + encoding.suffix;
      headers['Content-Encoding'] = encoding.name;
      break;
    }
  }
  headers['Content-Length'] = fs.statSync(body).size;
  response.writeHead(200, headers);
  if (request.method === 'HEAD') response.end();
  else fs.createReadStream(body).pipe(response);
}

/**
 * Sends a small document made per request (index.html, config.json, remotes.json), compressed on the fly, with a
 * validator of its content: an unchanged pointer revalidates with a 304, a release or rollback answers the new one.
 */
function sendDocument(request, response, body, contentType, extraHeaders = {}) {
  const raw = Buffer.from(body);
  const headers = {
    'Content-Type': contentType,
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    ETag: `W/"${crypto.createHash('sha256').update(raw).digest('base64url').slice(0, 22)}"`,
    ...extraHeaders,
  };
  if (request.headers['if-none-match'] === headers.ETag) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  const [encoding] = acceptedEncodings(request.headers['accept-encoding']);
  const payload =
    encoding?.name === 'br'
      ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding?.name === 'gzip'
        ? zlib.gzipSync(raw)
        : raw;
  if (encoding) headers['Content-Encoding'] = encoding.name;
  headers['Content-Length'] = payload.length;
  response.writeHead(200, headers);
  response.end(request.method === 'HEAD' ? undefined : payload);
}

/** Routes where identity checks will film the customer: the only pages that may use the camera. */
const CAMERA_ROUTES = /^\/(kyc|video-identity-job\/[^/]+|identity-verification\/[^/]+\/[^/]+)\/?$/;

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/** A loopback origin under both of its names (`localhost` and `127.0.0.1`); any other origin as it is. */
const loopbackNames = (origin) => {
  const url = new URL(origin);
  if (url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') return [origin];
  return ['localhost', '127.0.0.1'].map(
    (host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`,
  );
};

/**
 * The portal page's security headers (issue 12, DESIGN §2): a strict script policy (this origin and the remotes'
 * origins from the deploy manifest, nothing inline), connections to the back end (and the https back ends the
 * `api` override may choose, spec 01 §2), no framing except by the mobile app's configured origins, no referrer
 * across sites, and the camera only on the identity-check pages.
 */
export function documentSecurityHeaders({ apiBaseUrl, backendUrl, remotes, embeddedOrigins = [], pathname }) {
  const remoteOrigins = [
    ...new Set(
      Object.values(remotes)
        .map((remote) => remote?.entry && originOf(remote.entry))
        .filter(Boolean),
    ),
  ];
  const backends = [...new Set([apiBaseUrl, backendUrl].map((url) => url && originOf(url)).filter(Boolean))];
  const live = backends.map((origin) => origin.replace(/^http/, 'ws'));
  const self = ["'self'", ...remoteOrigins].join(' ');
  const policy = [
    "default-src 'self'",
    `script-src ${self}`,
    // Components set styles through the CSSOM; a few libraries write style attributes into markup they render.
    `style-src ${self} 'unsafe-inline'`,
    `img-src ${self} data: blob:`,
    "font-src 'self' data:",
    `connect-src ${[self, ...backends, ...live].join(' ')} https: wss:`,
    "worker-src 'self' blob:",
    // The contract service's e-signature and identity-check pages are the back end's, embedded (issue 32).
    // A loopback back end answers on both of its names; its pages may be linked under either.
    `frame-src ${["'self'", ...new Set(backends.flatMap(loopbackNames))].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${embeddedOrigins.length > 0 ? embeddedOrigins.join(' ') : "'none'"}`,
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    ...(embeddedOrigins.length > 0 ? {} : { 'X-Frame-Options': 'DENY' }),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': `camera=${CAMERA_ROUTES.test(pathname) ? '(self)' : '()'}, microphone=(), geolocation=(), payment=(), usb=()`,
  };
}

/** Serialises data into an HTML data block; `<` is escaped so no value can close the script element. */
const jsonForHtml = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The route of a path (the shell's route table, emitted beside index.html), or undefined. */
function routeForPath(routes, pathname) {
  const parts = (pathname.replace(/\/+$/, '') || '/').split('/');
  const matches = (pattern) => {
    const want = pattern.split('/');
    if (want[want.length - 1] === '*') {
      const base = want.slice(0, -1);
      return parts.length > base.length && base.every((part, i) => part.startsWith(':') || part === parts[i]);
    }
    return (
      want.length === parts.length &&
      want.every((part, i) => (part.startsWith(':') ? parts[i] !== '' : part === parts[i]))
    );
  };
  return routes.find((route) => matches(route.pattern));
}

/**
 * The first HTML carries what the shell would otherwise fetch one after another (issue 11): the runtime
 * config, the deploy manifest and the landing area's federation manifest inline, and the area's entry and page
 * code as deferred scripts, run right after the shell's main.js (which provides the federation runtime they use)
 * so the runtime finds the container and its chunks there instead of adding script tags one hop after another.
 * The area is the one the request lands in (the root and the sign-in guard send signed-out users to /login:
 * mfe_auth).
 */
function bootHtml({ template, config, remotes, routes, deployDir, pathname, icon, frameOf }) {
  const provides = readHostProvides(deployDir);
  const route = routeForPath(routes, pathname);
  const owner = route?.remote ?? (pathname === '/' ? undefined : 'mfe_auth');
  let page;
  const tags = [];
  const manifests = {};
  for (const name of new Set([owner, ...(pathname === '/' ? ['mfe_auth'] : [])])) {
    const entry = name && remotes[name]?.entry;
    if (!entry || !entry.startsWith('/')) continue;
    const folder = entry.slice(0, entry.lastIndexOf('/') + 1);
    const manifestFile = fileFor(deployDir, entry);
    if (!manifestFile) continue;
    try {
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
      // An area the shell will refuse (issue 13) runs nothing: no entry, page code or styles in the page, only
      // the shell's panel (issue 28 item 6). The shell still reads its manifest to say why.
      if (refusalOf(manifest, provides)) continue;
      const { remoteEntry } = manifest.metaData;
      manifests[entry] = manifest;
      // The landing page's heading, when its area paints one before the scripts (scripts/first-paint.mjs).
      if (name === route?.remote)
        page = readFirstPaintPage(fileFor(deployDir, `${folder}first-paint.json`), route.pattern);
      tags.push(`<script defer src="${folder}${remoteEntry.path}${remoteEntry.name}"></script>`);
      const app = manifest.exposes?.find((expose) => expose.path === './app');
      for (const js of app?.assets.js.sync ?? []) tags.push(`<script defer src="${folder}${js}"></script>`);
      // Applied from the start: the area's style loader finds its chunk's sheet by data-href and adds no second
      // link, whose load it would wait for.
      for (const css of app?.assets.css.sync ?? [])
        tags.push(`<link rel="stylesheet" href="${folder}${css}" data-href="${css}">`);
    } catch {
      // a manifest that cannot be read is the runtime's to report; the page still starts
    }
  }
  const boot = `<script id="portal-boot" type="application/json">${jsonForHtml({ config, remotes, manifests })}</script>`;
  // The brand's favicon (issue 14): named, so the browser asks for no /favicon.ico of its own.
  const favicon = icon ? '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' : '';
  const html = template.replace('</head>', `${favicon}${boot}${tags.join('')}</head>`);
  const frame = frameOf?.({ route, page });
  return frame ? withFrame(html, frame) : html;
}

/**
 * The back end's paths the portal's server forwards (DESIGN §8, issue 28 item 2): the method API, the auth service,
 * the live channel, files, the service calls and the security settings' own (the contract's gateway-prefixes.json,
 * which a sandbox test holds against every route the sandbox serves). Served on the portal's own origin, a call needs no CORS preflight
 * (14 `OPTIONS` before /home's calls when the back end was another origin). A page route wins over a prefix
 * (`/auth/sei` is the authorize page; `/auth/sei/authorize` is the back end's; `POST /identity-verification` is the
 * back end's, `/identity-verification/{workflowRunId}/{token}` the page, spec 03 §2). `/sandbox/*` tools stay on the
 * sandbox's own origin.
 */
export const GATEWAY_PREFIXES = JSON.parse(
  fs.readFileSync(path.join(root, 'shared', 'api', 'src', 'contract', 'gateway-prefixes.json'), 'utf8'),
).prefixes;

/** Whether the portal's server forwards `pathname` to the back end rather than serving a page or a file. */
export function isGatewayPath(pathname, routes = []) {
  const prefixed = GATEWAY_PREFIXES.some((prefix) =>
    prefix.endsWith('/')
      ? pathname.startsWith(prefix)
      : pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  return prefixed && routeForPath(routes, pathname) === undefined;
}

/** A back end that cannot be reached is the gateway's 502, as a production gateway answers. */
function badGateway(response) {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const body = JSON.stringify({ message: 'Bad gateway: the back end did not answer' });
  response.writeHead(502, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(body),
  });
  response.end(body);
}

/** Forwards one HTTP request to the back end and streams its answer back unchanged. */
function forward(request, response, backend) {
  const upstream = http.request(
    {
      host: backend.hostname,
      port: backend.port,
      method: request.method,
      path: request.url,
      headers: forwardedHeaders(request),
    },
    (answer) => {
      const headers = {};
      for (const [name, value] of Object.entries(answer.headers))
        if (!HOP_BY_HOP.has(name)) headers[name] = value;
      response.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => badGateway(response));
  request.pipe(upstream);
}

/** Forwards a WebSocket upgrade (the live channel) to the back end: the handshake, then the bytes both ways. */
function forwardUpgrade(request, socket, head, backend) {
  const upstream = net.connect(Number(backend.port), backend.hostname, () => {
    const headers = forwardedHeaders(request, { keepUpgrade: true });
    const lines = [`${request.method} ${request.url} HTTP/1.1`];
    for (const [name, value] of Object.entries(headers))
      for (const each of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${each}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head?.length) upstream.write(head);
    upstream.pipe(socket);
    socket.pipe(upstream);
  });
  const close = () => {
    upstream.destroy();
    socket.destroy();
  };
  upstream.on('error', () => {
    if (socket.writable && upstream.bytesRead === 0)
      socket.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    close();
  });
  socket.on('error', close);
  upstream.on('close', () => socket.destroy());
  socket.on('close', () => upstream.destroy());
}

/** The portal's own origin as the browser named it, when the Host header is a plain host[:port]; else undefined. */
export function requestOrigin(request) {
  const host = request.headers.host ?? '';
  return /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i.test(host) ? `http://${host}` : undefined;
}

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
        icon: brandIcon(request),
        frameOf: ({ route, page }) => {
          const layout = frameLayout({ route, cookie: request.headers.cookie, search });
          return firstPaintFrame({
            data: readJson('first-paint.json', undefined),
            brandKey: runtimeConfig(request).brand,
            layout,
            // The page's heading belongs to its own layout's frame only.
            page: layout === route?.layout ? page : undefined,
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
