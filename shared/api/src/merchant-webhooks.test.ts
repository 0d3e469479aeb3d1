import { createHmac } from 'node:crypto';
import {
  ipInRange,
  ipRangeProblems,
  parseIp,
  signWebhook,
  verifyWebhookSignature,
  webhookUrlProblems,
} from './merchant-webhooks';

describe('signWebhook (issue 33)', () => {
  it('signWebhook / a body / t and v1 = HMAC-SHA256 of "<t>.<body>"', async () => {
    const body = '{"id":"evt_1","type":"ping"}';
    const expected = createHmac('sha256', 'whsec_abc').update(`1700000000.${body}`).digest('hex');
    await expect(signWebhook('whsec_abc', 1700000000, body)).resolves.toBe(`t=1700000000,v1=${expected}`);
  });
});

describe('verifyWebhookSignature (issue 33)', () => {
  const body = '{"hello":"wörld"}';
  it('verify / right secret within tolerance / valid', async () => {
    const header = await signWebhook('s3cret', 1000, body);
    await expect(
      verifyWebhookSignature({ header, body, secret: 's3cret', nowSeconds: 1100 }),
    ).resolves.toEqual({
      valid: true,
    });
  });
  it('verify / wrong secret / mismatch', async () => {
    const header = await signWebhook('s3cret', 1000, body);
    await expect(
      verifyWebhookSignature({ header, body, secret: 'other', nowSeconds: 1000 }),
    ).resolves.toEqual({
      valid: false,
      reason: 'mismatch',
    });
  });
  it('verify / changed body / mismatch', async () => {
    const header = await signWebhook('s3cret', 1000, body);
    const result = await verifyWebhookSignature({
      header,
      body: `${body} `,
      secret: 's3cret',
      nowSeconds: 1000,
    });
    expect(result.reason).toBe('mismatch');
  });
  it('verify / too old / expired', async () => {
    const header = await signWebhook('s3cret', 1000, body);
    const result = await verifyWebhookSignature({ header, body, secret: 's3cret', nowSeconds: 1301 });
    expect(result).toEqual({ valid: false, reason: 'expired' });
    const wider = await verifyWebhookSignature({
      header,
      body,
      secret: 's3cret',
      nowSeconds: 1301,
      toleranceSeconds: 400,
    });
    expect(wider.valid).toBe(true);
  });
  it.each(['', 'v1=abc', 't=1000', 't=abc,v1=00', 'nonsense'])(
    'verify / header %p / malformed',
    async (header) => {
      await expect(verifyWebhookSignature({ header, body, secret: 's', nowSeconds: 1000 })).resolves.toEqual({
        valid: false,
        reason: 'malformed',
      });
    },
  );
  it('verify / several v1 with one right / valid', async () => {
    const header = await signWebhook('s3cret', 1000, body);
    const rotated = `${header.replace(/v1=.*/, `v1=${'0'.repeat(64)}`)},${header.split(',')[1]}`;
    await expect(
      verifyWebhookSignature({ header: rotated, body, secret: 's3cret', nowSeconds: 1000 }),
    ).resolves.toEqual({ valid: true });
  });
});

describe('webhookUrlProblems (issue 33)', () => {
  it.each(['https://example.com/hooks', 'http://127.0.0.1:5000/hooks/a', 'https://[::1]/x'])(
    '%p / none',
    (url) => {
      expect(webhookUrlProblems(url)).toEqual([]);
    },
  );
  it.each([
    ['', 'url: required'],
    ['not a url', 'url: not a valid URL'],
    ['ftp://example.com/', 'url: only http or https'],
    ['javascript:alert(1)', 'url: only http or https'],
    ['http://user:pw@example.com/', 'url: must not contain a user or password'],
    ['http://user@example.com/', 'url: must not contain a user or password'],
  ])('%p / %p', (url, problem) => {
    expect(webhookUrlProblems(url)).toContain(problem);
  });
  it('too long / a problem', () => {
    expect(webhookUrlProblems(`https://example.com/${'a'.repeat(2048)}`)).toContain(
      'url: at most 2048 characters',
    );
  });
});

describe('IP ranges (spec 03 §3 "Allowed IP")', () => {
  it('parseIp / forms of IPv4 and IPv6', () => {
    expect(parseIp('127.0.0.1')).toEqual({ family: 4, value: 0x7f000001n });
    expect(parseIp('::1')).toEqual({ family: 6, value: 1n });
    expect(parseIp('::')).toEqual({ family: 6, value: 0n });
    expect(parseIp('::ffff:10.0.0.1')).toEqual({ family: 6, value: 0xffff0a000001n });
    expect(parseIp('2001:db8::1')?.value).toBe(0x20010db8000000000000000000000001n);
    expect(parseIp('1:2:3:4:5:6:7:8')?.value).toBe(0x00010002000300040005000600070008n);
    for (const bad of [
      '',
      '1.2.3',
      '256.0.0.1',
      '01.2.3.4',
      '1::2::3',
      '1:2:3:4:5:6:7:8:9',
      'fe80::1%eth0',
      'abc',
    ])
      expect(parseIp(bad)).toBeNull();
  });
  it('ipRangeProblems / good ranges / none', () => {
    expect(ipRangeProblems('10.0.0.1', '10.0.0.255')).toEqual([]);
    expect(ipRangeProblems('::1', '::1')).toEqual([]);
  });
  it('ipRangeProblems / bad ones / problems', () => {
    expect(ipRangeProblems('x', '10.0.0.1')).toEqual(['ipFrom: not an IPv4 or IPv6 address']);
    expect(ipRangeProblems('10.0.0.1', '::1')).toEqual([
      'ipTo: must be of the same family (IPv4 or IPv6) as ipFrom',
    ]);
    expect(ipRangeProblems('10.0.0.9', '10.0.0.1')).toEqual(['ipTo: must not be lower than ipFrom']);
  });
  it('ipInRange / inside, outside, mapped, other family', () => {
    expect(ipInRange('10.0.0.5', '10.0.0.1', '10.0.0.9')).toBe(true);
    expect(ipInRange('10.0.0.1', '10.0.0.1', '10.0.0.9')).toBe(true);
    expect(ipInRange('10.0.0.10', '10.0.0.1', '10.0.0.9')).toBe(false);
    expect(ipInRange('::ffff:127.0.0.1', '127.0.0.1', '127.0.0.1')).toBe(true);
    expect(ipInRange('::1', '127.0.0.1', '127.0.0.1')).toBe(false);
    expect(ipInRange('2001:db8::5', '2001:db8::', '2001:db8::ffff')).toBe(true);
    expect(ipInRange('203.0.113.7', '127.0.0.1', '127.0.0.1')).toBe(false);
    expect(ipInRange('garbage', '0.0.0.0', '255.255.255.255')).toBe(false);
  });
});
