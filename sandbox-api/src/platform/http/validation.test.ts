import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandling } from './errors';
import { TEXT_REFUSALS } from './text-rules';
import { requestValidationOptions } from './validation';

/** Unit tests of the request validation every route gets; the sandbox-wide sweep is in ./text-input.test.ts. */

const noteSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', maxLength: 100 },
    lines: { type: 'array', items: { type: 'object', properties: { text: { type: 'string' } } } },
    reference: { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 20 }] },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
    code: { type: 'string', pattern: '^[0-9]{6}$', patternMessage: 'must be 6 digits' },
    branch: { type: 'string', pattern: '^[A-Z]{2}-[0-9]+$' },
  },
} as const;

async function appWithRoutes(): Promise<FastifyInstance> {
  const app = Fastify({ ...requestValidationOptions });
  registerErrorHandling(app);
  app.post('/notes', { schema: { body: noteSchema } }, async () => ({ ok: true }));
  app.post(
    '/signed',
    {
      schema: {
        headers: { type: 'object', properties: { 'X-Device-Name': { type: 'string', maxLength: 8 } } },
      },
    },
    async () => ({ ok: true }),
  );
  // Like the method API: a schema the route compiles itself when the request names it.
  app.post('/compiled', async (request, reply) => {
    const validate = request.compileValidationSchema(noteSchema, 'body');
    return validate(request.body) ? { ok: true } : reply.code(400).send({ errors: validate.errors });
  });
  await app.ready();
  return app;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await appWithRoutes();
});
afterAll(() => app.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('request validation: text the sandbox can store', () => {
  it.each([
    ['a NUL', 'Rent\u0000'],
    ['a lone high surrogate', 'Rent \ud800'],
    ['a lone low surrogate', '\udc00 Rent'],
    ['two high surrogates', '\ud83d\ud83d'],
  ])('%s in a string at any depth: TA1 naming each field', async (_what, bad) => {
    const response = await post('/notes', {
      title: bad,
      lines: [{ text: 'fine' }, { text: bad }],
      reference: bad,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ responseCode: 'TA1', responseDescription: 'Invalid parameters' });
    const lines: string[] = response.json().validationErrors;
    expect(lines).toEqual(
      expect.arrayContaining([
        `title: ${TEXT_REFUSALS.value}`,
        `lines.1.text: ${TEXT_REFUSALS.value}`,
        `reference: ${TEXT_REFUSALS.value}`,
      ]),
    );
    expect(lines.some((line) => line.startsWith('lines.0'))).toBe(false);
  });

  it('a surrogate pair (an emoji) and other text outside the basic plane: accepted', async () => {
    const response = await post('/notes', {
      title: 'Trip 🚀 to 𝔐ünchen',
      lines: [{ text: '👩‍💻' }],
      fields: { 'name 🙂': 'Zoë' },
    });

    expect(response.statusCode).toBe(200);
  });

  it('a key with a NUL in an open map: TA1 naming the map, not the key', async () => {
    const response = await post('/notes', { fields: { 'iban\u0000': 'DE89' } });

    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([`fields: ${TEXT_REFUSALS.key}`]);
  });

  it('a schema a route compiles itself gets the rule too', async () => {
    const response = await post('/compiled', { title: 'a\u0000b' });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ instancePath: '/title', message: TEXT_REFUSALS.value }),
    ]);
  });

  it('a headers schema naming a header in capitals still checks the (lower-case) header', async () => {
    const refused = await post('/signed', {}, { 'x-device-name': 'Pixel 9 Pro' });
    const accepted = await post('/signed', {}, { 'x-device-name': 'Pixel' });

    expect(refused.statusCode).toBe(400);
    expect(refused.json().validationErrors).toEqual(['x-device-name: must NOT have more than 8 characters']);
    expect(accepted.statusCode).toBe(200);
  });
});

describe('request validation: a failed pattern in words', () => {
  it('told in the words its schema gives, else in generic ones; never the regular expression', async () => {
    const response = await post('/notes', { code: '12a', branch: 'de-1' });

    expect(response.statusCode).toBe(400);
    const lines: string[] = response.json().validationErrors;
    expect(lines).toEqual(['code: must be 6 digits', 'branch: is not in the expected format']);
    for (const line of lines) expect(line).not.toMatch(/[\^$[\\]/);
  });
});
