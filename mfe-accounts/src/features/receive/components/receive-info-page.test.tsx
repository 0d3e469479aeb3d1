import { ApiError } from '@portal/api/errors';
import type { ReceiveInfo } from '@portal/api/catalogue';
import { screen, userEvent, within } from '@portal/testing/render';
import { callsOf, methodServer, renderPage } from '../../balances/testing/render';
import { ReceiveInfoPage } from './receive-info-page';

const info: ReceiveInfo = {
  id: 'r-abc',
  payeeName: 'Anna Simple',
  currencyCode: 'EUR',
  amount: '25.50',
  note: 'Concert tickets',
  p2pEmail: 'anna.simple@demo.test',
  bankAccountNumber: 'LT12 1000 0111 0100 1000',
  bankName: 'Demo Bank',
  swift: 'DEMOLT2X',
  reference: 'RCV-r-abc',
  created: '2024-03-05T10:00:00Z',
};

const notFound = () => ApiError.fromBody({ responseCode: 'NF', responseDescription: 'Not found' }, 200);

describe('ReceiveInfoPage (public)', () => {
  it('known link / payee, amount, note, the p2p e-mail and bank details with copy buttons', async () => {
    const method = methodServer({ getReceiveInfo: () => info });
    renderPage(<ReceiveInfoPage />, { method, path: '/receive/r-abc', route: '/receive/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay Anna Simple' })).toBeInTheDocument();
    expect(screen.getByText('€25.50')).toBeInTheDocument();
    expect(screen.getByText('Concert tickets')).toBeInTheDocument();
    expect(screen.getByText('anna.simple@demo.test')).toBeInTheDocument();
    const bank = screen.getByRole('region', { name: 'Pay by bank transfer' });
    expect(within(bank).getByText('LT12 1000 0111 0100 1000')).toBeInTheDocument();
    expect(within(bank).getByText('RCV-r-abc')).toBeInTheDocument();
    const ui = userEvent.setup();
    await ui.click(within(bank).getByRole('button', { name: 'Copy Bank account number' }));
    expect(await navigator.clipboard.readText()).toBe('LT12 1000 0111 0100 1000');
    expect(screen.getByRole('button', { name: 'Copy the e-mail address' })).toBeInTheDocument();
    expect(callsOf(method, 'getReceiveInfo')).toEqual([[{ id: 'r-abc' }, { popup: false }]]);
    // Public: nothing of a signed-in customer is read.
    expect(callsOf(method, 'balanceInquiry')).toHaveLength(0);
  });

  it('no amount / any amount in the currency', async () => {
    const method = methodServer({ getReceiveInfo: () => ({ ...info, amount: undefined, note: undefined }) });
    renderPage(<ReceiveInfoPage />, { method, path: '/receive/r-abc', route: '/receive/:id' });
    expect(await screen.findByText('Any amount in EUR')).toBeInTheDocument();
  });

  it('unknown link / a friendly not-found state, asked once', async () => {
    const method = methodServer({
      getReceiveInfo: () => {
        throw notFound();
      },
    });
    renderPage(<ReceiveInfoPage />, { method, path: '/receive/nope', route: '/receive/:id' });
    expect(await screen.findByText('This payment link does not exist')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(callsOf(method, 'getReceiveInfo')).toHaveLength(1);
  });

  it('network failure / tried once more, then an error with a retry', async () => {
    let fail = true;
    const method = methodServer({
      getReceiveInfo: () => {
        if (fail) throw ApiError.network();
        return info;
      },
    });
    renderPage(<ReceiveInfoPage />, { method, path: '/receive/r-abc', route: '/receive/:id' });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this payment request');
    expect(callsOf(method, 'getReceiveInfo')).toHaveLength(2);
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay Anna Simple' })).toBeInTheDocument();
  });
});
