import type { Installment, Subscriber } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { bus } from '@portal/events/bus';
import { user$ } from '@portal/session/session';
import { testUser } from '@portal/session/testing';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import {
  callsOf,
  methodWith,
  renderMerchant,
  type MethodAnswers,
} from '../../../shared/testing/render-merchant';
import { SubscribersPage } from './subscribers-page';

jest.setTimeout(20_000);

const subscriber = (id: number, changes: Partial<Subscriber> = {}): Subscriber => ({
  subscriptionId: id,
  customerName: `Payer ${id}`,
  email: `payer${id}@demo.test`,
  planName: 'Coffee club',
  amount: '9.9',
  currencyCode: 'EUR',
  period: 'month',
  status: 'active',
  startedAt: '2026-01-01T10:00:00Z',
  nextPaymentAt: '2026-12-01T10:00:00Z',
  cancelledAt: null,
  ...changes,
});
/** 60 subscribers: two pages of 50 (spec 03 §9). */
const ALL = Array.from({ length: 60 }, (_, index) =>
  subscriber(
    index + 1,
    index === 1 ? { status: 'cancelled', cancelledAt: '2026-10-01T10:00:00Z', nextPaymentAt: null } : {},
  ),
);
const INSTALLMENT: Installment = {
  installmentId: 7,
  customerName: 'Ivy Instalment',
  email: 'ivy@demo.test',
  description: 'Espresso machine',
  total: '600',
  paid: '200',
  currencyCode: 'USD',
  count: 6,
  paidCount: 2,
  nextDueDate: '2026-12-15',
  status: 'active',
};

function server(answers: MethodAnswers = {}) {
  return methodWith({
    getSubscribers: (request) => {
      const size = request.pageSize as number;
      const number = request.pageNumber as number;
      return { subscribers: ALL.slice((number - 1) * size, number * size), totalCount: ALL.length };
    },
    getInstallments: () => ({ installments: [INSTALLMENT], totalCount: 1 }),
    ...answers,
  });
}

beforeEach(() => user$.next(testUser({ customerType: 1, customerId: 20821, accessRight: 2 })));
afterEach(() => user$.next(null));

describe('accounts/subscribers (spec 03 §3, §7 "Subscriber list (pageSize 50, pageNumber 1)", §9)', () => {
  it('the subscriptions / amount per period in minor units, status in words, paged by 50; the installments', async () => {
    const user = userEvent.setup();
    const method = server();
    renderMerchant(<SubscribersPage />, method);
    expect(screen.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeInTheDocument();
    expect(await screen.findByText('payer1@demo.test')).toBeInTheDocument();
    expect(screen.getAllByText('€9.90 per month')).toHaveLength(50);
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Cancel subscription: payer2@demo.test' }),
    ).not.toBeInTheDocument();
    expect(await screen.findByText('$200.00 of $600.00')).toBeInTheDocument();
    expect(screen.getByText('2 of 6')).toBeInTheDocument();
    expect(screen.getByText('Paying')).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Subscriber pages' });
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('payer51@demo.test')).toBeInTheDocument();
    expect(callsOf(method, 'getSubscribers')).toEqual([
      { pageSize: 50, pageNumber: 1 },
      { pageSize: 50, pageNumber: 2 },
    ]);
  });

  it('cancel / asked first, then cancelled and the list reloaded; a refusal / the response popup', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    const subscription = bus.on('api.error', ({ message }) => seen.push(message));
    let refuse = false;
    const method = server({
      cancelSubscription: () => {
        if (refuse) throw ApiError.fromBody({ responseCode: 'E3', responseDescription: 'Already cancelled' });
        return {};
      },
    });
    renderMerchant(<SubscribersPage />, method);
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription: payer3@demo.test' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel the subscription?' });
    expect(within(dialog).getByText(/Payer 3 will no longer be charged for Coffee club/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(callsOf(method, 'cancelSubscription')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel subscription: payer3@demo.test' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Cancel the subscription?' })).getByRole('button', {
        name: 'Cancel subscription',
      }),
    );
    expect(
      await screen.findByText('The subscription of payer3@demo.test was cancelled.'),
    ).toBeInTheDocument();
    expect(callsOf(method, 'cancelSubscription')).toEqual([{ subscriptionId: 3 }]);
    await waitFor(() => expect(callsOf(method, 'getSubscribers').length).toBeGreaterThan(1));

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Cancel subscription: payer4@demo.test' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Cancel the subscription?' })).getByRole('button', {
        name: 'Cancel subscription',
      }),
    );
    await waitFor(() => expect(seen).toEqual(['Already cancelled']));
    subscription.unsubscribe();
  });

  it('none / the empty states; a read-only user / no cancel offered', async () => {
    user$.next(testUser({ customerType: 1, customerId: 20821, accessRight: 1 }));
    renderMerchant(
      <SubscribersPage />,
      server({
        getSubscribers: () => ({ subscribers: [subscriber(1)], totalCount: 1 }),
        getInstallments: () => ({ installments: [], totalCount: 0 }),
      }),
    );
    expect(await screen.findByText('payer1@demo.test')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel the subscription/ })).not.toBeInTheDocument();
    expect(await screen.findByText('No installment plans')).toBeInTheDocument();
  });

  it('a failed list / its error state', async () => {
    renderMerchant(
      <SubscribersPage />,
      server({
        getSubscribers: () => {
          throw ApiError.noResponse();
        },
      }),
    );
    expect(await screen.findByText('Your subscribers could not be loaded.')).toBeInTheDocument();
  });
});
