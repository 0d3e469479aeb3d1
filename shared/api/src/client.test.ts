import {
  REQUEST_TIMEOUT_MS,
  backendUnavailable,
  createAuthClient,
  createMethodClient,
  createSecurityClient,
  methodBody,
  singleFlight,
  type TokenSource,
} from './client';
import { bus } from '@portal/events/bus';
import { METHOD_CATALOGUE } from './catalogue';
import { ApiError, CLIENT_ERROR_TEXT } from './errors';

type Reply = { status: number; data: unknown };

/** A request as the stubbed `fetch` received it; header names in lower case, as `Headers` treats them. */
interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal;
}

/**
 * Network stub: `fetch` answers from a function of the request (unit tests only; the jsdom environment has no
 * fetch of its own). A string reply is sent as it is, anything else as JSON; a rejected answer is a network failure.
 */
function stubNetwork(answer: (request: SentRequest) => Reply | Promise<Reply>): { calls: SentRequest[] } {
  const calls: SentRequest[] = [];
  const stub = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: SentRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: Object.fromEntries(
        Object.entries((init.headers ?? {}) as Record<string, string>).map(([name, value]) => [
          name.toLowerCase(),
          value,
        ]),
      ),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      signal: init.signal as AbortSignal,
    };
    calls.push(request);
    const { status, data } = await answer(request);
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    return { status, text: async () => text } as Response;
  };
  global.fetch = jest.fn(stub) as typeof fetch;
  return { calls };
}

const context = { language: () => 'es', actingCustomerId: () => 77, isBusiness: () => true };

function tokenSource(
  initial: string,
  refreshTo: string,
  expiresAt?: number,
): TokenSource & { refreshes: number; refusals: number } {
  let token = initial;
  const source = {
    refreshes: 0,
    refusals: 0,
    accessToken: () => token,
    expiresAt: () => expiresAt,
    refused: () => {
      source.refusals += 1;
    },
    refresh: singleFlight(async () => {
      source.refreshes += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      token = refreshTo;
      return token;
    }),
  };
  return source;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  jest.useRealTimers();
  delete (global as { fetch?: unknown }).fetch;
});

describe('methodBody (spec 01 §7)', () => {
  it('dictionary method / adds method and language, drops nulls', () => {
    expect(methodBody('getCountries', { lang: undefined }, context)).toEqual({
      method: 'getCountries',
      lang: 'es',
    });
  });
  it('acting-customer method / adds fromCustomerId, no language', () => {
    expect(methodBody('balanceInquiry', {}, context)).toEqual({
      method: 'balanceInquiry',
      fromCustomerId: 77,
    });
  });
  it('a method that makes a document / adds the language it is written in (issue 35)', () => {
    expect(methodBody('downloadAgreement', { id: 1 }, context)).toEqual({
      method: 'downloadAgreement',
      id: 1,
      lang: 'es',
      fromCustomerId: 77,
    });
  });
});

describe('createMethodClient', () => {
  it('success envelope / POSTs to the API root with the method and returns the converted answer', async () => {
    const network = stubNetwork(() => ({
      status: 200,
      data: { responseCode: '00', accounts: { account: [{ accountId: '5', balance: '1.50' }] } },
    }));
    const client = createMethodClient({
      baseUrl: 'http://api.test/',
      tokens: tokenSource('t1', 't2'),
      context,
    });
    const answer = await client.call('balanceInquiry', { customerId: null as unknown as undefined });
    expect(answer.accounts.account).toEqual([{ accountId: 5, balance: '1.50' }]);
    expect(network.calls).toHaveLength(1);
    const sent = network.calls[0]!;
    expect(sent.url).toBe('http://api.test/api/v1/?method=balanceInquiry');
    expect(sent.method).toBe('POST');
    expect(sent.body).toEqual({ method: 'balanceInquiry', fromCustomerId: 77 });
    expect(sent.headers['content-type']).toBe('application/json');
    expect(sent.headers['authorization']).toBe('Bearer t1');
    expect(sent.headers['x-client-version']).toBe('2.1.2');
    expect(sent.headers['x-customer-id']).toBe('77');
  });

  it('personal user / no customer-id header', async () => {
    const network = stubNetwork(() => ({ status: 200, data: { responseCode: '00', accounts: {} } }));
    const client = createMethodClient({
      baseUrl: 'http://api.test',
      tokens: tokenSource('t1', 't2'),
      context: { ...context, isBusiness: () => false },
    });
    await client.call('balanceInquiry', {});
    expect(network.calls[0]!.headers['x-customer-id']).toBeUndefined();
  });

  it.each(['getCurrencies', 'getAuthorizedUserInfo'] as const)(
    'business user / %s acts for no company: no customer-id header, no fromCustomerId (issue 22)',
    async (method) => {
      const network = stubNetwork(() => ({ status: 200, data: { responseCode: '00' } }));
      const client = createMethodClient({
        baseUrl: 'http://api.test',
        tokens: tokenSource('t1', 't2'),
        context,
      });
      await client.call(method, {} as never);
      expect(network.calls[0]!.headers['x-customer-id']).toBeUndefined();
      expect(network.calls[0]!.body).not.toHaveProperty('fromCustomerId');
    },
  );

  it('non-00 envelope / rejects with an ApiError carrying code and popup text', async () => {
    stubNetwork(() => ({ status: 200, data: { responseCode: 'ENOA', responseDescription: 'No access' } }));
    const client = createMethodClient({
      baseUrl: 'http://api.test',
      tokens: tokenSource('t1', 't2'),
      context,
    });
    await expect(client.call('balanceInquiry', {})).rejects.toMatchObject({
      code: 'ENOA',
      title: 'No access',
    });
  });

  it('failure / reported on the bus for the popup, unless popup is off', async () => {
    stubNetwork(() => ({
      status: 200,
      data: { responseCode: 'TA1', responseDescription: 'Invalid parameters', validationErrors: ['x: bad'] },
    }));
    const client = createMethodClient({ baseUrl: 'http://api.test', tokens: tokenSource('t', 't'), context });
    const popups: string[] = [];
    const sub = bus.on('api.error', (p) => popups.push(`${p.title}|${p.message}`));
    await expect(client.call('balanceInquiry', {})).rejects.toBeInstanceOf(ApiError);
    await expect(client.call('balanceInquiry', {}, { popup: false })).rejects.toBeInstanceOf(ApiError);
    sub.unsubscribe();
    expect(popups).toEqual(['Invalid parameters|x: bad']);
  });

  it('public method / no token sent', async () => {
    const network = stubNetwork(() => ({
      status: 200,
      data: { responseCode: '00', dictionary: { country: [] } },
    }));
    const client = createMethodClient({
      baseUrl: 'http://api.test',
      tokens: tokenSource('t1', 't2'),
      context,
    });
    await client.call('getCountries', {});
    expect(network.calls[0]!.url).toBe('http://api.test/api/v1/?method=getCountries');
    expect(network.calls[0]!.headers['authorization']).toBeUndefined();
  });

  it('parallel 401s / one shared refresh, then each call retried once with the new token', async () => {
    const network = stubNetwork((request) =>
      request.headers['authorization'] === 'Bearer fresh'
        ? { status: 200, data: { responseCode: '00', accounts: { account: [] } } }
        : { status: 401, data: { responseCode: 'AU', responseDescription: 'Unauthorized' } },
    );
    const tokens = tokenSource('stale', 'fresh');
    const client = createMethodClient({ baseUrl: 'http://api.test', tokens, context });
    await Promise.all([
      client.call('balanceInquiry', {}),
      client.call('getCustomerInfo', {}),
      client.call('balanceInquiry', {}),
    ]);
    expect(tokens.refreshes).toBe(1);
    expect(network.calls).toHaveLength(6);
    const sentWith = (token: string) =>
      network.calls.filter((call) => call.headers['authorization'] === `Bearer ${token}`).length;
    expect([sentWith('stale'), sentWith('fresh')]).toEqual([3, 3]);
  });

  it('a 401 that comes back after another call refreshed / retried with the new token, no second refresh', async () => {
    // The reload of a session whose access token the server no longer takes: one call's 401 comes back at once and
    // refreshes; another's comes back after that refresh is done. A second refresh with the same rotating refresh
    // token would be taken for theft (spec 01 §4, e2e "parallel 401s").
    const network = stubNetwork(async (request) => {
      if (request.headers['authorization'] === 'Bearer fresh')
        return { status: 200, data: { responseCode: '00', accounts: { account: [] } } };
      if ((request.body as { method: string }).method === 'getCustomerInfo') await delay(40);
      return { status: 401, data: { responseCode: 'AU', responseDescription: 'Unauthorized' } };
    });
    const tokens = tokenSource('stale', 'fresh');
    const client = createMethodClient({ baseUrl: 'http://api.test', tokens, context });
    await Promise.all([client.call('balanceInquiry', {}), client.call('getCustomerInfo', {})]);
    expect(tokens.refreshes).toBe(1);
    expect(network.calls.map((call) => call.headers['authorization'])).toEqual([
      'Bearer stale',
      'Bearer stale',
      'Bearer fresh',
      'Bearer fresh',
    ]);
  });

  it('401 after the retry too / rejects with the 401 answer, no second refresh', async () => {
    const network = stubNetwork(() => ({
      status: 401,
      data: { responseCode: 'AU', responseDescription: 'Unauthorized' },
    }));
    const tokens = tokenSource('stale', 'fresh');
    const client = createMethodClient({ baseUrl: 'http://api.test', tokens, context });
    await expect(client.call('balanceInquiry', {}, { popup: false })).rejects.toMatchObject({
      kind: 'http',
      status: 401,
      code: 'AU',
      title: 'Unauthorized',
    });
    expect(tokens.refreshes).toBe(1);
    expect(network.calls).toHaveLength(2);
    // A token refused right after a successful refresh: the session is over (spec 01 §4).
    expect(tokens.refusals).toBe(1);
  });

  it('401, refresh ok, retry ok / the session is not refused', async () => {
    stubNetwork((request) =>
      request.headers['authorization'] === 'Bearer fresh'
        ? { status: 200, data: { responseCode: '00', accounts: { account: [] } } }
        : { status: 401, data: { responseCode: 'AU' } },
    );
    const tokens = tokenSource('stale', 'fresh');
    const client = createMethodClient({ baseUrl: 'http://api.test', tokens, context });
    await expect(client.call('balanceInquiry', {})).resolves.toMatchObject({ responseCode: '00' });
    expect([tokens.refreshes, tokens.refusals]).toEqual([1, 0]);
  });

  it('401, then the retry fails on the network / the network failure, the session is not refused', async () => {
    let sent = 0;
    stubNetwork(() => {
      sent += 1;
      return sent === 1
        ? { status: 401, data: { responseCode: 'AU' } }
        : Promise.reject(new TypeError('Failed to fetch'));
    });
    const tokens = tokenSource('stale', 'fresh');
    const client = createMethodClient({ baseUrl: 'http://api.test', tokens, context });
    await expect(client.call('balanceInquiry', {}, { popup: false })).rejects.toMatchObject({
      kind: 'network',
    });
    expect([tokens.refreshes, tokens.refusals]).toEqual([1, 0]);
  });

  it('token within 10 s of expiry / refreshed before the call', async () => {
    const network = stubNetwork(() => ({
      status: 200,
      data: { responseCode: '00', accounts: { account: [] } },
    }));
    const tokens = tokenSource('old', 'new', Date.now() + 5_000);
    const client = createMethodClient({ baseUrl: 'http://api.test', tokens, context });
    await client.call('balanceInquiry', {});
    expect(tokens.refreshes).toBe(1);
    expect(network.calls[0]!.headers['authorization']).toBe('Bearer new');
  });

  it('token further than 10 s from expiry / sent as it is', async () => {
    const network = stubNetwork(() => ({ status: 200, data: { responseCode: '00', accounts: {} } }));
    const tokens = tokenSource('old', 'new', Date.now() + 60_000);
    const client = createMethodClient({ baseUrl: 'http://api.test', tokens, context });
    await client.call('balanceInquiry', {});
    expect(tokens.refreshes).toBe(0);
    expect(network.calls[0]!.headers['authorization']).toBe('Bearer old');
  });

  it('failed refresh / the call rejects and is not retried', async () => {
    const network = stubNetwork(() => ({ status: 401, data: { responseCode: 'AU' } }));
    const tokens: TokenSource = {
      accessToken: () => 'x',
      expiresAt: () => undefined,
      refused: () => undefined,
      refresh: () => Promise.reject(new Error('refresh failed')),
    };
    const client = createMethodClient({ baseUrl: 'http://api.test', tokens, context });
    await expect(client.call('balanceInquiry', {})).rejects.toBeInstanceOf(ApiError);
    expect(network.calls).toHaveLength(1);
  });

  it('failed refresh of parallel 401s / one refresh request, the session ends once, every call rejects', async () => {
    const network = stubNetwork(async (request) => {
      if (!request.url.endsWith('/auth/refresh'))
        return { status: 401, data: { responseCode: 'AU', responseDescription: 'Unauthorized' } };
      await delay(5);
      return { status: 401, data: { responseCode: 'AU', responseDescription: 'Session expired' } };
    });
    const auth = createAuthClient('http://api.test');
    const endSession = jest.fn();
    let token: string | undefined = 'stale';
    // What @portal/session's token source does: a failed refresh ends the session, then rejects.
    const tokens: TokenSource = {
      accessToken: () => token,
      expiresAt: () => undefined,
      refused: () => undefined,
      refresh: singleFlight(async () => {
        try {
          return (await auth.refresh('r1')).accessToken;
        } catch (error) {
          token = undefined;
          endSession('refreshFailed');
          throw error;
        }
      }),
    };
    const client = createMethodClient({ baseUrl: 'http://api.test', tokens, context });
    const results = await Promise.allSettled([
      client.call('balanceInquiry', {}, { popup: false }),
      client.call('getCustomerInfo', {}, { popup: false }),
    ]);
    for (const result of results)
      expect(result).toMatchObject({
        status: 'rejected',
        reason: { kind: 'http', status: 401, code: 'AU', title: 'Session expired' },
      });
    expect(endSession).toHaveBeenCalledTimes(1);
    expect(network.calls.map((call) => call.url.replace('http://api.test', '')).sort()).toEqual([
      '/api/v1/?method=balanceInquiry',
      '/api/v1/?method=getCustomerInfo',
      '/auth/refresh',
    ]);
  });

  it('HTTP 500 / Server is not available', async () => {
    stubNetwork(() => ({ status: 500, data: 'boom' }));
    const client = createMethodClient({ baseUrl: 'http://api.test', tokens: tokenSource('t', 't'), context });
    await expect(client.call('balanceInquiry', {})).rejects.toMatchObject({
      kind: 'http',
      status: 500,
      message: 'Server is not available',
      textKey: CLIENT_ERROR_TEXT.serverUnavailable.key,
    });
  });

  it('HTTP 403 with an error body / the body gives the popup text', async () => {
    stubNetwork(() => ({ status: 403, data: { responseCode: '13', responseDescription: 'Access denied' } }));
    const client = createMethodClient({ baseUrl: 'http://api.test', tokens: tokenSource('t', 't'), context });
    await expect(client.call('balanceInquiry', {}, { popup: false })).rejects.toMatchObject({
      kind: 'http',
      status: 403,
      code: '13',
      title: 'Access denied',
    });
  });

  it('network failure / the network-error text', async () => {
    const network = stubNetwork(() => Promise.reject(new TypeError('Failed to fetch')));
    const client = createMethodClient({ baseUrl: 'http://api.test', tokens: tokenSource('t', 't'), context });
    const popups: string[] = [];
    const sub = bus.on('api.error', (p) => popups.push(p.textKey ?? ''));
    await expect(client.call('balanceInquiry', {})).rejects.toMatchObject({
      kind: 'network',
      message: CLIENT_ERROR_TEXT.network.en,
      textKey: CLIENT_ERROR_TEXT.network.key,
    });
    sub.unsubscribe();
    expect(popups).toEqual([CLIENT_ERROR_TEXT.network.key]);
    expect(network.calls).toHaveLength(1);
  });

  it('no answer within 5 minutes / the request is aborted and rejects with the no-response text', async () => {
    jest.useFakeTimers();
    const network = stubNetwork(
      ({ signal }) =>
        new Promise<Reply>((_, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const client = createMethodClient({ baseUrl: 'http://api.test', tokens: tokenSource('t', 't'), context });
    const outcome = client.call('balanceInquiry', {}, { popup: false });
    const settled = jest.fn();
    outcome.then(settled, settled);
    await jest.advanceTimersByTimeAsync(0);
    expect(network.calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(network.calls[0]!.signal.aborted).toBe(false);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(network.calls[0]!.signal.aborted).toBe(true);
    await expect(outcome).rejects.toMatchObject({
      kind: 'noResponse',
      message: CLIENT_ERROR_TEXT.noResponse.en,
      textKey: CLIENT_ERROR_TEXT.noResponse.key,
    });
  });

  it('non-JSON 200 answer / rejects with the no-response text', async () => {
    stubNetwork(() => ({ status: 200, data: '<html>gateway</html>' }));
    const client = createMethodClient({ baseUrl: 'http://api.test', tokens: tokenSource('t', 't'), context });
    await expect(client.call('balanceInquiry', {}, { popup: false })).rejects.toMatchObject({
      kind: 'noResponse',
      message: CLIENT_ERROR_TEXT.noResponse.en,
    });
  });

  it('non-JSON 404 answer / rejects with the status text under the header Error', async () => {
    stubNetwork(() => ({ status: 404, data: '<html>not found</html>' }));
    const client = createMethodClient({ baseUrl: 'http://api.test', tokens: tokenSource('t', 't'), context });
    await expect(client.call('balanceInquiry', {}, { popup: false })).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      title: 'Error',
      message: 'Request failed with status code 404',
    });
  });
});

describe('backendUnavailable (issue 22: what keeps the session)', () => {
  const failureOf = async (reply: () => Reply | Promise<Reply>): Promise<unknown> => {
    stubNetwork(reply);
    const client = createMethodClient({ baseUrl: 'http://api.test', tokens: tokenSource('t', 't'), context });
    return client.call('balanceInquiry', {}, { popup: false }).then(
      () => 'answered',
      (error: unknown) => error,
    );
  };

  it.each([
    ['no connection', () => Promise.reject(new TypeError('Failed to fetch')), 'network'],
    ['HTTP 500', () => ({ status: 500, data: 'boom' }), 'server'],
    ['HTTP 502 from a proxy', () => ({ status: 502, data: '<html>Bad Gateway</html>' }), 'server'],
    ['HTTP 503', () => ({ status: 503, data: { message: 'restarting' } }), 'server'],
    ['a 200 that is no answer', () => ({ status: 200, data: '<html></html>' }), 'noResponse'],
  ] as const)('%s / unavailable (%s)', async (_, reply, cause) => {
    expect(backendUnavailable(await failureOf(reply))).toBe(cause);
  });

  it.each([
    ['HTTP 400', () => ({ status: 400, data: { responseCode: 'TA1', responseDescription: 'Invalid' } })],
    ['HTTP 403', () => ({ status: 403, data: { responseCode: '13', responseDescription: 'Access denied' } })],
    ['HTTP 429', () => ({ status: 429, data: { message: 'Too many requests' } })],
    [
      'a refusing envelope',
      () => ({ status: 200, data: { responseCode: 'ENOA', responseDescription: 'No' } }),
    ],
  ] as const)('%s / the server answered: not unavailable', async (_, reply) => {
    const failure = await failureOf(reply);
    expect(failure).toBeInstanceOf(ApiError);
    expect(backendUnavailable(failure)).toBeUndefined();
  });

  it('no answer within the time-out / unavailable (noResponse)', async () => {
    jest.useFakeTimers();
    stubNetwork(
      ({ signal }) =>
        new Promise<Reply>((_, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const client = createMethodClient({ baseUrl: 'http://api.test', tokens: tokenSource('t', 't'), context });
    const failure = client.call('balanceInquiry', {}, { popup: false }).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(backendUnavailable(await failure)).toBe('noResponse');
  });

  it("an error that is not a call's / not unavailable", () => {
    expect(backendUnavailable(new Error('The session ended during the refresh'))).toBeUndefined();
  });
});

describe('createAuthClient', () => {
  it('login / POSTs the request without nulls and without a bearer token', async () => {
    const network = stubNetwork(() => ({ status: 200, data: { authFlow: 'simple' } }));
    const auth = createAuthClient('http://api.test/');
    await expect(
      auth.login({
        client: 'web',
        username: 'ana',
        password: 'pw',
        codeChallenge: 'c',
        secret: null as unknown as undefined,
      }),
    ).resolves.toEqual({ authFlow: 'simple' });
    const sent = network.calls[0]!;
    expect(sent.url).toBe('http://api.test/auth/login');
    expect(sent.method).toBe('POST');
    expect(sent.body).toEqual({ client: 'web', username: 'ana', password: 'pw', codeChallenge: 'c' });
    expect(sent.headers['authorization']).toBeUndefined();
    expect(sent.headers['x-client-version']).toBe('2.1.2');
  });

  it('store links / plus signs stripped, the temporary token as bearer', async () => {
    const network = stubNetwork(() => ({ status: 200, data: '' }));
    await createAuthClient('http://api.test').sendStoreLinks('+34 600', 'temp');
    expect(network.calls[0]!.body).toEqual({ phoneNumber: '34 600' });
    expect(network.calls[0]!.headers['authorization']).toBe('Bearer temp');
  });
});

describe('createSecurityClient', () => {
  it('GET with a query / no body, no content type, query encoded, bearer token', async () => {
    const info = { authorizationId: 'a1', clientName: 'Shop', scopes: ['read'], redirectUri: 'x' };
    const network = stubNetwork(() => ({ status: 200, data: info }));
    const security = createSecurityClient({ baseUrl: 'http://api.test', tokens: tokenSource('t1', 't2') });
    await expect(
      security.authorizeInfo({
        client_id: 'shop',
        redirect_uri: 'https://shop.test/back',
        scope: 'read write',
        state: undefined,
      }),
    ).resolves.toEqual(info);
    const sent = network.calls[0]!;
    expect(sent.url).toBe(
      'http://api.test/auth/sei/authorize?client_id=shop&redirect_uri=https:%2F%2Fshop.test%2Fback&scope=read+write',
    );
    expect(sent.method).toBe('GET');
    expect(sent.body).toBeUndefined();
    expect(sent.headers['content-type']).toBeUndefined();
    expect(sent.headers['authorization']).toBe('Bearer t1');
  });

  it('401 / refresh, then the call retried with the new token', async () => {
    const network = stubNetwork((request) =>
      request.headers['authorization'] === 'Bearer fresh'
        ? { status: 200, data: [{ deviceId: 1 }] }
        : { status: 401, data: { responseCode: 'AU' } },
    );
    const tokens = tokenSource('stale', 'fresh');
    const security = createSecurityClient({ baseUrl: 'http://api.test', tokens });
    await expect(security.devices()).resolves.toEqual([{ deviceId: 1 }]);
    expect(tokens.refreshes).toBe(1);
    expect(network.calls.map((call) => call.headers['authorization'])).toEqual([
      'Bearer stale',
      'Bearer fresh',
    ]);
  });

  it('empty 204 answer / resolves', async () => {
    const network = stubNetwork(() => ({ status: 204, data: '' }));
    const security = createSecurityClient({ baseUrl: 'http://api.test', tokens: tokenSource('t', 't') });
    await expect(security.deleteDevice(4)).resolves.toBeUndefined();
    expect(network.calls[0]!.method).toBe('DELETE');
    expect(network.calls[0]!.url).toBe('http://api.test/auth/devices/4');
  });
});

describe('callWithFile (issue 15: multipart data + file)', () => {
  // An operation that takes a file, declared for these tests only (the catalogue is a plain object).
  const declared = METHOD_CATALOGUE.getCustomerInfo;
  beforeEach(() => {
    METHOD_CATALOGUE.getCustomerInfo = {
      ...declared,
      file: { maxBytes: 1000, accept: ['.csv'], required: true },
    };
  });
  afterEach(() => {
    METHOD_CATALOGUE.getCustomerInfo = declared;
    delete (global as { XMLHttpRequest?: unknown }).XMLHttpRequest;
  });

  /** jsdom's Blob has no text(): read by FileReader. */
  const textOf = (blob: Blob) =>
    new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
  const readForm = async (form: FormData) => ({
    data: JSON.parse(String(form.get('data'))) as unknown,
    file: form.get('file') as File,
    text: await textOf(form.get('file') as File),
  });

  it('sends the fields as JSON in `data` and the file in `file`, no JSON content type, the usual headers', async () => {
    const network = stubNetwork(() => ({ status: 200, data: { responseCode: '00', currencies: [] } }));
    const client = createMethodClient({
      baseUrl: 'http://api.test',
      tokens: tokenSource('t1', 't2'),
      context,
    });
    const file = new File(['email,amount\na@b.co,1.00\n'], 'batch.csv', { type: 'text/csv' });
    await client.callWithFile('getCustomerInfo', {}, file);
    const sent = network.calls[0]!;
    expect(sent.url).toBe('http://api.test/api/v1/?method=getCustomerInfo');
    expect(sent.headers['content-type']).toBeUndefined();
    expect(sent.headers['x-client-version']).toBe('2.1.2');
    expect(sent.headers['authorization']).toBe('Bearer t1');
    expect(sent.headers['x-customer-id']).toBe('77');
    const form = await readForm(sent.body as FormData);
    expect(form.data).toEqual({ method: 'getCustomerInfo', fromCustomerId: 77 });
    expect(form.file.name).toBe('batch.csv');
    expect(form.text).toBe('email,amount\na@b.co,1.00\n');
  });

  it('a request field named method (a mass transfer’s) / sent as the request’s, the operation in the query', async () => {
    const network = stubNetwork(() => ({ status: 200, data: { responseCode: '00', currencies: [] } }));
    const client = createMethodClient({
      baseUrl: 'http://api.test',
      tokens: tokenSource('t1', 't2'),
      context,
    });
    await client.callWithFile('getCustomerInfo', { method: 'wire' } as never, new File(['x'], 'a.csv'));
    const sent = network.calls[0]!;
    expect(sent.url).toBe('http://api.test/api/v1/?method=getCustomerInfo');
    expect((await readForm(sent.body as FormData)).data).toEqual({ method: 'wire', fromCustomerId: 77 });
  });

  it('a Blob without a name goes as the name asked for', async () => {
    const network = stubNetwork(() => ({ status: 200, data: { responseCode: '00' } }));
    const client = createMethodClient({ baseUrl: 'http://api.test', tokens: tokenSource('t', 't'), context });
    await client.callWithFile('getCustomerInfo', {}, new Blob(['x']), { fileName: 'pasted.csv' });
    expect((await readForm(network.calls[0]!.body as FormData)).file.name).toBe('pasted.csv');
  });

  it('a refusal is an ApiError with the validation errors, on the popup unless turned off', async () => {
    stubNetwork(() => ({
      status: 200,
      data: {
        responseCode: 'TA1',
        responseDescription: 'Invalid parameters',
        validationErrors: ['file: is empty'],
      },
    }));
    const published = jest.spyOn(bus, 'publish');
    const client = createMethodClient({ baseUrl: 'http://api.test', tokens: tokenSource('t', 't'), context });
    await expect(
      client.callWithFile('getCustomerInfo', {}, new Blob([]), { popup: false }),
    ).rejects.toMatchObject({ code: 'TA1', message: 'file: is empty' });
    expect(published).not.toHaveBeenCalledWith('api.error', expect.anything());
    published.mockRestore();
  });

  it('an operation that takes no file is refused before anything is sent', async () => {
    const network = stubNetwork(() => ({ status: 200, data: { responseCode: '00' } }));
    const client = createMethodClient({ baseUrl: 'http://api.test', tokens: tokenSource('t', 't'), context });
    await expect(client.callWithFile('balanceInquiry', {}, new Blob(['x']))).rejects.toThrow(
      'balanceInquiry takes no file',
    );
    expect(network.calls).toHaveLength(0);
  });

  it('upload progress / goes by XMLHttpRequest, reports progress, refreshes on 401 and retries', async () => {
    const sent: { headers: Record<string, string>; body: unknown }[] = [];
    class FakeXhr {
      status = 0;
      responseText = '';
      timeout = 0;
      upload: { onprogress?: (event: ProgressEvent) => void } = {};
      onload?: () => void;
      onerror?: () => void;
      ontimeout?: () => void;
      private headers: Record<string, string> = {};
      open(method: string, url: string) {
        expect([method, url]).toEqual(['POST', 'http://api.test/api/v1/?method=getCustomerInfo']);
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name.toLowerCase()] = value;
      }
      send(body: unknown) {
        sent.push({ headers: this.headers, body });
        const fresh = this.headers['authorization'] === 'Bearer fresh';
        setTimeout(() => {
          this.upload.onprogress?.({ loaded: 5, total: 10, lengthComputable: true } as ProgressEvent);
          this.upload.onprogress?.({ loaded: 10, total: 10, lengthComputable: true } as ProgressEvent);
          this.status = fresh ? 200 : 401;
          this.responseText = JSON.stringify(
            fresh ? { responseCode: '00', total: '12.50' } : { responseCode: 'AU' },
          );
          this.onload?.();
        }, 1);
      }
    }
    (global as { XMLHttpRequest?: unknown }).XMLHttpRequest = FakeXhr;
    const tokens = tokenSource('stale', 'fresh');
    const client = createMethodClient({ baseUrl: 'http://api.test', tokens, context });
    const progress: number[] = [];
    const answer = await client.callWithFile('getCustomerInfo', {}, new File(['a'], 'a.csv'), {
      onUploadProgress: ({ loaded, total }) => progress.push(loaded / total),
    });

    expect(answer).toMatchObject({ responseCode: '00', total: '12.50' });
    expect(tokens.refreshes).toBe(1);
    expect(sent.map((call) => call.headers['authorization'])).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(sent[1]!.headers['content-type']).toBeUndefined();
    expect(sent[1]!.body).toBeInstanceOf(FormData);
    expect(progress).toEqual([0.5, 1, 0.5, 1]);
  });
});
