import { backendUnavailable, createAuthClient, createMethodClient } from '@portal/api/client';
import { bus, type SessionEndReason } from '@portal/events/bus';
import { createTokenSource, endSession, storeTokens, tokens$ } from './session';

/**
 * The whole chain of issue 22 item 8, with only `fetch` stubbed (unit test; the journey in
 * e2e/tests/shell/backend-restart.spec.ts restarts a real sandbox): the session ends only when the refresh endpoint
 * refuses the refresh token, or refuses the token it has just issued; an unreachable or failing back end keeps it.
 */

type Reply = { status: number; data: unknown } | 'unreachable';

function jwt(exp: number): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ sub: '1', exp })}.sig`;
}
/** Both valid for years by their expiry: only the server's 401 makes the client refresh. */
const STALE = jwt(1_999_000_000);
const FRESH = jwt(2_000_000_000);

/** `fetch` answering the method API from `api` (by the bearer token) and the refresh endpoint from `refresh`. */
function stubBackEnd(api: (token: string | undefined) => Reply, refresh: () => Reply): string[] {
  const paths: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    paths.push(url.pathname);
    const bearer = (init.headers as Record<string, string>).Authorization?.replace('Bearer ', '');
    const reply = url.pathname === '/auth/refresh' ? refresh() : api(bearer);
    if (reply === 'unreachable') throw new TypeError('Failed to fetch');
    const text = typeof reply.data === 'string' ? reply.data : JSON.stringify(reply.data);
    return { status: reply.status, text: async () => text } as Response;
  }) as typeof fetch;
  return paths;
}

const ok = { status: 200, data: { responseCode: '00', accounts: { account: [] } } };
const unauthorised = { status: 401, data: { responseCode: 'AU', responseDescription: 'Unauthorized' } };
const tokensAnswer = { status: 200, data: { accessToken: FRESH, refreshToken: 'r2' } };

/** One call through the real clients and token source; what it ended in, and what became of the session. */
async function callWith(api: (token: string | undefined) => Reply, refresh: () => Reply) {
  storeTokens({ accessToken: STALE, refreshToken: 'r1' }, 'simple');
  const ended: SessionEndReason[] = [];
  const sub = bus.on('session.ended', ({ reason }) => ended.push(reason));
  const paths = stubBackEnd(api, refresh);
  const tokens = createTokenSource(createAuthClient('http://api.test'));
  const method = createMethodClient({
    baseUrl: 'http://api.test',
    tokens,
    context: { language: () => 'en', actingCustomerId: () => undefined, isBusiness: () => false },
  });
  const outcome = await method.call('balanceInquiry', {}, { popup: false }).then(
    () => 'answered' as const,
    (error: unknown) => backendUnavailable(error) ?? 'refused',
  );
  sub.unsubscribe();
  return { outcome, ended, refreshToken: tokens$.value?.refreshToken, paths };
}

afterEach(() => {
  endSession('logout');
  sessionStorage.clear();
  delete (global as { fetch?: unknown }).fetch;
});

describe('keeping the session while the back end is away (issue 22 item 8)', () => {
  it.each([
    ['no connection', 'unreachable', 'network'],
    ['HTTP 500', { status: 500, data: 'boom' }, 'server'],
    ['HTTP 502', { status: 502, data: '<html>Bad Gateway</html>' }, 'server'],
    ['HTTP 503', { status: 503, data: { message: 'starting' } }, 'server'],
  ] as const)('the call meets %s / unavailable, signed in, no refresh', async (_, reply, cause) => {
    const result = await callWith(
      () => reply,
      () => tokensAnswer,
    );
    expect(result).toEqual({ outcome: cause, ended: [], refreshToken: 'r1', paths: ['/api/v1/'] });
  });

  it.each([
    ['no connection', 'unreachable', 'network'],
    ['HTTP 503', { status: 503, data: 'starting' }, 'server'],
  ] as const)('401, then the refresh meets %s / unavailable, still signed in', async (_, reply, cause) => {
    const result = await callWith(
      () => unauthorised,
      () => reply,
    );
    expect(result).toMatchObject({ outcome: cause, ended: [], refreshToken: 'r1' });
  });

  it.each([400, 401])(
    '401, then the refresh answers %i / the session ends (refreshFailed)',
    async (status) => {
      const result = await callWith(
        () => unauthorised,
        () => ({ status, data: { responseCode: 'AU', responseDescription: 'Session ended' } }),
      );
      expect(result).toMatchObject({ outcome: 'refused', ended: ['refreshFailed'], refreshToken: undefined });
    },
  );

  it('401, the refresh succeeds, the retry answers / signed in with the new tokens', async () => {
    const result = await callWith(
      (token) => (token === FRESH ? ok : unauthorised),
      () => tokensAnswer,
    );
    expect(result).toEqual({
      outcome: 'answered',
      ended: [],
      refreshToken: 'r2',
      paths: ['/api/v1/', '/auth/refresh', '/api/v1/'],
    });
  });

  it('401, the refresh succeeds, the fresh token gets 401 too / the session ends (expired)', async () => {
    const result = await callWith(
      () => unauthorised,
      () => tokensAnswer,
    );
    expect(result).toMatchObject({ outcome: 'refused', ended: ['expired'], refreshToken: undefined });
  });
});
