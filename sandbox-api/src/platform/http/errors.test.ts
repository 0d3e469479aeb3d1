import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { answerRefusalsIn, registerErrorHandling, restDialect, RestRefusal } from './errors';

/** Every source file of the sandbox but the tests. */
function sourcesOf(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

describe('one error handler per Fastify app (issue 48 item 1)', () => {
  it('the sandbox and the help-desk provider each set one; a REST family words its refusals through a dialect', () => {
    const root = path.resolve(__dirname, '../..');
    const setters = sourcesOf(root)
      .filter((file) => fs.readFileSync(file, 'utf8').includes('.setErrorHandler'))
      .map((file) => path.relative(root, file));
    expect(setters.sort()).toEqual(['platform/http/errors.ts', 'providers/helpdesk/app.ts']);
  });

  it('a route of a REST family / its refusal in the family body; a route outside / the method API envelope', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    await app.register(async (rest) => {
      answerRefusalsIn(
        rest,
        restDialect({
          body: (status, message, errors) => ({ status, message, errors }),
          invalid: 'Bad',
          fallback: 'No',
        }),
      );
      rest.get('/rest/refused', async () => {
        throw new RestRefusal(404, 'No such thing.');
      });
      rest.post('/rest/input', { schema: { body: { type: 'object', required: ['a'] } } }, async () => ({}));
    });
    app.get('/plain', async () => {
      throw new RestRefusal(404, 'No such thing.');
    });

    const refused = await app.inject({ method: 'GET', url: '/rest/refused' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ status: 404, message: 'No such thing.' });
    const input = await app.inject({ method: 'POST', url: '/rest/input', payload: {} });
    expect(input.statusCode).toBe(400);
    expect(input.json()).toMatchObject({
      status: 400,
      message: 'Bad',
      errors: [expect.stringContaining('a')],
    });
    // Outside the family the same error is answered in the method API's envelope.
    const plain = await app.inject({ method: 'GET', url: '/plain' });
    expect(plain.json()).toEqual(expect.objectContaining({ responseCode: 'TA1' }));
    expect(plain.json()).not.toHaveProperty('status');
    await app.close();
  });
});

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
