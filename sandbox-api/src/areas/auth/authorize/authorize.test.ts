import { AUTH_PATHS, authPath } from '@portal/api/catalogue';
import { ManualClock, signIn, useSandbox } from '../../../testing/sandbox';

const ANNA = 'anna.simple@demo.test';
const OLIVER = 'oliver.otp@demo.test';
const CALLBACK = 'http://127.0.0.1:5599/callback';

const clock = new ManualClock();
const sandbox = useSandbox({ clock });

const bearer = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

const describeRequest = (query: Record<string, string>, token?: string) =>
  sandbox.app.inject({ method: 'GET', url: AUTH_PATHS.authorize, query, headers: bearer(token) });

const decide = (authorizationId: string, approve: unknown, token: string) =>
  sandbox.app.inject({
    method: 'POST',
    url: authPath(AUTH_PATHS.authorizeDecision, { authorizationId }),
    headers: bearer(token),
    payload: { approve },
  });

const demoQuery = {
  client_id: 'demo-partner',
  redirect_uri: CALLBACK,
  response_type: 'code',
  state: 'xyz 1',
};

describe('GET /auth/sei/authorize', () => {
  it('the demo partner with an allowed address: answers what the user is asked to approve', async () => {
    const { accessToken } = await signIn(sandbox.app, ANNA);

    const response = await describeRequest(demoQuery, accessToken);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      authorizationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      clientName: 'Demo Partner Shop',
      scopes: ['profile', 'balance'],
      redirectUri: CALLBACK,
    });
  });

  it('a scope asked for: only that scope is listed', async () => {
    const { accessToken } = await signIn(sandbox.app, ANNA);

    const response = await describeRequest({ ...demoQuery, scope: 'profile' }, accessToken);

    expect(response.json().scopes).toEqual(['profile']);
  });

  it('no bearer: answers 401', async () => {
    expect((await describeRequest(demoQuery)).statusCode).toBe(401);
  });

  it.each([
    ['an unknown client', { client_id: 'someone-else' }],
    ['an address the partner did not register', { redirect_uri: 'http://evil.test/callback' }],
    ['another port', { redirect_uri: 'http://127.0.0.1:5598/callback' }],
  ])('%s: answers 404 UE', async (_case, override) => {
    const { accessToken } = await signIn(sandbox.app, ANNA);

    const response = await describeRequest({ ...demoQuery, ...override }, accessToken);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      responseCode: 'UE',
      responseDescription: 'This application or its return address is not known.',
    });
  });

  it.each([
    ['an unknown scope', { scope: 'profile payments' }, 'scope'],
    ['another response type', { response_type: 'token' }, 'response_type'],
  ])('%s: answers 400 TA1', async (_case, override, field) => {
    const { accessToken } = await signIn(sandbox.app, ANNA);

    const response = await describeRequest({ ...demoQuery, ...override }, accessToken);

    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([expect.stringMatching(new RegExp(`^${field}: `))]);
  });

  it('no client id: answers 400 TA1', async () => {
    const { accessToken } = await signIn(sandbox.app, ANNA);

    const response = await describeRequest({ redirect_uri: CALLBACK }, accessToken);

    expect(response.json().validationErrors).toEqual(['client_id: is required']);
  });
});

describe('POST /auth/sei/authorize/{authorizationId}', () => {
  async function pending(email = ANNA) {
    const { accessToken } = await signIn(sandbox.app, email);
    const info = (await describeRequest(demoQuery, accessToken)).json();
    return { accessToken, authorizationId: info.authorizationId as string };
  }

  it('approve: back to the partner with a one-time code and the state; a second decision is refused', async () => {
    const { accessToken, authorizationId } = await pending();

    const response = await decide(authorizationId, true, accessToken);
    const second = await decide(authorizationId, true, accessToken);

    const url = new URL(response.json().redirectUrl);
    expect(`${url.origin}${url.pathname}`).toBe(CALLBACK);
    expect(url.searchParams.get('code')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBe('xyz 1');
    expect(second.statusCode).toBe(409);
  });

  it('deny: back to the partner with error=access_denied and the state, no code', async () => {
    const { accessToken, authorizationId } = await pending();

    const response = await decide(authorizationId, false, accessToken);

    const url = new URL(response.json().redirectUrl);
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect(url.searchParams.get('state')).toBe('xyz 1');
    expect(url.searchParams.has('code')).toBe(false);
  });

  it("another user's request: answers 404", async () => {
    const { authorizationId } = await pending(ANNA);
    const { accessToken } = await signIn(sandbox.app, OLIVER);

    const response = await decide(authorizationId, true, accessToken);

    expect(response.statusCode).toBe(404);
  });

  it('after 10 minutes: answers 404', async () => {
    const { authorizationId } = await pending();

    clock.advance(10 * 60_000 + 1000);
    const response = await decide(authorizationId, true, (await signIn(sandbox.app, ANNA)).accessToken);

    expect(response.statusCode).toBe(404);
    expect(response.json().responseDescription).toBe('This authorization request is unknown or has expired.');
  });

  it('approve that is not a boolean, or an id that is no uuid: answers 400 TA1', async () => {
    const { accessToken, authorizationId } = await pending();

    const notBoolean = await decide(authorizationId, 'yes', accessToken);
    const badId = await decide('42', true, accessToken);

    expect(notBoolean.json().validationErrors).toEqual(['approve: must be boolean']);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().validationErrors).toEqual([expect.stringMatching(/^authorizationId: /)]);
  });

  it('no bearer: answers 401', async () => {
    const { authorizationId } = await pending();

    const response = await sandbox.app.inject({
      method: 'POST',
      url: authPath(AUTH_PATHS.authorizeDecision, { authorizationId }),
      payload: { approve: true },
    });

    expect(response.statusCode).toBe(401);
  });
});
