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
});
