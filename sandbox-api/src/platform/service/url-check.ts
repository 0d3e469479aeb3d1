import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isInternalAddress } from '../lib/outbound-address';

/** A whole check (name resolution, connection, first answer) ends after this long (issue 22). */
export const CHECK_TIMEOUT_MS = 3_000;

/** Every address a host name resolves to, IPv4 and IPv6 alike. */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;
/** One GET of `url`, connected only to `addresses`: the HTTP status of the answer. */
export type Probe = (
  url: URL,
  addresses: [LookupAddress, ...LookupAddress[]],
  signal: AbortSignal,
) => Promise<number>;

export interface UrlCheckOptions {
  /** Exact origins that may be requested (config `checkUrlOrigins`); any other answers not ok at once. */
  allowedOrigins: readonly string[];
  /** Origins of the sandbox itself (config `sandboxOrigins`). */
  sandboxOrigins: readonly string[];
  resolve?: Resolver;
  probe?: Probe;
  timeoutMs?: number;
}

const resolveAll: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/**
 * A GET pinned to the addresses that were checked: the socket connects to them, never to a fresh resolution of
 * the name (no DNS rebinding between the check and the connection), while the Host header and TLS name stay the
 * URL's. Node's `http` follows no redirects.
 */
export const pinnedProbe: Probe = (url, addresses, signal) =>
  new Promise((resolve, reject) => {
    const pinned: LookupFunction = (_hostname, options, callback) => {
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0].address, addresses[0].family);
    };
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      { method: 'GET', lookup: pinned, signal, agent: false },
      (response) => {
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    request.on('error', reject);
    request.end();
  });

function httpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Rejects when the deadline passes first: `dns.lookup` itself cannot be cancelled. */
function beforeDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const expire = () => reject(signal.reason);
    signal.addEventListener('abort', expire, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', expire));
  });
}

/**
 * An answer counts when it comes from the address itself and is not a server fault: 2xx and 4xx (a back end's
 * root may well answer 404). A redirect is not followed, so it says nothing about the address asked for.
 */
const answered = (status: number) => (status >= 200 && status < 300) || (status >= 400 && status < 500);

/**
 * `POST /service/check-urls` (spec 01 §7) asks whether an address answers, without signing in: a way into the
 * sandbox's network unless it is fenced (issue 22). The fence:
 *
 * - Only exact allow-listed origins are requested; anything else answers not ok without a lookup or request.
 * - The host is resolved here, once, and the connection goes to those addresses only.
 * - If any address is internal (loopback, private, link-local, CGNAT, metadata, their IPv4-mapped forms), the
 *   address is refused even though its origin is allowed: a name's DNS can be re-pointed by whoever owns the
 *   zone, and a literal address in the list may be a mistake, so the list says "this is a back end", never "its
 *   network may be reached". The one exception is an origin of the sandbox itself: it is loopback by nature
 *   (the default list is exactly these), and requesting the process that answers the check discloses nothing.
 *
 * Returns the check of one URL: true when the address answered.
 */
export function createUrlCheck(options: UrlCheckOptions): (value: string) => Promise<boolean> {
  const allowed = new Set(options.allowedOrigins);
  const sandbox = new Set(options.sandboxOrigins);
  const resolve = options.resolve ?? resolveAll;
  const probe = options.probe ?? pinnedProbe;
  const timeoutMs = options.timeoutMs ?? CHECK_TIMEOUT_MS;

  return async (value) => {
    const url = httpUrl(value);
    if (!url || !allowed.has(url.origin)) return false;
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
      const family = isIP(host);
      const [first, ...more] = family
        ? [{ address: host, family }]
        : await beforeDeadline(resolve(host), signal);
      if (!first) return false;
      const addresses: [LookupAddress, ...LookupAddress[]] = [first, ...more];
      if (!sandbox.has(url.origin) && addresses.some(({ address }) => isInternalAddress(address)))
        return false;
      return answered(await probe(url, addresses, signal));
    } catch {
      return false;
    }
  };
}
