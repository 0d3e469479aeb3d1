import Fastify from 'fastify';
import { serviceRoutes } from './routes';

async function appWith(fetcher: typeof fetch) {
  const app = Fastify();
  await app.register(serviceRoutes, { fetcher });
  return app;
}

describe('POST /service/check-urls (spec 01 §7)', () => {
  it('an address that answers / ok; one that fails or is not http / not ok', async () => {
    const fetcher = jest.fn(async (url: URL | RequestInfo) => {
      if (String(url).startsWith('http://up.test')) return new Response('', { status: 404 });
      throw new Error('ECONNREFUSED');
    }) as unknown as typeof fetch;
    const app = await appWith(fetcher);
    const response = await app.inject({
      method: 'POST',
      url: '/service/check-urls',
      payload: { urls: ['http://up.test/api', 'http://down.test', 'javascript:alert(1)'] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      results: [
        { url: 'http://up.test/api', ok: true },
        { url: 'http://down.test', ok: false },
        { url: 'javascript:alert(1)', ok: false },
      ],
    });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
  it('an address answering 500 / not ok', async () => {
    const app = await appWith((async () => new Response('', { status: 503 })) as unknown as typeof fetch);
    const response = await app.inject({
      method: 'POST',
      url: '/service/check-urls',
      payload: { urls: ['https://broken.test'] },
    });
    expect(response.json()).toEqual({ results: [{ url: 'https://broken.test', ok: false }] });
  });
  it('no urls / refused as bad input', async () => {
    const app = await appWith(jest.fn() as unknown as typeof fetch);
    const response = await app.inject({ method: 'POST', url: '/service/check-urls', payload: { urls: [] } });
    expect(response.statusCode).toBe(400);
  });
});
