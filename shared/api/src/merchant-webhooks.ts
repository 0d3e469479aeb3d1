/**
 * Pure rules of merchant webhooks and allowed IPs, shared by the portal (forms, the signature tester) and the sandbox
 * (delivery, the public merchant API). Issue 33; spec 03 §3 "Webhook", "Allowed IP", §7 "Merchant tools".
 *
 * The signature is `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` (WebCrypto, so it runs in Node 20 and the
 * browser alike). The address checks after DNS resolution (no loopback, private or link-local targets) are the
 * sandbox's; here only the URL's syntax is checked.
 */
import { WEBHOOK_SIGNATURE_TOLERANCE_SECONDS } from './catalogue/merchant';

export const WEBHOOK_URL_MAX_LENGTH = 2048;

const encoder = new TextEncoder();

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}

/** The `X-Portal-Signature` value of a delivery: `t=<timestamp>,v1=<hex>`. */
export async function signWebhook(secret: string, timestamp: number, body: string): Promise<string> {
  return `t=${timestamp},v1=${await hmacHex(secret, `${timestamp}.${body}`)}`;
}

/** Compares two strings in time that depends only on their length. */
function constantTimeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i += 1) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

export interface VerifyWebhookSignatureInput {
  header: string;
  body: string;
  secret: string;
  nowSeconds: number;
  toleranceSeconds?: number;
}
export type WebhookSignatureProblem = 'malformed' | 'mismatch' | 'expired';

/**
 * Checks a signature header against the body and secret. The signature is checked before the age, so a wrong secret
 * says `mismatch` even for an old header; a right one older (or newer) than the tolerance says `expired`.
 */
export async function verifyWebhookSignature({
  header,
  body,
  secret,
  nowSeconds,
  toleranceSeconds = WEBHOOK_SIGNATURE_TOLERANCE_SECONDS,
}: VerifyWebhookSignatureInput): Promise<{ valid: boolean; reason?: WebhookSignatureProblem }> {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    const value = part.slice(index + 1).trim();
    if (name === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (name === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  if (timestamp === undefined || signatures.length === 0) return { valid: false, reason: 'malformed' };
  const expected = await hmacHex(secret, `${timestamp}.${body}`);
  // Every candidate is compared (no early exit), so the time does not tell which one matched.
  let matched = false;
  for (const signature of signatures) matched = constantTimeEqual(signature, expected) || matched;
  if (!matched) return { valid: false, reason: 'mismatch' };
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return { valid: false, reason: 'expired' };
  return { valid: true };
}

/** Syntax rules of a webhook (or IPN) target URL; `[]` when it is fine. */
export function webhookUrlProblems(url: string): string[] {
  if (typeof url !== 'string' || url.trim() === '') return ['url: required'];
  const problems: string[] = [];
  if (url.length > WEBHOOK_URL_MAX_LENGTH) problems.push(`url: at most ${WEBHOOK_URL_MAX_LENGTH} characters`);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return [...problems, 'url: not a valid URL'];
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') problems.push('url: only http or https');
  if (parsed.username !== '' || parsed.password !== '')
    problems.push('url: must not contain a user or password');
  if (parsed.hostname === '') problems.push('url: must name a host');
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// IP addresses

export interface ParsedIp {
  family: 4 | 6;
  value: bigint;
}

function parseIpv4(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part) || Number(part) > 255) return null;
    value = (value << 8n) | BigInt(part);
  }
  return value;
}

function parseIpv6(text: string): bigint | null {
  if (text.includes('%')) return null;
  let head = text;
  // An IPv4 tail (`::ffff:1.2.3.4`) is written as its two groups (`::ffff:102:304`).
  const lastColon = head.lastIndexOf(':');
  if (head.slice(lastColon + 1).includes('.')) {
    const v4 = parseIpv4(head.slice(lastColon + 1));
    if (v4 === null) return null;
    head = `${head.slice(0, lastColon + 1)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const doubled = head.split('::');
  if (doubled.length > 2) return null;
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const [before = '', after] = doubled;
  const left = groupsOf(before);
  const right = after === undefined ? [] : groupsOf(after);
  const present = left.length + right.length;
  if (doubled.length === 1 ? present !== 8 : present > 7) return null;
  const groups: bigint[] = [];
  for (const group of [...left, ...Array(8 - present).fill('0'), ...right]) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return null;
    groups.push(BigInt(`0x${group}`));
  }
  return groups.reduce((value, group) => (value << 16n) | group, 0n);
}

/** Parses an IPv4 or IPv6 address (no zone, no prefix); `null` when it is none. */
export function parseIp(text: string): ParsedIp | null {
  if (typeof text !== 'string' || text.length > 45) return null;
  const trimmed = text.trim();
  if (trimmed.includes(':')) {
    const value = parseIpv6(trimmed);
    return value === null ? null : { family: 6, value };
  }
  const value = parseIpv4(trimmed);
  return value === null ? null : { family: 4, value };
}

/** An IPv4-mapped IPv6 address (`::ffff:a.b.c.d`) as the IPv4 address it carries, anything else as it is. */
export function unmapIp(ip: ParsedIp): ParsedIp {
  if (ip.family === 6 && ip.value >> 32n === 0xffffn) return { family: 4, value: ip.value & 0xffffffffn };
  return ip;
}

/** Rules of an allowed-IP range (spec 03 §3 "Allowed IP: name, ipFrom, ipTo, enabled"); `[]` when it is fine. */
export function ipRangeProblems(ipFrom: string, ipTo: string): string[] {
  const problems: string[] = [];
  const from = parseIp(ipFrom);
  const to = parseIp(ipTo);
  if (from === null) problems.push('ipFrom: not an IPv4 or IPv6 address');
  if (to === null) problems.push('ipTo: not an IPv4 or IPv6 address');
  if (from === null || to === null) return problems;
  if (from.family !== to.family) return ['ipTo: must be of the same family (IPv4 or IPv6) as ipFrom'];
  if (from.value > to.value) problems.push('ipTo: must not be lower than ipFrom');
  return problems;
}

/** Whether `ip` lies in `from`..`to` (both ends included). An IPv4-mapped IPv6 address counts as its IPv4 address. */
export function ipInRange(ip: string, from: string, to: string): boolean {
  const parsed = parseIp(ip);
  const low = parseIp(from);
  const high = parseIp(to);
  if (parsed === null || low === null || high === null) return false;
  const address = unmapIp(parsed);
  const lowest = unmapIp(low);
  const highest = unmapIp(high);
  if (address.family !== lowest.family || address.family !== highest.family) return false;
  return address.value >= lowest.value && address.value <= highest.value;
}
