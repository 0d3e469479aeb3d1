import { BlockList, isIP } from 'node:net';

/**
 * Addresses an outbound request of the sandbox must never reach (DESIGN §5): they lead into the machine or the
 * network it runs in, not to a back end on the internet. Metadata services (169.254.169.254, fd00:ec2::254,
 * 100.100.100.200) fall inside link-local, unique-local and CGNAT.
 */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and the IPv4-compatible forms
  ['64:ff9b::', 96], // NAT64: an IPv4 address behind a translator, private ones included
  ['2002::', 16], // 6to4: embeds an IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed by some)
  ['ff00::', 8], // multicast
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv6');

/**
 * Whether an IP address is internal: loopback, private, link-local, CGNAT, metadata and other non-public
 * ranges. IPv4-mapped IPv6 forms (`::ffff:127.0.0.1`, `::ffff:7f00:1`) are judged as the IPv4 address they carry
 * (BlockList does that). Anything that is not an IP address counts as internal: refusing is the safe answer.
 */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return INTERNAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
