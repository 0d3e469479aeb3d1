import { bus } from '@portal/events/bus';
import { createContractClient } from './contract-service';
import { ApiError } from './errors';
import { stubNetwork, stubSession as session } from './testing/stub-network';

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
