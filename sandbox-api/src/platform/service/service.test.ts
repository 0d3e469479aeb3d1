import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { serviceRoutes } from './routes';
import type { Probe, Resolver, UrlCheckOptions } from './url-check';

/** A server on 127.0.0.1 at a free port that counts what reaches it. */
interface Listener {
  origin: string;
  port: number;
  requests: http.IncomingMessage[];
  close(): Promise<void>;
}

const listeners: Listener[] = [];

async function listen(
  answer: (request: http.IncomingMessage, response: http.ServerResponse) => void = (_request, response) =>
    response.end('up'),
): Promise<Listener> {
  const requests: http.IncomingMessage[] = [];
  const server = http.createServer((request, response) => {
    requests.push(request);
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const listener = {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  listeners.push(listener);
  return listener;
}

afterEach(async () => {
  await Promise.all(listeners.splice(0).map((listener) => listener.close()));
});

async function check(urls: string[], options: Partial<UrlCheckOptions>) {
  const app = Fastify();
  await app.register(serviceRoutes, { allowedOrigins: [], sandboxOrigins: [], ...options });
  const response = await app.inject({ method: 'POST', url: '/service/check-urls', payload: { urls } });
  await app.close();
  return response;
}

const resolvesTo =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('POST /service/check-urls (spec 01 §7, issue 22)', () => {
  it('a local listener not on the allow-list: not ok, and it never receives a request', async () => {
    const local = await listen();
    const sandbox = await listen();

    const response = await check([`${local.origin}/secret`], {
      allowedOrigins: [sandbox.origin],
      sandboxOrigins: [sandbox.origin],
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ results: [{ url: `${local.origin}/secret`, ok: false }] });
    expect(local.requests).toHaveLength(0);
  });

  it('the metadata address: not ok without a lookup or a request, even when someone allow-listed it', async () => {
    const resolve = jest.fn(resolvesTo('93.184.215.14'));
    const probe = jest.fn<ReturnType<Probe>, Parameters<Probe>>(async () => 200);
    const metadata = 'http://169.254.169.254/latest/meta-data/';

    const response = await check([metadata, 'http://[fd00:ec2::254]/', 'http://[::ffff:a9fe:a9fe]/'], {
      allowedOrigins: ['http://169.254.169.254', 'http://[fd00:ec2::254]', 'http://[::ffff:a9fe:a9fe]'],
      resolve,
      probe,
    });

    expect(response.json().results.map((result: { ok: boolean }) => result.ok)).toEqual([
      false,
      false,
      false,
    ]);
    expect(resolve).not.toHaveBeenCalled();
    expect(probe).not.toHaveBeenCalled();
  });

  it('an allow-listed name that resolves to loopback: not ok, and the listener behind it is never reached', async () => {
    const local = await listen();
    const rebound = `http://rebound.test:${local.port}`;

    const response = await check([`${rebound}/`], {
      allowedOrigins: [rebound],
      resolve: resolvesTo('127.0.0.1'),
    });

    expect(response.json()).toEqual({ results: [{ url: `${rebound}/`, ok: false }] });
    expect(local.requests).toHaveLength(0);
  });

  it.each([
    ['one public and one private address', ['93.184.215.14', '10.0.0.7']],
    ['an IPv4-mapped loopback address', ['::ffff:127.0.0.1']],
    ['the metadata address', ['169.254.169.254']],
  ])('an allow-listed name with %s: not ok, no request', async (_kind, addresses) => {
    const probe = jest.fn<ReturnType<Probe>, Parameters<Probe>>(async () => 200);

    const response = await check(['https://backend.test/'], {
      allowedOrigins: ['https://backend.test'],
      resolve: resolvesTo(...addresses),
      probe,
    });

    expect(response.json().results[0].ok).toBe(false);
    expect(probe).not.toHaveBeenCalled();
  });

  it('an allow-listed name with public addresses: requested, at those addresses only', async () => {
    const probe = jest.fn<ReturnType<Probe>, Parameters<Probe>>(async () => 404);

    const response = await check(['https://backend.test/v2'], {
      allowedOrigins: ['https://backend.test'],
      resolve: resolvesTo('93.184.215.14', '2606:4700::1111'),
      probe,
    });

    expect(response.json().results[0].ok).toBe(true);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(String(probe.mock.calls[0]?.[0])).toBe('https://backend.test/v2');
    expect(probe.mock.calls[0]?.[1]).toEqual([
      { address: '93.184.215.14', family: 4 },
      { address: '2606:4700::1111', family: 6 },
    ]);
  });

  it('the sandbox’s own origin (the default allow-list, loopback): requested, answers ok', async () => {
    const sandbox = await listen();

    const response = await check([`${sandbox.origin}/api`], {
      allowedOrigins: [sandbox.origin],
      sandboxOrigins: [sandbox.origin],
    });

    expect(response.json()).toEqual({ results: [{ url: `${sandbox.origin}/api`, ok: true }] });
    expect(sandbox.requests.map((request) => request.url)).toEqual(['/api']);
  });

  it('the sandbox’s origin by name: resolved once, connected to that address, the name kept as Host', async () => {
    const sandbox = await listen();
    const named = `http://sandbox.test:${sandbox.port}`;
    // A second lookup would point elsewhere: the connection must use the first, checked, answer.
    const resolve = jest
      .fn<ReturnType<Resolver>, Parameters<Resolver>>()
      .mockImplementationOnce(resolvesTo('127.0.0.1'))
      .mockImplementation(resolvesTo('192.0.2.1'));

    const response = await check([named], { allowedOrigins: [named], sandboxOrigins: [named], resolve });

    expect(response.json().results[0].ok).toBe(true);
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(sandbox.requests.map((request) => request.headers.host)).toEqual([`sandbox.test:${sandbox.port}`]);
  });

  it('a redirect: not followed, not ok', async () => {
    const target = await listen();
    const redirecting = await listen((_request, response) =>
      response.writeHead(302, { location: `${target.origin}/` }).end(),
    );

    const response = await check([redirecting.origin], {
      allowedOrigins: [redirecting.origin, target.origin],
      sandboxOrigins: [redirecting.origin, target.origin],
    });

    expect(response.json().results[0].ok).toBe(false);
    expect(redirecting.requests).toHaveLength(1);
    expect(target.requests).toHaveLength(0);
  });

  it('no answer before the time-out: not ok', async () => {
    const silent = await listen(() => undefined);
    const started = Date.now();

    const response = await check([silent.origin], {
      allowedOrigins: [silent.origin],
      sandboxOrigins: [silent.origin],
      timeoutMs: 200,
    });

    expect(response.json().results[0].ok).toBe(false);
    expect(silent.requests).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('a name that resolves slower than the time-out: not ok, no request', async () => {
    const probe = jest.fn<ReturnType<Probe>, Parameters<Probe>>(async () => 200);

    const response = await check(['https://slow.test'], {
      allowedOrigins: ['https://slow.test'],
      resolve: () => new Promise(() => undefined),
      probe,
      timeoutMs: 100,
    });

    expect(response.json().results[0].ok).toBe(false);
    expect(probe).not.toHaveBeenCalled();
  });

  it('answers 404 / ok, 503 / not ok, a refused connection / not ok, not http / not ok', async () => {
    const server = await listen((request, response) => {
      response.statusCode = request.url === '/broken' ? 503 : 404;
      response.end();
    });
    const closed = await listen();
    await closed.close();

    const urls = [
      `${server.origin}/missing`,
      `${server.origin}/broken`,
      closed.origin,
      'javascript:alert(1)',
    ];
    const response = await check(urls, {
      allowedOrigins: [server.origin, closed.origin],
      sandboxOrigins: [server.origin, closed.origin],
    });

    expect(response.json().results).toEqual([
      { url: urls[0], ok: true },
      { url: urls[1], ok: false },
      { url: urls[2], ok: false },
      { url: urls[3], ok: false },
    ]);
  });

  it('no urls / refused as bad input', async () => {
    const response = await check([], {});

    expect(response.statusCode).toBe(400);
  });
});
