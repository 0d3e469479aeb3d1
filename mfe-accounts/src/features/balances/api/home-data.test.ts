import { QueryClient } from '@tanstack/react-query';
import { callsOf, methodServer, testAccount } from '../testing/render';
import { prefetchHomeFollowUps } from './home-data';

const eur = testAccount({ accountId: 5, type: 1001, currencyCode: 'EUR', balance: '1520.50' });
const usd = testAccount({ accountId: 6, type: 1001, currencyCode: 'USD', balance: '10.00' });
const closed = testAccount({ accountId: 3, type: 11, currencyCode: 'GBP', balance: '0.00' });

const server = () =>
  methodServer({
    getDefaultExchangeRates: () => ({ rates: { rate: [] } }),
    getBalanceHistory: () => ({ accounts: [] }),
    getTransactionHistory: () => ({ transactions: { transaction: [] } }),
    getCurrencies: () => ({ dictionary: { currency: [{ code: 'EUR', name: 'Euro', minorUnits: 2 }] } }),
  });

describe('prefetchHomeFollowUps (issue 28 item 3: what the balances name, asked for as they arrive)', () => {
  it('accounts / the rates, the trends and the recent activity of the live accounts, at once, as the parts read them', async () => {
    const method = server();
    const queryClient = new QueryClient();
    const done = prefetchHomeFollowUps(queryClient, method, undefined, [eur, usd, closed]);
    // All asked for before any answer: one wave.
    expect(method.call.mock.calls.map(([name]) => name).sort()).toEqual([
      'getBalanceHistory',
      'getDefaultExchangeRates',
      'getTransactionHistory',
      'getTransactionHistory',
    ]);
    await done;
    expect(callsOf(method, 'getTransactionHistory').map(([request]) => request.accountId)).toEqual([5, 6]);
    expect(queryClient.getQueryData(['recentActivity', 'self', [5, 6]])).toEqual([]);
    expect(queryClient.getQueryData(['getDefaultExchangeRates', 'self'])).toEqual([]);
    expect(queryClient.getQueryData(['getBalanceHistory', 'self'])).toEqual(new Map());
  });

  it('a user who may add a currency / the dialog’s currencies in the same wave, in the page’s language', async () => {
    const method = server();
    const queryClient = new QueryClient();
    await prefetchHomeFollowUps(queryClient, method, 44, [eur], 'ro');
    expect(callsOf(method, 'getCurrencies')).toHaveLength(1);
    expect(queryClient.getQueryData(['getCurrencies', 'ro'])).toEqual([
      { code: 'EUR', name: 'Euro', minorUnits: 2 },
    ]);
    expect(queryClient.getQueryData(['getDefaultExchangeRates', 44])).toEqual([]);
  });

  it('no accounts / nothing asked', async () => {
    const method = server();
    await prefetchHomeFollowUps(new QueryClient(), method, undefined, []);
    expect(method.call).not.toHaveBeenCalled();
  });
});
