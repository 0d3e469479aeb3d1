import { ipEntryErrors, parseIp } from './ip-address';

describe('parseIp', () => {
  it.each(['203.0.113.7', '0.0.0.0', '255.255.255.255'])('IPv4 %s / valid', (ip) =>
    expect(parseIp(ip)?.family).toBe(4),
  );
  it.each([
    '2001:db8::1',
    '::1',
    '::',
    'fe80::1ff:fe23:4567:890a',
    '2001:0db8:0000:0000:0000:ff00:0042:8329',
    '::ffff:192.0.2.1',
  ])('IPv6 %s / valid', (ip) => expect(parseIp(ip)?.family).toBe(6));
  it.each([
    '256.1.1.1',
    '1.2.3',
    '01.2.3.4',
    '1.2.3.4.5',
    'abc',
    '2001:db8:::1',
    '1:2:3:4:5:6:7:8:9',
    '12345::1',
    '1::2::3',
    '1.2.3.4::1',
    '',
  ])('%s / invalid', (ip) => expect(parseIp(ip)).toBeUndefined());
  it('compressed and full IPv6 / same value', () =>
    expect(parseIp('2001:db8::1')?.value).toBe(parseIp('2001:0db8:0:0:0:0:0:0001')?.value));
});

describe('ipEntryErrors', () => {
  it('empty / required', () => expect(ipEntryErrors('', '')).toEqual({ ip: 'ipRequired' }));
  it('single valid address / no errors', () => expect(ipEntryErrors('203.0.113.7', '')).toEqual({}));
  it('range in order / no errors', () => expect(ipEntryErrors('10.0.0.1', '10.0.0.255')).toEqual({}));
  it('range end before start / order error', () =>
    expect(ipEntryErrors('10.0.0.9', '10.0.0.1')).toEqual({ toIp: 'toIpOrder' }));
  it('mixed families / family error', () =>
    expect(ipEntryErrors('10.0.0.1', '2001:db8::1')).toEqual({ toIp: 'toIpFamily' }));
  it('bad range end / invalid', () =>
    expect(ipEntryErrors('10.0.0.1', '10.0.0')).toEqual({ toIp: 'toIpInvalid' }));
});
