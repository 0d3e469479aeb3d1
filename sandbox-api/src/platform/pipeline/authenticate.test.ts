import Fastify from 'fastify';
import { registerErrorHandling } from '../http/errors';
import { signInCheck, type Authenticator, type Caller } from './authenticate';

const ANNA: Caller = { userId: 7, customerId: 70, sessionId: 's-1', tokenExpiresAt: Date.now() + 60_000 };
const auth: Authenticator = {
  authenticate: async (token) => (token === 'good' ? ANNA : null),
  authenticateSignIn: async () => null,
};

describe('signInCheck, the REST routes’ one authenticate step (issue 48 item 1)', () => {
  async function appWithRoute() {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    const { onRequest, callerOf } = signInCheck(auth);
    app.post(
      '/things',
      { onRequest, schema: { body: { type: 'object', required: ['name'] } } },
      async (request) => ({
        userId: callerOf(request).userId,
      }),
    );
    return app;
  }

  it('a live token / the handler gets its caller', async () => {
    const app = await appWithRoute();
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { authorization: 'Bearer good' },
      payload: { name: 'x' },
    });
    expect(response.json()).toEqual({ userId: 7 });
    await app.close();
  });

  it('no token or a dead one / 401 AU before the body is read, with the Bearer challenge', async () => {
    const app = await appWithRoute();
    for (const headers of [{}, { authorization: 'Bearer stale' }]) {
      const response = await app.inject({ method: 'POST', url: '/things', headers, payload: {} });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toEqual({ responseCode: 'AU', responseDescription: 'Unauthorized' });
    }
    await app.close();
  });
});
