/** IP address checks for the whitelist (spec 02 §3: an entry is one address or a range up to `toIp`). */

export type IpFamily = 4 | 6;

const IPV4_PART = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const IPV6_GROUP = /^[0-9a-f]{1,4}$/i;

function ipv4Value(text: string): bigint | undefined {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => IPV4_PART.test(part))) return undefined;
  return parts.reduce((value, part) => (value << 8n) | BigInt(part), 0n);
}

function ipv6Value(text: string): bigint | undefined {
  if (!text.includes(':')) return undefined;
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const groupsOf = (half: string | undefined): string[] | undefined => {
    if (!half) return [];
    const groups = half.split(':');
    // An embedded IPv4 address (::ffff:192.0.2.1) takes the last two groups.
    const last = groups[groups.length - 1] ?? '';
    if (last.includes('.')) {
      const v4 = ipv4Value(last);
      if (v4 === undefined) return undefined;
      groups.splice(-1, 1, ((v4 >> 16n) & 0xffffn).toString(16), (v4 & 0xffffn).toString(16));
    }
    return groups.every((group) => IPV6_GROUP.test(group)) ? groups : undefined;
  };
  const head = groupsOf(halves[0]);
  const tail = halves.length === 2 ? groupsOf(halves[1]) : [];
  if (!head || !tail) return undefined;
  // Only the last group may be an embedded IPv4 address.
  if (halves.length === 2 && halves[0]?.includes('.')) return undefined;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  return groups.reduce((value, group) => (value << 16n) | BigInt(`0x${group}`), 0n);
}

/** The family and numeric value of an address, or undefined when it is not a valid IPv4 or IPv6 address. */
export function parseIp(text: string): { family: IpFamily; value: bigint } | undefined {
  const trimmed = text.trim();
  const v4 = ipv4Value(trimmed);
  if (v4 !== undefined) return { family: 4, value: v4 };
  const v6 = ipv6Value(trimmed);
  return v6 === undefined ? undefined : { family: 6, value: v6 };
}

export type IpEntryError = 'ipRequired' | 'ipInvalid' | 'toIpInvalid' | 'toIpFamily' | 'toIpOrder';

/** Checks a whitelist entry before it is sent: a valid address, and an optional range end of the same family after it. */
export function ipEntryErrors(ip: string, toIp: string): { ip?: IpEntryError; toIp?: IpEntryError } {
  const errors: { ip?: IpEntryError; toIp?: IpEntryError } = {};
  const from = ip.trim() ? parseIp(ip) : undefined;
  if (!ip.trim()) errors.ip = 'ipRequired';
  else if (!from) errors.ip = 'ipInvalid';
  if (!toIp.trim()) return errors;
  const to = parseIp(toIp);
  if (!to) errors.toIp = 'toIpInvalid';
  else if (from && from.family !== to.family) errors.toIp = 'toIpFamily';
  else if (from && to.value <= from.value) errors.toIp = 'toIpOrder';
  return errors;
}
