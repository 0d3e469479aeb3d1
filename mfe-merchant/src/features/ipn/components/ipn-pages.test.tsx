import type { IpnMessage, IpnMessageDetail } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { bus } from '@portal/events/bus';
import { user$ } from '@portal/session/session';
import { testUser } from '@portal/session/testing';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import { callsOf, methodWith, renderMerchant } from '../../../shared/testing/render-merchant';
import { IpnHistoryPage } from './ipn-history-page';
import { IpnSettingsPage } from './ipn-settings-page';

jest.setTimeout(20_000);

const message = (id: number, changes: Partial<IpnMessage> = {}): IpnMessage => ({
  id,
  transactionId: 90000 + id,
  amount: '10.5',
  currencyCode: 'EUR',
  payerEmail: `payer${id}@demo.test`,
  notifyUrl: 'http://127.0.0.1:5000/hooks/ipn',
  status: 'sent',
  responseStatus: 200,
  attempts: 1,
  createdAt: '2026-11-20T10:00:00Z',
  confirmedAt: null,
  ...changes,
});

/** 40 messages: page 1 holds 25, page 2 holds 15 (spec 03 §9). */
const ALL = Array.from({ length: 40 }, (_, index) => message(index + 1));
const page = (request: Record<string, unknown>) => {
  const size = request.pageSize as number;
  const number = request.pageNumber as number;
  return { messages: ALL.slice((number - 1) * size, number * size), totalCount: ALL.length };
};

function popups() {
  const seen: string[] = [];
  const subscription = bus.on('api.error', ({ message: text }) => seen.push(text));
  return { seen, stop: () => subscription.unsubscribe() };
}

beforeEach(() => user$.next(testUser({ customerType: 1, customerId: 20821, accessRight: 2 })));
afterEach(() => user$.next(null));

describe('ipn/history (spec 03 §7 "IPN message list (pageSize 25), get, confirm", §9 further-page rule)', () => {
  it('page 1 of 40 / 25 rows, a next page offered; page 2 / asked with pageNumber 2, no further page', async () => {
    const user = userEvent.setup();
    const method = methodWith({ getIpnMessages: page });
    renderMerchant(<IpnHistoryPage />, method);
    expect(screen.getByRole('heading', { level: 1, name: 'IPN history' })).toBeInTheDocument();
    expect(await screen.findByText('payer1@demo.test')).toBeInTheDocument();
    expect(screen.getAllByText('€10.50')).toHaveLength(25);
    expect(screen.getAllByText('Sent')).toHaveLength(25);
    const pages = screen.getByRole('navigation', { name: 'Notification pages' });
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('payer26@demo.test')).toBeInTheDocument();
    expect(within(pages).getByText('Page 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(callsOf(method, 'getIpnMessages')).toEqual([
      { pageSize: 25, pageNumber: 1 },
      { pageSize: 25, pageNumber: 2 },
    ]);
  });

  it('exactly 25 messages / a further (empty) page is still offered, as the rule says; none / the empty state', async () => {
    const { unmount } = renderMerchant(
      <IpnHistoryPage />,
      methodWith({ getIpnMessages: () => ({ messages: ALL.slice(0, 25), totalCount: 25 }) }),
    );
    expect(await screen.findByRole('button', { name: 'Next page' })).toBeEnabled();
    unmount();
    renderMerchant(
      <IpnHistoryPage />,
      methodWith({ getIpnMessages: () => ({ messages: [], totalCount: 0 }) }),
    );
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Notification pages' })).not.toBeInTheDocument();
  });

  it('a message / its body and answer; confirmed; a refused confirm / the response popup', async () => {
    const user = userEvent.setup();
    const watch = popups();
    const detail = (changes: Partial<IpnMessageDetail> = {}): IpnMessageDetail => ({
      ...message(3),
      body: 'txn_id=90003&amount=10.50&currency=EUR',
      responseBody: 'OK',
      ...changes,
    });
    let confirmed = false;
    let refuse = false;
    const method = methodWith({
      getIpnMessages: page,
      getIpnMessage: () =>
        detail(confirmed ? { status: 'confirmed', confirmedAt: '2026-11-21T10:00:00Z' } : {}),
      confirmIpnMessage: () => {
        if (refuse) throw ApiError.fromBody({ responseCode: 'E2', responseDescription: 'Already confirmed' });
        confirmed = true;
        return detail({ status: 'confirmed' });
      },
    });
    renderMerchant(<IpnHistoryPage />, method);
    await user.click(await screen.findByRole('button', { name: 'View notification 3' }));
    const dialog = screen.getByRole('dialog', { name: 'Notification 3' });
    expect(await within(dialog).findByRole('region', { name: 'Message sent' })).toHaveTextContent(
      'txn_id=90003&amount=10.50&currency=EUR',
    );
    expect(within(dialog).getByRole('region', { name: 'Answer received' })).toHaveTextContent('OK');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('The notification is confirmed.')).toBeInTheDocument();
    expect(callsOf(method, 'confirmIpnMessage')).toEqual([{ id: 3 }]);
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument(),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    confirmed = false;
    refuse = true;
    await user.click(screen.getByRole('button', { name: 'View notification 4' }));
    const other = screen.getByRole('dialog', { name: 'Notification 4' });
    await user.click(await within(other).findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(watch.seen).toEqual(['Already confirmed']));
    watch.stop();
  });

  it('a failed list / the error state', async () => {
    renderMerchant(
      <IpnHistoryPage />,
      methodWith({
        getIpnMessages: () => {
          throw ApiError.noResponse();
        },
      }),
    );
    expect(await screen.findByText('The notifications could not be loaded.')).toBeInTheDocument();
  });
});

describe('ipn/settings (spec 03 §3 "IPN settings ... (defaults 1 and 1)", §7)', () => {
  it('settings without statuses / the defaults 1 and 1; IPN on without a URL / refused and focused', async () => {
    const user = userEvent.setup();
    const method = methodWith({
      getIpnSettings: () => ({ notifyUrl: '', hasSecretKey: false }),
      updateIpnSettings: (request) => ({ ...request, hasSecretKey: false }),
    });
    renderMerchant(<IpnSettingsPage />, method);
    expect(screen.getByRole('heading', { level: 1, name: 'IPN settings' })).toBeInTheDocument();
    const ipn = await screen.findByRole('group', { name: 'IPN' });
    expect(within(ipn).getByRole('radio', { name: 'On' })).toBeChecked();
    const statuses = screen.getByRole('group', { name: 'Notify of status changes' });
    expect(within(statuses).getByRole('radio', { name: 'On' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Notify address: Enter the notify address, or turn IPN off'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Notify address/)).toHaveFocus());
    await user.type(screen.getByLabelText(/^Notify address/), 'ftp://shop.example/ipn');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Notify address: Enter an address starting with http:// or https://'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Notify address/));
    await user.type(screen.getByLabelText(/^Notify address/), 'https://me:pw@shop.example/ipn');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Notify address: Leave the user name and password out of the address'),
    ).toBeInTheDocument();
    expect(callsOf(method, 'updateIpnSettings')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Notify address/));
    await user.type(screen.getByLabelText(/^Notify address/), '  https://shop.example/ipn ');
    await user.click(within(statuses).getByRole('radio', { name: 'Off' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your IPN settings were saved.')).toBeInTheDocument();
    expect(callsOf(method, 'updateIpnSettings')).toEqual([
      { notifyUrl: 'https://shop.example/ipn', notifyStatusId: 0, statusId: 1 },
    ]);
  });

  it('a new secret key / shown once; a refused save / the response popup', async () => {
    const user = userEvent.setup();
    const watch = popups();
    const method = methodWith({
      getIpnSettings: () => ({
        notifyUrl: 'https://shop.example/ipn',
        notifyStatusId: 1,
        statusId: 1,
        hasSecretKey: false,
      }),
      updateIpnSettings: () => {
        throw ApiError.fromBody({
          responseCode: 'TA1',
          responseDescription: 'Invalid parameters',
          validationErrors: ['notifyUrl: the address is not allowed'],
        });
      },
      newIpnSecretKey: () => ({ secretKey: 'ipn_secret_abc' }),
    });
    renderMerchant(<IpnSettingsPage />, method);
    await user.click(await screen.findByRole('button', { name: 'New secret key' }));
    expect(await screen.findByTestId('secret-once')).toHaveTextContent('ipn_secret_abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(watch.seen).toEqual(['notifyUrl: the address is not allowed']));
    watch.stop();
  });
});
