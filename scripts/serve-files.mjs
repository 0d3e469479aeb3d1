// The deploy folder's static files as the portal server sends them (issue 11, DESIGN §2): content types, how long
// each may be cached, the pre-compressed encodings a request accepts, and the per-request documents.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const CONTENT_TYPES = {
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
export function fileFor(root, pathname) {
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
export function sendFile(request, response, file, pathname, extraHeaders = {}) {
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
export function sendDocument(request, response, body, contentType, extraHeaders = {}) {
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
