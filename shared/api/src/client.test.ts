import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import axios, { AxiosError } from 'axios';
import { createMethodClient, methodBody, singleFlight, type TokenSource } from './client';
import { bus } from '@portal/events/bus';
import { ApiError } from './errors';

type Reply = { status: number; data: unknown };

/** Network stub: the adapter answers from a function of the request (unit tests only). */
function stubNetwork(
  answer: (config: InternalAxiosRequestConfig) => Reply,
): jest.SpiedFunction<AxiosAdapter> & { calls: InternalAxiosRequestConfig[] } {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const { status, data } = answer(config);
    const response = { status, data, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 400) throw new AxiosError('failed', String(status), config, {}, response);
    return response;
  };
  axios.defaults.adapter = adapter;
  return Object.assign(jest.fn(adapter), { calls }) as never;
}

const context = { language: () => 'es', actingCustomerId: () => 77, isBusiness: () => true };

function tokenSource(
  initial: string,
  refreshTo: string,
  expiresAt?: number,
): TokenSource & { refreshes: number } {
  let token = initial;
  const source = {
    refreshes: 0,
    accessToken: () => token,
    expiresAt: () => expiresAt,
    refresh: singleFlight(async () => {
      source.refreshes += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      token = refreshTo;
      return token;
    }),
  };
  return source;
}

afterEach(() => {
  axios.defaults.adapter = undefined;
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
});

describe('createMethodClient', () => {
  it('success envelope / returns the converted answer with auth and version headers', async () => {
    const network = stubNetwork(() => ({
      status: 200,
      data: { responseCode: '00', accounts: { account: [{ accountId: '5', balance: '1.50' }] } },
    }));
    const client = createMethodClient({
      baseUrl: 'http://api.test/',
      tokens: tokenSource('t1', 't2'),
      context,
    });
    const answer = await client.call('balanceInquiry', {});
    expect(answer.accounts.account).toEqual([{ accountId: 5, balance: '1.50' }]);
    const sent = network.calls[0]!;
    expect(sent.url).toBe('');
    expect(sent.baseURL).toBe('http://api.test/api/v1/');
    expect(sent.params).toEqual({ method: 'balanceInquiry' });
    expect(sent.headers.get('Authorization')).toBe('Bearer t1');
    expect(sent.headers.get('X-Client-Version')).toBe('2.1.2');
    expect(sent.headers.get('X-Customer-Id')).toBe('77');
  });

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
    expect(network.calls[0]!.headers.get('Authorization')).toBeUndefined();
  });

  it('parallel 401s / one shared refresh, then each call retried once with the new token', async () => {
    const network = stubNetwork((config) =>
      config.headers.get('Authorization') === 'Bearer fresh'
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
    expect(network.calls[0]!.headers.get('Authorization')).toBe('Bearer new');
  });

  it('failed refresh / the call rejects and is not retried', async () => {
    const network = stubNetwork(() => ({ status: 401, data: { responseCode: 'AU' } }));
    const tokens: TokenSource = {
      accessToken: () => 'x',
      expiresAt: () => undefined,
      refresh: () => Promise.reject(new Error('refresh failed')),
    };
    const client = createMethodClient({ baseUrl: 'http://api.test', tokens, context });
    await expect(client.call('balanceInquiry', {})).rejects.toBeInstanceOf(ApiError);
    expect(network.calls).toHaveLength(1);
  });

  it('HTTP 500 / Server is not available', async () => {
    stubNetwork(() => ({ status: 500, data: 'boom' }));
    const client = createMethodClient({ baseUrl: 'http://api.test', tokens: tokenSource('t', 't'), context });
    await expect(client.call('balanceInquiry', {})).rejects.toMatchObject({
      message: 'Server is not available',
    });
  });
});
