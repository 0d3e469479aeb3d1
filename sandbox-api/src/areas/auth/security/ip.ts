import { isIPv4, isIPv6 } from 'node:net';

/** An address as a number of its family, so ranges and duplicates compare however the address was written. */
export interface ParsedIp {
  family: 4 | 6;
  value: bigint;
}

function ipv4Value(text: string): bigint {
  return text.split('.').reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n);
}

function ipv6Value(text: string): bigint {
  let address = text;
  // A trailing dotted IPv4 (::ffff:10.0.0.1) is the last two groups.
  const lastColon = address.lastIndexOf(':');
  const tail = address.slice(lastColon + 1);
  if (tail.includes('.')) {
    const v4 = ipv4Value(tail);
    address = `${address.slice(0, lastColon + 1)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', rest] = address.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const restGroups = rest === undefined || rest === '' ? [] : rest.split(':');
  const zeros = rest === undefined ? 0 : 8 - headGroups.length - restGroups.length;
  const groups = [...headGroups, ...Array<string>(zeros).fill('0'), ...restGroups];
  return groups.reduce((value, group) => (value << 16n) | BigInt(parseInt(group, 16)), 0n);
}

/**
 * An IPv4 or IPv6 address, or null. Zone ids (`fe80::1%eth0`) are refused: they mean nothing off the host.
 * Node's checks refuse IPv4 parts with leading zeros, which some parsers read as octal.
 */
export function parseIp(text: string): ParsedIp | null {
  if (isIPv4(text)) return { family: 4, value: ipv4Value(text) };
  if (isIPv6(text) && !text.includes('%')) return { family: 6, value: ipv6Value(text) };
  return null;
}

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`, as a dual-stack socket reports it) as the IPv4 it is. */
export function plainIp(text: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text.trim());
  return mapped ? mapped[1]! : text.trim().toLowerCase();
}

/** Whether `ip` is one of the entries: an address, or a range from `ip` to `toIp` of the same family. */
export function ipInEntries(ip: string, entries: readonly { ip: string; toIp?: string }[]): boolean {
  const caller = parseIp(plainIp(ip));
  if (!caller) return false;
  return entries.some((entry) => {
    const from = parseIp(plainIp(entry.ip));
    const to = entry.toIp ? parseIp(plainIp(entry.toIp)) : from;
    return (
      from !== null &&
      to !== null &&
      from.family === caller.family &&
      to.family === caller.family &&
      from.value <= caller.value &&
      caller.value <= to.value
    );
  });
}
