import { act, screen, waitFor } from '@portal/testing/render';
import { areaQueryClient } from '@portal/remote/query';
import { user$ } from '@portal/session/session';
import { representative, testUser } from '@portal/session/testing';
import { methodServer, renderPage, testServices } from '../features/balances/testing/render';
import { ACCOUNTS_ROUTES, AccountsApp } from './accounts-app';

afterEach(() => act(() => user$.next(null)));

const preload = (path: string, method: ReturnType<typeof methodServer>) =>
  ACCOUNTS_ROUTES.find((route) => route.path === path)!.page.preload(testServices({ method }));

describe('AccountsApp and the access policy (issue 22)', () => {
  it.each([
    ['/history', 'Transaction history'],
    ['/statements', 'Statements'],
    ['/history/batch-transfers', 'Batch transfers'],
  ])('representative at %s / the page says it is outside the access; nothing asked', async (path, title) => {
    act(() => user$.next(representative));
    const method = methodServer({});
    renderPage(<AccountsApp />, { path, method });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Not part of your access' })).toBeInTheDocument();
    expect(method.call).not.toHaveBeenCalled();
  });

  it('read only / receive links are outside the access', async () => {
    act(() => user$.next(testUser({ customerType: 1, businessName: 'Acme', accessRight: 1 })));
    const method = methodServer({});
    renderPage(<AccountsApp />, { path: '/receive', method });
    expect(await screen.findByRole('heading', { level: 1, name: 'Receive money' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Not part of your access' })).toBeInTheDocument();
    expect(method.call).not.toHaveBeenCalled();
  });

  it('representative / preloading history or home on intent never asks for balances', async () => {
    act(() => user$.next(representative));
    const method = methodServer({
      getPaymentInstructions: () => ({ instructions: { instruction: [] } }),
      getAnnouncements: () => ({ announcements: { announcement: [] }, total: 0 }),
    });
    await preload('/history', method);
    await preload('/home', method);
    expect(method.call.mock.calls.map(([name]) => name).sort()).toEqual([
      'getAnnouncements',
      'getPaymentInstructions',
    ]);
  });

  it('full access / preloading history asks for the balances with the code', async () => {
    act(() => user$.next(testUser()));
    const method = methodServer({ balanceInquiry: () => ({ accounts: { account: [] } }) });
    await preload('/history', method);
    expect(method.call.mock.calls.map(([name]) => name)).toEqual(['balanceInquiry']);
  });

  it('full access / preloading home asks for the balances alone, the badge and the dialog once they are in', async () => {
    act(() => user$.next(testUser()));
    areaQueryClient.clear(); // the history test before this one left the balances fresh
    let answerBalances: (answer: unknown) => void = () => {};
    const method = methodServer({
      balanceInquiry: () => new Promise((resolve) => (answerBalances = resolve)),
      getPaymentInstructions: () => ({ instructions: { instruction: [] } }),
      getAnnouncements: () => ({ announcements: { announcement: [] }, total: 0 }),
    });
    const names = () => method.call.mock.calls.map(([name]) => name);
    const loading = preload('/home', method);
    await waitFor(() => expect(names()).toContain('balanceInquiry'));
    expect(names()).toEqual(['balanceInquiry']);
    answerBalances({ accounts: { account: [] } });
    await loading;
    expect(names()[0]).toBe('balanceInquiry');
    expect(names().slice(1).sort()).toEqual(['getAnnouncements', 'getPaymentInstructions']);
  });
});
