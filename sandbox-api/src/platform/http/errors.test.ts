import Fastify from 'fastify';
import { registerErrorHandling } from './errors';

describe('error handler', () => {
  it('a fault inside a route: answers 500 with a generic body that shows nothing of the fault', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/boom', async () => {
      throw new Error('connection to db-internal:5432 refused');
    });

    const response = await app.inject({ method: 'GET', url: '/boom' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      responseCode: 'UE',
      responseDescription: 'Something went wrong on our side. Please try again later.',
    });
    expect(response.body).not.toContain('5432');
    await app.close();
  });

  it.each(['40P01', '40001'])(
    'a database conflict (%s) left after the retries: answers 503 busy, never 500 (issue 22)',
    async (code) => {
      const app = Fastify({ logger: false });
      registerErrorHandling(app);
      app.get('/conflict', async () => {
        throw new Error('Failed query', { cause: Object.assign(new Error('deadlock detected'), { code }) });
      });

      const response = await app.inject({ method: 'GET', url: '/conflict' });

      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json()).toEqual({
        responseCode: 'UE',
        responseDescription: 'The service is busy. Nothing was changed; please try again.',
      });
      await app.close();
    },
  );
});
