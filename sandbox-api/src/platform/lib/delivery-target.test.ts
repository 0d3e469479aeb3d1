import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkDeliveryTarget, deliverToUrl, isNonPublicAddress, postToTarget } from './delivery-target';

describe('the delivery target guard (issue 33)', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    '::ffff:10.0.0.1',
    '::ffff:8.8.8.8',
    '64:ff9b::a00:1',
    'ff02::1',
    'not an address',
  ])('%s / not public', (address) => {
    expect(isNonPublicAddress(address)).toBe(true);
  });
  it.each(['8.8.8.8', '172.32.0.1', '93.184.216.34', '2606:4700::1111', '2001:4860:4860::8888'])(
    '%s / public',
    (address) => {
      expect(isNonPublicAddress(address)).toBe(false);
    },
  );

  it('checkDeliveryTarget / a name resolving to a private address / refused; allowed host:port / accepted', async () => {
    const rebinding = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    await expect(checkDeliveryTarget('https://evil.example/hook', [], rebinding)).resolves.toEqual({
      ok: false,
      problems: ['url: must not point to a private, loopback or link-local address'],
    });
    const unresolvable = async () => {
      throw new Error('ENOTFOUND');
    };
    await expect(checkDeliveryTarget('https://nowhere.example/', [], unresolvable)).resolves.toMatchObject({
      ok: false,
      problems: ['url: the host name does not resolve'],
    });
    const allowed = await checkDeliveryTarget(
      'http://localhost:5000/hooks/a',
      ['localhost:5000'],
      async () => [{ address: '127.0.0.1', family: 4 }],
    );
    expect(allowed).toMatchObject({ ok: true, target: { address: '127.0.0.1', family: 4 } });
    // Another port of the same host is not allowed.
    const other = await checkDeliveryTarget('http://localhost:5001/', ['localhost:5000'], async () => [
      { address: '127.0.0.1', family: 4 },
    ]);
    expect(other.ok).toBe(false);
    const publicName = await checkDeliveryTarget('https://shop.example/hook', [], async () => [
      { address: '93.184.216.34', family: 4 },
    ]);
    expect(publicName).toMatchObject({ ok: true, target: { address: '93.184.216.34' } });
  });

  describe('postToTarget', () => {
    let server: http.Server;
    let port = 0;
    let seen: { host?: string; body: string }[] = [];
    beforeAll(async () => {
      server = http.createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        request.on('end', () => {
          seen.push({ host: request.headers.host, body });
          if (request.url === '/redirect') {
            response.writeHead(302, { location: 'http://169.254.169.254/' });
            response.end();
          } else if (request.url === '/slow') {
            setTimeout(() => response.end('late'), 1000);
          } else if (request.url === '/big') {
            response.end('x'.repeat(100_000));
          } else response.end('ok');
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    beforeEach(() => {
      seen = [];
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    const target = (path: string) => ({
      url: new URL(`http://shop.example:${port}${path}`),
      address: '127.0.0.1',
      family: 4 as const,
    });

    it('connects to the checked address, keeps the host name, posts the body', async () => {
      const outcome = await postToTarget(target('/ok'), {
        body: '{"a":1}',
        headers: { 'content-type': 'application/json' },
      });
      expect(outcome).toMatchObject({ responseStatus: 200, responseBody: 'ok', error: null });
      expect(seen).toEqual([{ host: `shop.example:${port}`, body: '{"a":1}' }]);
    });
    it('does not follow a redirect', async () => {
      const outcome = await postToTarget(target('/redirect'), { body: '', headers: {} });
      expect(outcome.responseStatus).toBe(302);
      expect(seen).toHaveLength(1);
    });
    it('gives up after the time-out', async () => {
      const outcome = await postToTarget(target('/slow'), { body: '', headers: {}, timeoutMs: 100 });
      expect(outcome).toMatchObject({ responseStatus: null, error: 'no answer within 100 ms' });
    });
    it('keeps only the start of a large answer', async () => {
      const outcome = await postToTarget(target('/big'), { body: '', headers: {}, bodyLimit: 10 });
      expect(outcome.responseBody).toBe('x'.repeat(10));
    });
    it('deliverToUrl / a loopback target not allowed / refused without a request', async () => {
      const outcome = await deliverToUrl(`http://127.0.0.1:${port}/ok`, [], { body: '', headers: {} });
      expect(outcome.error).toContain('target refused');
      expect(seen).toHaveLength(0);
      const allowed = await deliverToUrl(`http://127.0.0.1:${port}/ok`, [`127.0.0.1:${port}`], {
        body: '',
        headers: {},
      });
      expect(allowed.responseStatus).toBe(200);
    });
  });
});
