import type { createMethodClient } from '@portal/api/client';
import { stubMethodClient } from '@portal/testing/clients';
import { startCodeArrival } from './code-arrival';

const TOKENS = { accessToken: 'h.eyJleHAiOjQxMDI0NDQ4MDB9.s', refreshToken: 'r1', expiresIn: 3600 };
const INFO = { responseCode: '00', firstName: 'Dora' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function arrive({ infoAhead = true, token = jest.fn().mockResolvedValue(TOKENS) } = {}) {
  const method = stubMethodClient(jest.fn().mockResolvedValue(INFO));
  const methodClient = jest.fn(() => method) as unknown as typeof createMethodClient;
  const arrival = startCodeArrival({
    auth: { token },
    apiBase: 'http://api.test',
    code: 'c1',
    codeVerifier: 'v1',
    language: () => 'en',
    infoAhead,
    methodClient,
  });
  return { arrival, token, method, methodClient };
}

describe('a code arrival (issue 28 item 3)', () => {
  it('the code / exchanged at once; its answer taken once, for that code only', async () => {
    const { arrival, token } = arrive();
    expect(token).toHaveBeenCalledWith({ code: 'c1', codeVerifier: 'v1' });
    expect(arrival.takeExchange('other')).toBeUndefined();
    expect(arrival.takeExchange('c1')).toBeUndefined();

    const again = arrive().arrival;
    await expect(again.takeExchange('c1')).resolves.toEqual(TOKENS);
    expect(again.takeExchange('c1')).toBeUndefined();
  });

  it('the tokens in / customer info asked with the new access token, taken once for that session', async () => {
    const { arrival, method, methodClient } = arrive();
    await flush();
    expect(method.call).toHaveBeenCalledWith('getCustomerInfo', {}, { popup: false });
    const options = jest.mocked(methodClient).mock.calls[0]![0];
    expect(options.tokens.accessToken()).toBe(TOKENS.accessToken);
    expect(options.context.actingCustomerId()).toBeUndefined();

    expect(arrival.takeCustomerInfo('another session')).toBeUndefined();
    const { arrival: second } = arrive();
    await flush();
    await expect(second.takeCustomerInfo(TOKENS.accessToken)).resolves.toEqual(INFO);
    expect(second.takeCustomerInfo(TOKENS.accessToken)).toBeUndefined();
  });

  it('a customer to act for, or a failed exchange / no customer info asked ahead', async () => {
    const acting = arrive({ infoAhead: false });
    const failed = arrive({ token: jest.fn().mockRejectedValue(new Error('bad code')) });
    await flush();
    expect(acting.method.call).not.toHaveBeenCalled();
    expect(failed.method.call).not.toHaveBeenCalled();
    expect(failed.arrival.takeCustomerInfo(TOKENS.accessToken)).toBeUndefined();
    await expect(failed.arrival.takeExchange('c1')).rejects.toThrow('bad code');
  });
});
