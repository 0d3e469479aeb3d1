import { AUTH_PATHS, LIVE_UNAUTHORIZED_CLOSE, type LiveServerMessage } from '@portal/api/catalogue';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { connectLive, type LiveClient } from '../../testing/live-client';
import { signIn, useSandbox } from '../../testing/sandbox';

const JWT_SECRET = Buffer.from('live-test-secret');
const AUTH_TIMEOUT_MS = 300;
const sandbox = useSandbox({ config: { jwtSecret: JWT_SECRET, liveAuthTimeoutMs: AUTH_TIMEOUT_MS } });

const clients: LiveClient[] = [];
const connect = (app: FastifyInstance) => connectLive(app, clients);

function emit(app: FastifyInstance, email: string, message: LiveServerMessage) {
  return app.inject({ method: 'POST', url: '/sandbox/live/emit', payload: { email, message } });
}

const logout = (refreshToken: string) =>
  sandbox.app.inject({ method: 'POST', url: AUTH_PATHS.logout, payload: { refreshToken } });

const transaction = { type: 'transaction', payload: { accountId: 100001, transactionId: 9001 } } as const;

beforeAll(async () => {
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
});

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

describe('live channel', () => {
  it('auth with a valid token first: answers auth.ok with the customer, then pong to ping', async () => {
    const { accessToken } = await signIn(sandbox.app, 'anna.simple@demo.test');
    const client = await connect(sandbox.app);

    client.send({ type: 'auth', token: accessToken });
    const ok = await client.next();
    client.send({ type: 'ping' });

    expect(ok).toEqual({ type: 'auth.ok', customerId: 20001 });
    expect(await client.next()).toEqual({ type: 'pong' });
  });

  it('no auth message in time: closes with the unauthorized code', async () => {
    const client = await connect(sandbox.app);

    expect(await client.closed).toBe(LIVE_UNAUTHORIZED_CLOSE);
  });

  it('auth with a refused token: closes with the unauthorized code', async () => {
    const client = await connect(sandbox.app);

    client.send({ type: 'auth', token: 'not.a.token' });

    expect(await client.closed).toBe(LIVE_UNAUTHORIZED_CLOSE);
  });

  it('garbage before auth: is ignored and does not count as auth, so the time-out still closes', async () => {
    const client = await connect(sandbox.app);

    client.send('{not json');

    expect(await client.closed).toBe(LIVE_UNAUTHORIZED_CLOSE);
  });

  it("a transaction pushed for a customer: reaches that customer's socket and no other", async () => {
    // Signed in first: the sockets' short auth time-out is not spent waiting for the sign-ins.
    const annaToken = (await signIn(sandbox.app, 'anna.simple@demo.test')).accessToken;
    const oliverToken = (await signIn(sandbox.app, 'oliver.otp@demo.test')).accessToken;
    const anna = await connect(sandbox.app);
    const oliver = await connect(sandbox.app);
    anna.send({ type: 'auth', token: annaToken });
    oliver.send({ type: 'auth', token: oliverToken });
    await anna.next();
    await oliver.next();

    const response = await emit(sandbox.app, 'anna.simple@demo.test', transaction);
    oliver.send({ type: 'ping' });

    expect(response.json()).toEqual({ delivered: 1 });
    expect(await anna.next()).toEqual(transaction);
    expect(await oliver.next()).toEqual({ type: 'pong' });
  });

  it('session ended by logout: its socket is closed with the unauthorized code, another session stays', async () => {
    const ended = await signIn(sandbox.app, 'anna.simple@demo.test');
    const other = await signIn(sandbox.app, 'anna.simple@demo.test');
    const client = await connect(sandbox.app);
    const stays = await connect(sandbox.app);
    client.send({ type: 'auth', token: ended.accessToken });
    stays.send({ type: 'auth', token: other.accessToken });
    await client.next();
    await stays.next();

    await logout(ended.refreshToken);
    client.send({ type: 'ping' });
    stays.send({ type: 'ping' });

    expect(await Promise.race([client.closed, client.next()])).toBe(LIVE_UNAUTHORIZED_CLOSE);
    expect(await stays.next()).toEqual({ type: 'pong' });
  });

  it('auth with the token of a session that ended: closes with the unauthorized code', async () => {
    const { accessToken, refreshToken } = await signIn(sandbox.app, 'anna.simple@demo.test');
    await logout(refreshToken);
    const client = await connect(sandbox.app);

    client.send({ type: 'auth', token: accessToken });

    expect(await Promise.race([client.closed, client.next()])).toBe(LIVE_UNAUTHORIZED_CLOSE);
  });

  it('push for an e-mail nobody has: answers 404', async () => {
    const response = await emit(sandbox.app, 'nobody@demo.test', transaction);

    expect(response.statusCode).toBe(404);
  });
});

describe('live channel, token expiry', () => {
  let shortLived: FastifyInstance;

  beforeAll(async () => {
    shortLived = await buildApp({
      database: sandbox.database,
      config: {
        jwtSecret: JWT_SECRET,
        accessTokenTtlSeconds: 2,
        liveAuthTimeoutMs: 5000,
        toolsEnabled: true,
      },
    });
    await shortLived.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(() => shortLived.close());

  it('token expires: sends auth.expired, holds events back, and resumes after a new auth', async () => {
    const client = await connect(shortLived);
    client.send({ type: 'auth', token: (await signIn(shortLived, 'anna.simple@demo.test')).accessToken });
    await client.next();

    const expired = await client.next();
    const whileExpired = await emit(shortLived, 'anna.simple@demo.test', transaction);
    client.send({ type: 'auth', token: (await signIn(shortLived, 'anna.simple@demo.test')).accessToken });
    const renewed = await client.next();
    const afterRenewal = await emit(shortLived, 'anna.simple@demo.test', transaction);

    expect(expired).toEqual({ type: 'auth.expired' });
    expect(whileExpired.json()).toEqual({ delivered: 0 });
    expect(renewed).toEqual({ type: 'auth.ok', customerId: 20001 });
    expect(afterRenewal.json()).toEqual({ delivered: 1 });
    expect(await client.next()).toEqual(transaction);
  }, 10_000);

  it('new auth as another customer on the same socket: closes with the unauthorized code', async () => {
    const client = await connect(shortLived);
    client.send({ type: 'auth', token: (await signIn(shortLived, 'anna.simple@demo.test')).accessToken });
    await client.next();

    client.send({ type: 'auth', token: (await signIn(shortLived, 'oliver.otp@demo.test')).accessToken });

    expect(await client.closed).toBe(LIVE_UNAUTHORIZED_CLOSE);
  });
});
