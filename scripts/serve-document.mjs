// The portal's page (every route is the shell's document): its security headers (issue 12, DESIGN §2), the route a
// path lands on, and the first HTML with what the shell would otherwise fetch one after another (issue 11).
import fs from 'node:fs';
import { readFirstPaintPage, withFrame } from './first-paint.mjs';
import { readHostProvides, refusalOf } from './host-check.mjs';
import { bestPattern, matchesPattern } from './route-patterns.mjs';
import { fileFor } from './serve-files.mjs';

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
export function routeForPath(routes, pathname) {
  return routes.find((route) => matchesPattern(route.pattern, pathname));
}

/** A JSON file of the deploy folder, or undefined when it is not there or cannot be read. */
function readDeployJson(deployDir, file) {
  const found = file && fileFor(deployDir, file);
  if (!found) return undefined;
  try {
    return JSON.parse(fs.readFileSync(found, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The files a build's import named for `pathname` loads (`first-load.json` of its folder, shared/build/plugins.mjs
 * `FirstLoadChunks`): the route's page code, by the pattern its router would pick.
 */
export function firstLoadFiles(firstLoad, pathname) {
  const chunks = firstLoad?.chunks ?? {};
  const pattern = bestPattern(Object.keys(chunks), pathname);
  return pattern ? chunks[pattern] : [];
}

/** The shared libraries an area's `./app` and the page at `pathname` take from the shell (its `first-load.json`). */
export function firstLoadShared(firstLoad, pathname) {
  const shared = firstLoad?.shared ?? {};
  const pattern = bestPattern(
    Object.keys(shared).filter((key) => key.startsWith('/')),
    pathname,
  );
  return [...new Set([...(shared['./app'] ?? []), ...(pattern ? shared[pattern] : [])])];
}

/**
 * The first HTML carries what the shell would otherwise fetch one after another (issues 11 and 49): the runtime
 * config, the deploy manifest and the landing area's federation manifest inline; the area's entry, its `./app` and
 * the landing route's page code (its `first-load.json`) as deferred scripts, run right after the shell's main.js
 * (which provides the federation runtime they use) so the runtime finds the container and its chunks there instead
 * of adding script tags one hop after another; and, for a browser with a session (`session`) on a signed-in route,
 * the shell's signed-in chrome, preloaded. The area is the one the request lands in (the root and the sign-in guard
 * send signed-out users to /login: mfe_auth).
 */
export function bootHtml({
  template,
  config,
  remotes,
  routes,
  deployDir,
  pathname,
  search = '',
  icon,
  frameOf,
  session = false,
}) {
  const provides = readHostProvides(deployDir);
  const route = routeForPath(routes, pathname);
  const owner = route?.remote ?? (pathname === '/' ? undefined : 'mfe_auth');
  let page;
  const tags = [];
  const manifests = {};
  // A signed-out visit of a signed-in route lands on the sign-in page: that page's code, not the route's.
  const landing = route && !route.public && !session ? '/login' : pathname;
  const shellFirstLoad = readDeployJson(deployDir, '/first-load.json');
  const shellFiles = (key) => shellFirstLoad?.chunks?.[key] ?? [];
  const preloads = route && !route.public && session ? [...shellFiles('signed-in')] : [];
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
        page = readFirstPaintPage(fileFor(deployDir, `${folder}first-paint.json`), pathname, search);
      const app = manifest.exposes?.find((expose) => expose.path === './app');
      const firstLoad =
        name === route?.remote ? readDeployJson(deployDir, `${folder}first-load.json`) : undefined;
      const pageFiles = firstLoadFiles(firstLoad, landing);
      // The libraries the area takes from the shell, fetched with the rest instead of when its code asks for them.
      if (landing === pathname)
        for (const library of firstLoadShared(firstLoad, landing))
          preloads.push(...shellFiles(`shared:${library}`));
      const scripts = [remoteEntry.path + remoteEntry.name, ...(app?.assets.js.sync ?? [])];
      const styles = [...(app?.assets.css.sync ?? [])];
      for (const file of pageFiles) (file.endsWith('.css') ? styles : scripts).push(file);
      for (const js of new Set(scripts)) tags.push(`<script defer src="${folder}${js}"></script>`);
      // Applied from the start: the area's style loader finds its chunk's sheet by data-href and adds no second
      // link, whose load it would wait for.
      for (const css of new Set(styles))
        tags.push(`<link rel="stylesheet" href="${folder}${css}" data-href="${css}">`);
    } catch {
      // a manifest that cannot be read is the runtime's to report; the page still starts
    }
  }
  // The shell's own chunks the page will ask for, first: its runtime loads them from the preload.
  const shellTags = [...new Set(preloads)].map((file) =>
    file.endsWith('.css')
      ? `<link rel="stylesheet" href="/${file}">`
      : `<link rel="preload" href="/${file}" as="script">`,
  );
  tags.unshift(...shellTags);
  const boot = `<script id="portal-boot" type="application/json">${jsonForHtml({ config, remotes, manifests })}</script>`;
  // The brand's favicon (issue 14): named, so the browser asks for no /favicon.ico of its own.
  const favicon = icon ? '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' : '';
  const html = template.replace('</head>', `${favicon}${boot}${tags.join('')}</head>`);
  const frame = frameOf?.({ route, page });
  return frame ? withFrame(html, frame) : html;
}
