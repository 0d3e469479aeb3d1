import { bus } from '@portal/events/bus';
import type { TokenSource } from './client';
import { createContractClient } from './contract-service';
import { ApiError } from './errors';

type Reply = { status: number; data?: unknown };
interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

function stubNetwork(answer: (request: Sent) => Reply): Sent[] {
  const calls: Sent[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: Sent = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: Object.fromEntries(
        Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
      ),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(request);
    const { status, data } = answer(request);
    const text = data === undefined ? '' : JSON.stringify(data);
    return { status, ok: status >= 200 && status < 300, text: async () => text } as Response;
  }) as typeof fetch;
  return calls;
}

const session: TokenSource = {
  accessToken: () => 'session-token',
  expiresAt: () => Date.now() + 600_000,
  refresh: async () => 'session-token',
  refused: () => undefined,
};

const client = (business = true) =>
  createContractClient({
    apiBaseUrl: 'http://api.test/',
    tokens: session,
    context: { actingCustomerId: () => 77, isBusiness: () => business },
  });

describe('the contract service client (spec 03 §7)', () => {
  it('lists under the service base with page size 1000, the session and the customer-id header', async () => {
    const calls = stubNetwork(() => ({ status: 200, data: { data: [], meta: {} } }));
    await client().list({ statuses: 'ACTIVE,TERMINATING', orderBy: 'COMPANY_NAME', orderDir: 'ASC' });
    expect(calls[0]!.url).toBe(
      'http://api.test/contract-service/contract?page=1&pageSize=1000&statuses=ACTIVE,TERMINATING&orderBy=COMPANY_NAME&orderDir=ASC',
    );
    expect(calls[0]!.headers.authorization).toBe('Bearer session-token');
    expect(calls[0]!.headers['x-customer-id']).toBe('77');
  });

  it('a personal user sends no customer-id header; actions post to their paths', async () => {
    const calls = stubNetwork(() => ({ status: 200, data: {} }));
    await client(false).terminate(5, { note: 'done' });
    expect(calls[0]!).toMatchObject({
      url: 'http://api.test/contract-service/contract/5/terminate',
      method: 'POST',
      body: { note: 'done' },
    });
    expect(calls[0]!.headers['x-customer-id']).toBeUndefined();
    await client().create({
      companyId: 1,
      senderId: 2,
      beneficiaryId: 3,
      senderObligations: ['a'],
      beneficiaryObligations: ['b'],
      activeFrom: '2030-01-01',
      percentage: '12.5',
    });
    expect(calls[1]!).toMatchObject({ url: 'http://api.test/contract-service/contract', method: 'PUT' });
    expect(calls[1]!.headers['x-customer-id']).toBe('77');
  });

  it('a refusal (403 with a message) becomes the popup, unless the call says not to (spec 03 §8)', async () => {
    stubNetwork(() => ({ status: 403, data: { message: 'A cancelled contract cannot be signed' } }));
    const shown: string[] = [];
    const sub = bus.on('api.error', (error) => shown.push(error.message));
    await expect(client().signUrl(9)).rejects.toBeInstanceOf(ApiError);
    expect(shown).toEqual(['A cancelled contract cannot be signed']);
    await expect(client().get(9, { popup: false })).rejects.toMatchObject({ status: 403 });
    expect(shown).toHaveLength(1);
    sub.unsubscribe();
  });
});
