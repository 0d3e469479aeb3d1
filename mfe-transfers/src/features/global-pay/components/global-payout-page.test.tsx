import { Route, Routes } from 'react-router-dom';
import { ApiError } from '@portal/api/errors';
import { bus } from '@portal/events/bus';
import { screen, userEvent, waitFor } from '@portal/testing/render';
import { callsOf, methodWith, renderTransfers } from '../../../shared/testing/render-transfers';
import { GlobalPayoutPage } from './global-payout-page';

const SECRET = 'gp-secret-1';

function paymentAnswer(status: string) {
  return {
    paymentSecret: SECRET,
    paymentId: 501,
    paymentStatus: status,
    senderName: 'Acme Studio Ltd',
    beneficiaryName: 'Ana Souza',
    amount: '120.00',
    currencyCode: 'EUR',
    description: 'May invoice',
    toAmount: '120.00',
    feeIsPayedByBeneficiary: false,
    expireDays: 14,
    submittedDate: '2030-05-01T10:00:00Z',
    transferDate: status === 'completed' ? '2030-05-03T10:00:00Z' : undefined,
    allowedCountries: [
      { countryCode: 'DE', name: 'Germany' },
      { countryCode: 'BR', name: 'Brazil' },
    ],
  };
}

function recipient(overrides: Parameters<typeof methodWith>[0] = {}) {
  let status = 'new';
  const method = methodWith({
    getGlobalPayment: () => {
      // A paid or refused payment's link is used up: the one answer of an unknown link.
      if (status === 'completed' || status === 'refused')
        throw ApiError.fromBody({
          responseCode: 'NF',
          responseDescription: 'This payment link is not valid.',
        });
      return paymentAnswer(status);
    },
    getGlobalPaymentLastWithdrawals: () => ({ withdrawals: [] }),
    getGlobalPaymentMethods: () => ({ methods: [{ name: 'wire', currencies: ['EUR'] }] }),
    getGlobalPaymentMeta: () => ({
      exchangeRate: '1',
      toAmount: '120.00',
      fee: '0.00',
      estimatedTotal: '120.00',
      maximumTrxFee: '5.00',
      extraFxMarkupPercent: '0',
    }),
    getGlobalPaymentExtraParams: () => ({ params: [] }),
    lookupGlobalPaymentIban: () => ({
      address: 'Unter den Linden 1',
      branch: '',
      city: 'Berlin',
      zipCode: '10117',
      countryIsoCode: 'DE',
      country: 'Germany',
      bankName: 'Commerzbank',
      SWIFT: 'COBADEFFXXX',
    }),
    lookupGlobalPaymentSwift: () => ({
      address: '',
      city: 'Frankfurt',
      zipCode: '',
      countryIsoCode: 'DE',
      bankName: 'Commerzbank',
      code: 'COBADEFFXXX',
    }),
    submitGlobalPayment: () => {
      status = 'pending';
      return { operationId: 'op-9', approveType: 'approvalCode', approvalSentTo: 'a***@demo.test', fee: '0' };
    },
    approveGlobalPayment: (request) => {
      if (request.approvalCode !== '123456')
        throw ApiError.fromBody({ responseCode: 'AF', responseDescription: 'The code is not valid.' });
      status = 'completed';
      return { paymentId: 501, paymentStatus: 'completed', transferDate: '2030-05-03T10:00:00Z' };
    },
    resendGlobalPaymentCode: () => ({ approvalSentTo: 'a***@demo.test' }),
    refuseGlobalPayment: () => {
      status = 'refused';
      return { paymentId: 501, paymentStatus: 'refused' };
    },
    ...overrides,
  });
  return method;
}

function renderPage(method: ReturnType<typeof methodWith>, secret = SECRET) {
  return renderTransfers(
    <Routes>
      <Route path="/global-payout/:secret" element={<GlobalPayoutPage />} />
    </Routes>,
    method,
    `/global-payout/${secret}`,
  );
}

function popups() {
  const shown: unknown[] = [];
  const subscription = bus.on('api.error', (error) => shown.push(error));
  return { shown, release: () => subscription.unsubscribe() };
}

describe('GlobalPayoutPage (spec 02 §4 "Global payout (recipient side)")', () => {
  it('country, method, details with the IBAN looked up, submit, a wrong code in place, resend, the right code: paid', async () => {
    const errors = popups();
    const method = recipient();
    renderPage(method);
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acme Studio Ltd is sending you €120.00' }),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(/^Country where/), 'DE');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(callsOf(method, 'getGlobalPaymentMethods')).toEqual([
      { paymentSecret: SECRET, countryCode: 'DE' },
    ]);
    await user.click(await screen.findByRole('radio', { name: 'Bank wire in EUR' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByTestId('payout-to-amount')).toHaveTextContent('€120.00');
    expect(callsOf(method, 'getGlobalPaymentMeta')).toEqual([
      { paymentSecret: SECRET, paymentMethod: 'wire', toCurrencyCode: 'EUR', countryCode: 'DE' },
    ]);
    // A half-typed IBAN is not looked up; the whole one is, and its bank fills the empty BIC.
    await user.type(screen.getByLabelText(/^IBAN/), 'DE89 3704');
    expect(callsOf(method, 'lookupGlobalPaymentIban')).toEqual([]);
    await user.type(screen.getByLabelText(/^IBAN/), ' 0044 0532 0130 00');
    expect(await screen.findByTestId('payout-iban-bank')).toHaveTextContent('Bank: Commerzbank, Berlin');
    await waitFor(() => expect(screen.getByLabelText(/^BIC/)).toHaveValue('COBADEFFXXX'));
    expect(screen.getByLabelText(/^Your name/)).toHaveValue('Ana Souza');
    await user.type(screen.getByLabelText(/^Your address/), 'Kaiserplatz 1, Frankfurt');

    await user.click(screen.getByRole('button', { name: 'Receive €120.00' }));
    expect(await screen.findByRole('heading', { name: 'Enter the code' })).toBeInTheDocument();
    expect(callsOf(method, 'submitGlobalPayment')).toEqual([
      {
        paymentSecret: SECRET,
        paymentMethod: 'wire',
        currencyCode: 'EUR',
        countryCode: 'DE',
        paymentDetails: {
          iban: 'DE89370400440532013000',
          swift: 'COBADEFFXXX',
          beneficiaryName: 'Ana Souza',
          beneficiaryAddress: 'Kaiserplatz 1, Frankfurt',
        },
        extraParams: {},
      },
    ]);
    expect(
      screen.getByText('We sent a code to a***@demo.test. Enter it to receive the money.'),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The code is not valid.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A new code is on its way.')).toBeInTheDocument();
    expect(callsOf(method, 'resendGlobalPaymentCode')).toEqual([
      { paymentSecret: SECRET, operationId: 'op-9', approveType: 'approvalCode' },
    ]);

    await user.type(screen.getByLabelText(/^Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'The money is on its way' })).toBeInTheDocument();
    expect(screen.getByText('Paid out on May 3, 2030.')).toBeInTheDocument();
    // The outcome is the approve's answer: the used-up link is not asked for again.
    expect(callsOf(method, 'getGlobalPayment')).toHaveLength(1);
    // Errors were shown in place: the automatic popup never opened (spec 02 §7).
    expect(errors.shown).toEqual([]);
    errors.release();
    // Typing a whole payout by keyboard takes a few seconds on a loaded machine.
  }, 20_000);

  it('the details are checked before sending: a wrong IBAN check digit is named and nothing is sent', async () => {
    const method = recipient();
    renderPage(method);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(/^Country where/), 'DE');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('radio', { name: 'Bank wire in EUR' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText(/^IBAN/), 'DE88 3704 0044 0532 0130 00');
    await user.click(screen.getByRole('button', { name: /^Receive/ }));
    expect(screen.getByLabelText(/^IBAN/)).toHaveAccessibleDescription(/check digits do not match/);
    expect(screen.getByLabelText(/^BIC/)).toHaveAccessibleDescription(/Fill this in/);
    expect(callsOf(method, 'submitGlobalPayment')).toEqual([]);
  });

  it('refusing asks first; then the status read from the server says refused', async () => {
    const method = recipient();
    renderPage(method);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'I do not want this payment' }));
    expect(
      screen.getByText('The money goes back to Acme Studio Ltd and this link stops working.'),
    ).toBeInTheDocument();
    expect(callsOf(method, 'refuseGlobalPayment')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Refuse the payment' }));
    expect(await screen.findByRole('heading', { name: 'You refused this payment' })).toBeInTheDocument();
    expect(screen.getByText('The money went back to Acme Studio Ltd.')).toBeInTheDocument();
    expect(callsOf(method, 'refuseGlobalPayment')).toEqual([{ paymentSecret: SECRET }]);
  });

  it('a wrong, used or expired secret gets the one clear page, and no popup', async () => {
    const errors = popups();
    const method = recipient({
      getGlobalPayment: () => {
        throw ApiError.fromBody({
          responseCode: 'NF',
          responseDescription: 'This payment link is not valid.',
        });
      },
    });
    renderPage(method, 'nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link is not valid' }),
    ).toBeInTheDocument();
    expect(callsOf(method, 'getGlobalPayment')).toEqual([{ paymentSecret: 'nope' }]);
    expect(errors.shown).toEqual([]);
    errors.release();
  });
});
