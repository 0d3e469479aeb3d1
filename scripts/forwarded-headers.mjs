// What the portal's server, the gateway of DESIGN §8, sends on to the back end about a request.

/** Hop-by-hop headers (RFC 9110 §7.6.1) are the connection's own, never forwarded. */
export const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * The request's headers for the back end: end-to-end ones, plus who asked (the back end trusts loopback). The
 * gateway is the portal's edge: the caller's own `X-Forwarded-For` is dropped, never passed on, so no browser can
 * name the address the IP whitelist and the login history see (issue 47 item 10).
 */
export function forwardedHeaders(request, { keepUpgrade = false } = {}) {
  const headers = {};
  for (const [name, value] of Object.entries(request.headers))
    if (keepUpgrade || !HOP_BY_HOP.has(name)) headers[name] = value;
  headers['x-forwarded-for'] = request.socket.remoteAddress ?? '';
  headers['x-forwarded-proto'] = 'http';
  if (request.headers.host) headers['x-forwarded-host'] = request.headers.host;
  return headers;
}
