import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_LOGGED_BODY_LIMIT, WEBHOOK_TIMEOUT_MS } from '@portal/api/catalogue';
import { parseIp, webhookUrlProblems, type ParsedIp } from '@portal/api/merchant-webhooks';

/**
 * The guard of every request the sandbox makes to a merchant's URL (webhooks, pings, replays, IPN; issue 33 item 2,
 * "On the platform": no server-side request to loopback, private or link-local addresses unless the sandbox is told
 * to allow a named one). A target is checked when it is saved and again before each request, after DNS resolution
 * (an answer may change), and the request then goes to the address that was checked (no second lookup between the
 * check and the connection).
 */

/** A checked target: the URL and the address the request must go to. */
export interface DeliveryTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}
export type DeliveryTargetCheck = { ok: true; target: DeliveryTarget } | { ok: false; problems: string[] };

const v4 = (text: string) => parseIp(text)!.value;
const v6 = (text: string) => parseIp(text)!.value;

/** [first, bits of the prefix] of every IPv4 block no target may be in. */
const BLOCKED_V4: readonly (readonly [bigint, number])[] = [
  [v4('0.0.0.0'), 8], // "this network", 0.0.0.0
  [v4('10.0.0.0'), 8], // private
  [v4('100.64.0.0'), 10], // carrier-grade NAT
  [v4('127.0.0.0'), 8], // loopback
  [v4('169.254.0.0'), 16], // link-local (169.254.169.254: cloud metadata)
  [v4('172.16.0.0'), 12], // private
  [v4('192.0.0.0'), 24], // IETF protocol assignments
  [v4('192.168.0.0'), 16], // private
  [v4('198.18.0.0'), 15], // benchmarking
  [v4('224.0.0.0'), 4], // multicast
  [v4('240.0.0.0'), 4], // reserved, broadcast
];
const BLOCKED_V6: readonly (readonly [bigint, number])[] = [
  [v6('::'), 128], // unspecified
  [v6('::1'), 128], // loopback
  [v6('::ffff:0:0'), 96], // IPv4-mapped: refused whatever the IPv4 address (no detour around the IPv4 rules)
  [v6('::'), 96], // IPv4-compatible (deprecated)
  [v6('64:ff9b::'), 96], // NAT64
  [v6('64:ff9b:1::'), 48], // local NAT64
  [v6('fc00::'), 7], // unique local (private)
  [v6('fe80::'), 10], // link-local
  [v6('fec0::'), 10], // site-local (deprecated)
  [v6('ff00::'), 8], // multicast
];

function inBlock(value: bigint, width: number, [first, bits]: readonly [bigint, number]): boolean {
  const shift = BigInt(width - bits);
  return value >> shift === first >> shift;
}

/** Whether an address is loopback, private, link-local, unspecified, mapped or otherwise not a public host. */
export function isNonPublicAddress(address: string | ParsedIp): boolean {
  const ip = typeof address === 'string' ? parseIp(address) : address;
  if (!ip) return true;
  return ip.family === 4
    ? BLOCKED_V4.some((block) => inBlock(ip.value, 32, block))
    : BLOCKED_V6.some((block) => inBlock(ip.value, 128, block));
}

/** `host:port` of a URL as the allowed list names it (`127.0.0.1:5000`, `localhost:5000`, `[::1]:5000`). */
export function hostPortOf(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname.toLowerCase()}:${port}`;
}

export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;
const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/**
 * Checks a target URL: its syntax (`webhookUrlProblems`), then every address its host resolves to. A host:port in
 * `allowed` (`WEBHOOK_ALLOWED_TARGETS`: the demo receiver) may be on loopback or a private network; any other must
 * resolve to public addresses only. Problems are worded as validation errors (`url: ...`).
 */
export async function checkDeliveryTarget(
  url: string,
  allowed: readonly string[],
  resolve: Resolver = systemResolver,
): Promise<DeliveryTargetCheck> {
  const problems = webhookUrlProblems(url);
  if (problems.length > 0) return { ok: false, problems };
  const parsed = new URL(url);
  const isAllowed = allowed.map((entry) => entry.toLowerCase()).includes(hostPortOf(parsed));
  // `[::1]` is the URL's form of an IPv6 literal; the resolver wants it bare.
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  const literal = parseIp(host);
  if (literal) addresses = [{ address: host, family: literal.family }];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      return { ok: false, problems: ['url: the host name does not resolve'] };
    }
  }
  if (addresses.length === 0) return { ok: false, problems: ['url: the host name does not resolve'] };
  if (!isAllowed && addresses.some((entry) => isNonPublicAddress(entry.address)))
    return {
      ok: false,
      problems: ['url: must not point to a private, loopback or link-local address'],
    };
  const [first] = addresses;
  return {
    ok: true,
    target: { url: parsed, address: first!.address, family: first!.family === 6 ? 6 : 4 },
  };
}

export interface TargetRequest {
  body: string;
  headers: Record<string, string>;
  /** Default `WEBHOOK_TIMEOUT_MS`. */
  timeoutMs?: number;
  /** How much of the answer is kept (default `WEBHOOK_LOGGED_BODY_LIMIT` characters). */
  bodyLimit?: number;
}

/** What came of one request: the answer, or why there was none. */
export interface TargetOutcome {
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
  durationMs: number;
}

/**
 * POSTs to a checked target, connecting to the checked address (the URL's host still names the site: Host header,
 * TLS server name). No redirect is followed (a 3xx is an answer like any other), the whole exchange has
 * `timeoutMs`, and only the first `bodyLimit` characters of the answer are kept (the rest is not even read).
 */
export function postToTarget(target: DeliveryTarget, request: TargetRequest): Promise<TargetOutcome> {
  const started = Date.now();
  const timeoutMs = request.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const bodyLimit = request.bodyLimit ?? WEBHOOK_LOGGED_BODY_LIMIT;
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
        { address: target.address, family: target.family },
      ]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<TargetOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, durationMs: Date.now() - started });
    };
    const payload = Buffer.from(request.body, 'utf8');
    const outgoing = client.request(
      target.url,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-length': String(payload.length) },
        lookup: pinned,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const text = Buffer.concat(chunks).toString('utf8').slice(0, bodyLimit);
          finish({ responseStatus: response.statusCode ?? null, responseBody: text, error: null });
          response.destroy();
        };
        response.on('data', (chunk: Buffer) => {
          if (size >= bodyLimit * 4) return;
          chunks.push(chunk);
          size += chunk.length;
          // Enough of the answer is kept: stop reading (a target cannot make the sandbox hold a large body).
          if (size >= bodyLimit * 4) done();
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      finish({ responseStatus: null, responseBody: null, error: `no answer within ${timeoutMs} ms` });
      outgoing.destroy();
    }, timeoutMs);
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      finish({ responseStatus: null, responseBody: null, error: error.code ?? error.message }),
    );
    outgoing.end(payload);
  });
}

/** Checks the target again (DNS may have changed) and POSTs to it; a refused target is an outcome, not a throw. */
export async function deliverToUrl(
  url: string,
  allowed: readonly string[],
  request: TargetRequest,
  resolve?: Resolver,
): Promise<TargetOutcome> {
  const started = Date.now();
  const checked = await checkDeliveryTarget(url, allowed, resolve);
  if (!checked.ok)
    return {
      responseStatus: null,
      responseBody: null,
      error: `target refused: ${checked.problems.join('; ')}`,
      durationMs: Date.now() - started,
    };
  return postToTarget(checked.target, request);
}
