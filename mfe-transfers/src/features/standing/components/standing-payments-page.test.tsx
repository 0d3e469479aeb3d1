import { act } from 'react';
import { PERMISSION_FLAGS, type StandingPayment } from '@portal/api/catalogue';
import { bus } from '@portal/events/bus';
import { user$, type UserState } from '@portal/session/session';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import { callsOf, methodWith, renderTransfers } from '../../../shared/testing/render-transfers';
import { StandingPaymentsPage } from './standing-payments-page';

const STAN: UserState = {
  firstName: 'Stan',
  lastName: 'Stendahl',
  login: 'stan.standing@demo.test',
  customerId: 20940,
  customerType: 0,
  residenceCountryCode: 'DE',
  isAdmin: false,
  limited: false,
  verified: true,
  twoStepVerificationMode: 'none',
  approvalCodeMode: 'none',
  isNeedKyc: false,
  isNeedPersonalInfoUpdate: false,
  isHaveRelatedAccounts: false,
  useOldWeb: false,
  permissions: Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, false])) as UserState['permissions'],
  isSubAccount: false,
  accessRight: 2,
  isRepresentative: false,
  supportActing: false,
  isStrictMode: false,
  isConverted: false,
  businessRepresentativeId: null,
  businessRepresentativePositionIds: [],
};

const payment = (overrides: Partial<StandingPayment> = {}): StandingPayment => ({
  id: 5001,
  type: 'betweenAccounts',
  amount: '25',
  currencyCode: 'EUR',
  fromAccount: 100940,
  toAccount: 100941,
  beneficiaryEmail: 'stan.standing@demo.test',
  frequency: 'weekly',
  startDate: '2030-01-01',
  transactions: 3,
  executed: 1,
  remaining: 2,
  nextExecution: '2030-01-08',
  status: 'active',
  userCancel: true,
  ...overrides,
});

describe('StandingPaymentsPage', () => {
  beforeEach(() => act(() => user$.next(STAN)));
  afterEach(() => act(() => user$.next(null)));

  it('reads the filter from the URL, shows next payment and payments left, applies a new filter', async () => {
    const method = methodWith({
      getStandingPayments: () => ({
        subscriptions: [
          payment(),
          payment({
            id: 5002,
            amount: '40',
            remaining: undefined,
            transactions: undefined,
            endDate: '2030-06-30',
            lastRun: { dueDate: '2030-01-08', status: 'skipped', reason: 'Insufficient funds' },
          }),
        ],
      }),
    });
    renderTransfers(
      <StandingPaymentsPage />,
      method,
      '/transfer/preapproved-payments?fromAmount=10&type=p2p',
    );
    const [first] = (await screen.findAllByRole('row')).filter((row) => row.textContent?.includes('€25.00'));
    if (!first) throw new Error('no row of €25.00');
    expect(within(first).getByText('€25.00')).toBeInTheDocument();
    expect(within(first).getByText('Jan 8, 2030')).toBeInTheDocument();
    expect(within(first).getByText('2 payments')).toBeInTheDocument();
    expect(screen.getByText('until Jun 30, 2030')).toBeInTheDocument();
    expect(screen.getByText('Skipped on Jan 8, 2030: Insufficient funds')).toBeInTheDocument();
    expect(callsOf(method, 'getStandingPayments')[0]).toEqual({ fromAmount: '10', type: 'p2p' });
    expect(screen.getByLabelText('Amount from')).toHaveValue('10');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount to'), '5');
    await user.click(screen.getByRole('button', { name: 'Apply filter' }));
    expect(screen.getByText('Must not be less than the amount from.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount to'));
    await user.type(screen.getByLabelText('Beneficiary e-mail'), 'stan');
    await user.click(screen.getByRole('button', { name: 'Apply filter' }));
    await waitFor(() =>
      expect(callsOf(method, 'getStandingPayments')).toContainEqual({
        beneficiaryEmail: 'stan',
        fromAmount: '10',
        type: 'p2p',
      }),
    );
  });

  it('cancels after a confirmation and reloads the list; a refusal is left to the shell’s popup', async () => {
    let cancelled = false;
    let refuse = false;
    const method = methodWith({
      getStandingPayments: () => ({
        subscriptions: [payment(cancelled ? { status: 'cancelled', nextExecution: undefined } : {})],
      }),
      cancelStandingPayment: () => {
        if (refuse) throw new Error('This standing payment has already ended');
        cancelled = true;
        return {};
      },
      balanceInquiry: () => ({ accounts: { account: [] } }),
    });
    renderTransfers(<StandingPaymentsPage />, method, '/transfer/preapproved-payments');
    const user = userEvent.setup();

    refuse = true;
    await user.click(await screen.findByRole('button', { name: /^Cancel the standing payment of €25.00/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this standing payment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The client's default: a failure goes to the shell's response popup (spec 02 §4), so no `popup: false`.
    expect(method.call.mock.calls.find(([name]) => name === 'cancelStandingPayment')?.[2]).toBeUndefined();
    expect(screen.queryByText(/was cancelled/)).not.toBeInTheDocument();

    refuse = false;
    await user.click(screen.getByRole('button', { name: /^Cancel the standing payment of €25.00/ }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel this standing payment?' });
    expect(dialog).toHaveTextContent(
      'The Weekly payment of €25.00 from account 100940 to account 100941 stops.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel payment' }));
    expect(
      await screen.findByText('The standing payment was cancelled. No more payments will be made.'),
    ).toBeInTheDocument();
    expect(callsOf(method, 'cancelStandingPayment')).toEqual([{ id: 5001 }, { id: 5001 }]);
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel the standing payment/ })).not.toBeInTheDocument();
  });

  it('a payment made meanwhile (live transaction) reloads the list', async () => {
    let runs = 1;
    const method = methodWith({
      getStandingPayments: () => ({ subscriptions: [payment({ executed: runs, remaining: 3 - runs })] }),
    });
    renderTransfers(<StandingPaymentsPage />, method, '/transfer/preapproved-payments');
    expect(await screen.findByText('2 payments')).toBeInTheDocument();
    runs = 2;
    act(() => bus.publish('live.transaction', { accountId: 100940, transactionId: 77, status: 'completed' }));
    expect(await screen.findByText('1 payment')).toBeInTheDocument();
  });

  it('empty: the way to set one up, no filter to fill', async () => {
    const method = methodWith({ getStandingPayments: () => ({ subscriptions: [] }) });
    renderTransfers(<StandingPaymentsPage />, method, '/transfer/preapproved-payments');
    expect(await screen.findByRole('heading', { name: 'No standing payments yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up a standing payment' })).toHaveAttribute(
      'href',
      '/transfer/account',
    );
    expect(screen.queryByLabelText('Amount from')).not.toBeInTheDocument();
  });

  it('filtered to nothing: the filtered empty state, and clearing the filter asks again', async () => {
    const method = methodWith({ getStandingPayments: () => ({ subscriptions: [] }) });
    renderTransfers(<StandingPaymentsPage />, method, '/transfer/preapproved-payments?fromAmount=100');
    expect(
      await screen.findByRole('heading', { name: 'No standing payments match the filter' }),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByRole('heading', { name: 'No standing payments yet' })).toBeInTheDocument();
    expect(callsOf(method, 'getStandingPayments')).toEqual([{ fromAmount: '100' }, {}]);
  });
});
