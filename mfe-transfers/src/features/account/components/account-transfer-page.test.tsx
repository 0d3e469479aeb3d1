import { ApiError } from '@portal/api/errors';
import { act } from 'react';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import {
  balances,
  callsOf,
  methodWith,
  paymentAccount,
  renderTransfers,
} from '../../../shared/testing/render-transfers';
import { AccountTransferPage } from './account-transfer-page';

const eur = paymentAccount({ accountId: 11, currencyCode: 'EUR', balance: '5000.00' });
const eur2 = paymentAccount({ accountId: 12, currencyCode: 'EUR', balance: '10.00' });
const usd = paymentAccount({ accountId: 21, currencyCode: 'USD', balance: '3000.00' });

function services(overrides: Parameters<typeof methodWith>[0] = {}) {
  return methodWith({
    balanceInquiry: () => balances(eur, eur2, usd),
    getExchangeRate: () => ({ exchangeRate: '1.1' }),
    getMaxAmount: () => ({ maxAmount: '4975.12', minAmount: '0.01', currencyCode: 'EUR' }),
    getCustomerLimits: () => ({
      limits: [{ period: 'day', currencyCode: 'EUR', max: '10000', used: '1000', remaining: '9000' }],
    }),
    getBetweenAccountsFee: (request) => ({
      fee: request.toAccountId === usd.accountId ? '0.5' : '0',
      toAmount: request.toAccountId === usd.accountId ? '110' : String(request.amount),
      exchangeRate: request.toAccountId === usd.accountId ? '1.1' : '1',
    }),
    transferBetweenAccounts: () => ({
      transactionId: 700,
      fee: '0.5',
      toAmount: '110',
      exchangeRate: '1.1',
      link: '/history?accountId=11',
    }),
    ...overrides,
  });
}

async function choose(label: string, accountId: number) {
  await userEvent
    .setup()
    .selectOptions(await screen.findByLabelText(label, { exact: false }), String(accountId));
}

describe('AccountTransferPage', () => {
  it('only the source chosen / no fee, max-amount or limits call (spec 02 §5)', async () => {
    const method = services();
    renderTransfers(<AccountTransferPage />, method);
    await choose('From account', eur.accountId);
    await userEvent.setup().type(screen.getByLabelText('Amount', { exact: false }), '100');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(callsOf(method, 'getBetweenAccountsFee')).toEqual([]);
    expect(callsOf(method, 'getMaxAmount')).toEqual([]);
    expect(callsOf(method, 'getCustomerLimits')).toEqual([]);
    expect(callsOf(method, 'getExchangeRate')).toEqual([]);
  });

  it('same currency / no exchange-rate call, fee quoted once both accounts and an amount are there', async () => {
    const method = services();
    renderTransfers(<AccountTransferPage />, method);
    await choose('From account', eur.accountId);
    await choose('To account', eur2.accountId);
    expect(await screen.findByText('Left today: €9,000.00 of €10,000.00')).toBeInTheDocument();
    expect(callsOf(method, 'getBetweenAccountsFee')).toEqual([]);
    await userEvent.setup().type(screen.getByLabelText('Amount', { exact: false }), '25');
    await waitFor(() =>
      expect(callsOf(method, 'getBetweenAccountsFee')).toEqual([
        { amount: '25', fromAccountId: eur.accountId, toAccountId: eur2.accountId },
      ]),
    );
    expect(callsOf(method, 'getExchangeRate')).toEqual([]);
    expect(callsOf(method, 'getMaxAmount')).toEqual([
      { fromAccountId: eur.accountId, toAccountId: eur2.accountId, operation: 'betweenAccounts' },
    ]);
  });

  it('to list / leaves out the chosen source', async () => {
    renderTransfers(<AccountTransferPage />, services());
    await choose('From account', eur.accountId);
    const to = screen.getByLabelText('To account', { exact: false });
    expect([...to.querySelectorAll('option')].map((option) => option.value)).toEqual(['', '12', '21']);
  });

  it('use max / fills the max amount', async () => {
    renderTransfers(<AccountTransferPage />, services());
    await choose('From account', eur.accountId);
    await choose('To account', usd.accountId);
    const button = screen.getByRole('button', { name: 'Use max' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.setup().click(button);
    expect(screen.getByLabelText('Amount', { exact: false })).toHaveValue('4975.12');
  });

  it('review with empty fields / field errors, nothing sent', async () => {
    const method = services();
    renderTransfers(<AccountTransferPage />, method);
    await screen.findByLabelText('From account', { exact: false });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByText('Choose the account to send from')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount')).toBeInTheDocument();
    expect(callsOf(method, 'transferBetweenAccounts')).toEqual([]);
  });

  it('standing order with a count of 1 / refused before review', async () => {
    renderTransfers(<AccountTransferPage />, services());
    const user = userEvent.setup();
    await choose('From account', eur.accountId);
    await choose('To account', usd.accountId);
    await user.type(screen.getByLabelText('Amount', { exact: false }), '100');
    await user.click(screen.getByRole('checkbox', { name: 'Repeat this transfer' }));
    await user.selectOptions(screen.getByLabelText('How often'), 'monthly');
    await user.type(screen.getByLabelText('Number of payments', { exact: false }), '1');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByText('Enter a whole number from 2 to 120')).toBeInTheDocument();
    expect(screen.queryByText('Check your transfer')).not.toBeInTheDocument();
  });

  it('review before the fee came / its rows hold their place, so Confirm and send does not move when it comes', async () => {
    let feeCame: () => void = () => undefined;
    const came = new Promise<void>((resolve) => {
      feeCame = resolve;
    });
    const method = services({
      getBetweenAccountsFee: async () => {
        await came;
        return { fee: '0.5', toAmount: '110', exchangeRate: '1.1' };
      },
    });
    renderTransfers(<AccountTransferPage />, method);
    const user = userEvent.setup();
    await choose('From account', eur.accountId);
    await choose('To account', usd.accountId);
    await user.type(screen.getByLabelText('Amount', { exact: false }), '100');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('region', { name: 'Check your transfer' });
    const rows = () => within(review).getAllByRole('definition').length;
    expect(within(review).getByText('Getting the fee…')).toBeInTheDocument();
    const rowsWhileAsking = rows();
    act(() => feeCame());
    expect(await within(review).findByText('€0.50')).toBeInTheDocument();
    expect(within(review).getByText('$110.00')).toBeInTheDocument();
    expect(within(review).queryByText('Getting the fee…')).not.toBeInTheDocument();
    expect(rows()).toBe(rowsWhileAsking);
  });

  it('review then a double click on confirm / one transfer with one idempotency key, success panel', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const method = services({
      transferBetweenAccounts: () => new Promise((resolve) => (answer = resolve)),
    });
    renderTransfers(<AccountTransferPage />, method);
    const user = userEvent.setup();
    await choose('From account', eur.accountId);
    await choose('To account', usd.accountId);
    await user.type(screen.getByLabelText('Amount', { exact: false }), '100');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const confirm = await screen.findByRole('button', { name: 'Confirm and send' });
    await user.dblClick(confirm);
    answer({
      transactionId: 700,
      fee: '0.5',
      toAmount: '110',
      exchangeRate: '1.1',
      link: '/history?accountId=11',
    });
    expect(await screen.findByText('Money moved')).toBeInTheDocument();
    const sent = callsOf(method, 'transferBetweenAccounts') as Array<Record<string, unknown>>;
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ amount: '100', currency: 'EUR', fromAccount: 11, toAccount: 21 });
    expect(sent[0]?.idempotencyKey).toEqual(expect.any(String));
    expect(screen.getByText('€100.00 sent; fee €0.50.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See it in your history' })).toHaveAttribute(
      'href',
      '/history?accountId=11',
    );
    // Balances refresh after money moved.
    await waitFor(() => expect(callsOf(method, 'balanceInquiry').length).toBeGreaterThan(1));
  });

  it('an initiate-only user (right 3) / queued for approval: the queued panel, no "Money moved"', async () => {
    const method = services({
      transferBetweenAccounts: () => ({
        operationId: 'op-9',
        approvalTransactionCreated: true,
        fee: '0.5',
        toAmount: '110',
        exchangeRate: '1.1',
        link: '/history',
      }),
    });
    renderTransfers(<AccountTransferPage />, method);
    const user = userEvent.setup();
    await choose('From account', eur.accountId);
    await choose('To account', usd.accountId);
    await user.type(screen.getByLabelText('Amount', { exact: false }), '100');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm and send' }));

    expect(await screen.findByText('Approval transaction created')).toBeInTheDocument();
    expect(screen.queryByText('Money moved')).not.toBeInTheDocument();
  });

  it('server refuses with 61 on the amount / its message beside the form and on the field, values kept', async () => {
    const method = services({
      transferBetweenAccounts: () => {
        throw ApiError.fromBody({
          responseCode: '61',
          responseDescription: 'The amount is over your daily limit.',
          field: 'amount',
        } as never);
      },
    });
    renderTransfers(<AccountTransferPage />, method);
    const user = userEvent.setup();
    await choose('From account', eur.accountId);
    await choose('To account', usd.accountId);
    await user.type(screen.getByLabelText('Amount', { exact: false }), '100');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm and send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The amount is over your daily limit.');
    expect(screen.getByLabelText('Amount', { exact: false })).toHaveValue('100');
    expect(screen.getByLabelText('Amount', { exact: false })).toHaveAttribute('aria-invalid', 'true');
  });
});
