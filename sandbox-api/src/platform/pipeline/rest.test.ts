import { RESPONSE_CODES, type CallerRelation, type OperationAccess } from '@portal/api/catalogue';
import Fastify from 'fastify';
import { ApiError, methodError, registerErrorHandling } from '../http/errors';
import { NO_ACCESS_TEXTS } from '../customer/service';
import { AUTH_TEXTS, type Authenticator, type Caller } from './authenticate';
import { createPipeline } from './pipeline';
import { restOperation, serveRest, type RestFamily } from './rest';

const ANNA: Caller = { userId: 7, customerId: 70, sessionId: 's-1', tokenExpiresAt: Date.now() + 60_000 };
const auth: Authenticator = {
  authenticate: async (token) => (token === 'good' ? ANNA : null),
  authenticateSignIn: async () => null,
};
const writes: OperationAccess = { right: 'initiate', balances: false, adminActing: true, secret: false };
const member: CallerRelation = { kind: 'member', accessRight: 2, balanceInfo: true, isAdmin: false };
const reader: CallerRelation = { kind: 'member', accessRight: 1, balanceInfo: false, isAdmin: false };

/** Customer 70 is Anna's own, 71 a company she reads, 72 one she runs but from an address it refuses; 99 unknown. */
const relations: Record<number, CallerRelation> = { 70: member, 71: reader, 72: member };
const pipeline = createPipeline({
  auth,
  customers: {
    relationTo: async (_caller, customerId) => {
      const relation = customerId === undefined ? undefined : relations[customerId];
      if (!relation) throw methodError(RESPONSE_CODES.noAccess, NO_ACCESS_TEXTS.customer);
      return relation;
    },
  },
  addressGate: { allows: async (customerId) => customerId !== 72 },
});

const refusal = (statusCode: number) => (text: string) =>
  new ApiError(statusCode, { responseCode: String(statusCode), responseDescription: text });
const family: RestFamily = {
  inputErrorStatus: 400,
  refusals: { unknownCustomer: () => refusal(404)('No such customer.'), refused: refusal(403) },
  namedCustomer: (request) => {
    const named = (request.query as { customerId?: string }).customerId;
    return named === undefined ? undefined : Number(named);
  },
  noStore: true,
};

async function appWith() {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  await serveRest(app, pipeline, family, [
    restOperation<{ Body: { name: string } }>({
      name: 'makeThing',
      verb: 'POST',
      path: '/things',
      access: writes,
      schema: {
        body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
        response: { 200: { type: 'object', properties: { customerId: { type: 'number' } } } },
      },
      handle: async ({ actingCustomerId }) => ({ customerId: await actingCustomerId() }),
    }),
    restOperation({
      name: 'whoAmI',
      verb: 'GET',
      path: '/me',
      access: 'signedIn',
      schema: { response: { 200: { type: 'object', properties: { userId: { type: 'number' } } } } },
      handle: async ({ caller }) => ({ userId: caller().userId }),
    }),
    restOperation({
      name: 'openThing',
      verb: 'GET',
      path: '/open',
      access: 'public',
      schema: { response: { 200: { type: 'object', properties: { open: { type: 'boolean' } } } } },
      handle: async () => ({ open: true }),
    }),
  ]);
  return app;
}

describe('the REST adapter of the operation pipeline (issue 48 item 1)', () => {
  const post = async (url: string, headers: Record<string, string>, payload: object) => {
    const app = await appWith();
    const response = await app.inject({ method: 'POST', url, headers, payload });
    await app.close();
    return response;
  };
  const good = { authorization: 'Bearer good' };

  it('a live token and an allowed relation / the handler acts for the caller’s own customer, nothing cached', async () => {
    const response = await post('/things', good, { name: 'x' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ customerId: 70 });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('no token or a dead one / 401 AU before the body is read, with the Bearer challenge', async () => {
    for (const headers of [{}, { authorization: 'Bearer stale' }] as Record<string, string>[]) {
      const response = await post('/things', headers, {});
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toEqual({ responseCode: 'AU', responseDescription: 'Unauthorized' });
    }
  });

  it('a customer named by the family’s rule / the access declaration and the address gate decide, in the family’s words', async () => {
    expect((await post('/things?customerId=71', good, { name: 'x' })).json()).toMatchObject({
      responseDescription: NO_ACCESS_TEXTS.operation,
    });
    const unknown = await post('/things?customerId=99', good, { name: 'x' });
    expect([unknown.statusCode, unknown.json().responseDescription]).toEqual([404, 'No such customer.']);
    const gated = await post('/things?customerId=72', good, { name: 'x' });
    expect([gated.statusCode, gated.json().responseDescription]).toEqual([403, AUTH_TEXTS.ipNotAllowed]);
  });

  it('bad input of an allowed call / TA1 with the family’s status', async () => {
    const response = await post('/things', good, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().responseCode).toBe('TA1');
  });

  it('a signed-in-only and a public operation / the first needs a session, the second none', async () => {
    const app = await appWith();
    expect((await app.inject({ method: 'GET', url: '/me', headers: good })).json()).toEqual({ userId: 7 });
    expect((await app.inject({ method: 'GET', url: '/me' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/open' })).json()).toEqual({ open: true });
    await app.close();
  });
});

describe('a family that words no refusals', () => {
  it('an unknown customer / 404 NF; a refused relation / 403 ENOA with the reason', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    await serveRest(app, pipeline, { namedCustomer: family.namedCustomer }, [
      restOperation({
        name: 'readThing',
        verb: 'GET',
        path: '/thing',
        access: writes,
        schema: { response: { 200: { type: 'object', properties: { customerId: { type: 'number' } } } } },
        handle: async ({ actingCustomerId }) => ({ customerId: await actingCustomerId() }),
      }),
    ]);
    const get = (customerId: number) =>
      app.inject({
        method: 'GET',
        url: `/thing?customerId=${customerId}`,
        headers: { authorization: 'Bearer good' },
      });
    const unknown = await get(99);
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { responseCode: RESPONSE_CODES.notFound, responseDescription: NO_ACCESS_TEXTS.customer },
    ]);
    const refused = await get(71);
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { responseCode: RESPONSE_CODES.noAccess, responseDescription: NO_ACCESS_TEXTS.operation },
    ]);
    await app.close();
  });
});

describe('the pipeline’s acting-customer step', () => {
  const words = {
    unknownCustomer: () => new Error('unknown'),
    refused: () => new Error('refused'),
    addressRefused: (text: string) => new Error(text),
  };
  it('lets a failure other than "no tie" through unchanged, and notes the relation before refusing', async () => {
    const down = new ApiError(500, { responseCode: 'UE', responseDescription: 'down' });
    const failing = createPipeline({
      auth,
      customers: {
        relationTo: async () => {
          throw down;
        },
      },
    });
    await expect(failing.actFor(ANNA, 70, writes, { ip: '::1', words })).rejects.toBe(down);
    const noted: CallerRelation[] = [];
    await expect(
      pipeline.actFor(ANNA, 71, writes, { ip: '::1', words, onRelation: (relation) => noted.push(relation) }),
    ).rejects.toThrow('refused');
    expect(noted).toEqual([reader]);
  });
});
