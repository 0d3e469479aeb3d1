import { isInternalAddress } from './outbound-address';

describe('isInternalAddress', () => {
  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback, anywhere in 127/8', '127.255.0.9'],
    ['"this network"', '0.0.0.0'],
    ['private 10/8', '10.1.2.3'],
    ['private 172.16/12', '172.31.255.255'],
    ['private 192.168/16', '192.168.0.1'],
    ['link-local', '169.254.10.10'],
    ['cloud metadata', '169.254.169.254'],
    ['CGNAT (Alibaba metadata)', '100.100.100.200'],
    ['broadcast', '255.255.255.255'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unspecified', '::'],
    ['unique local', 'fd12:3456::1'],
    ['AWS IPv6 metadata', 'fd00:ec2::254'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv4-mapped loopback, dotted', '::ffff:127.0.0.1'],
    ['IPv4-mapped loopback, hex', '::ffff:7f00:1'],
    ['IPv4-mapped metadata, hex', '::ffff:a9fe:a9fe'],
    ['IPv4-mapped private, long form', '0:0:0:0:0:ffff:a00:1'],
    ['IPv4-compatible loopback', '::127.0.0.1'],
    ['NAT64 of a private address', '64:ff9b::a00:1'],
    ['not an IP address at all', 'localhost'],
  ])('%s (%s): internal', (_kind, address) => {
    expect(isInternalAddress(address)).toBe(true);
  });

  it.each([
    ['public IPv4', '93.184.215.14'],
    ['just outside 172.16/12', '172.32.0.1'],
    ['just outside CGNAT', '100.128.0.1'],
    ['public IPv6', '2606:4700::1111'],
    ['IPv4-mapped public', '::ffff:8.8.8.8'],
  ])('%s (%s): not internal', (_kind, address) => {
    expect(isInternalAddress(address)).toBe(false);
  });
});
