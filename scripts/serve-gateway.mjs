// The portal server as the gateway (DESIGN §8): the back end's and the help desk's paths it forwards from its own
// origin, HTTP and the live channel's WebSocket upgrade, and the 502 when the back end does not answer.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { HOP_BY_HOP, forwardedHeaders } from './forwarded-headers.mjs';
import { routeForPath } from './serve-document.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** The help-desk provider's paths the portal's server forwards to it (HTTP only): its API and agent console. */
export const HELPDESK_PREFIX = '/helpdesk/';

/**
 * The back end's paths the portal's server forwards (DESIGN §8, issue 28 item 2): the method API, the auth service,
 * the live channel, files, the service calls and the security settings' own (the catalogue's gateway-prefixes.json,
 * which a sandbox test holds against every route the sandbox serves). Served on the portal's own origin, a call needs no CORS preflight
 * (14 `OPTIONS` before /home's calls when the back end was another origin). A page route wins over a prefix
 * (`/auth/sei` is the authorize page; `/auth/sei/authorize` is the back end's; `POST /identity-verification` is the
 * back end's, `/identity-verification/{workflowRunId}/{token}` the page, spec 03 §2). `/sandbox/*` tools stay on the
 * sandbox's own origin.
 */
export const GATEWAY_PREFIXES = JSON.parse(
  fs.readFileSync(path.join(root, 'shared', 'api', 'src', 'catalogue', 'gateway-prefixes.json'), 'utf8'),
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
export function badGateway(response) {
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
export function forward(request, response, backend) {
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
export function forwardUpgrade(request, socket, head, backend) {
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
