import { act } from 'react';
import { bus } from '@portal/events/bus';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import { baseAnswers, callsOf, methodWith, renderExternal } from '../testing/render-external';

async function chooseWire(ui: ReturnType<typeof userEvent.setup>) {
  await ui.selectOptions(await screen.findByLabelText(/Country of the payee/), 'DE');
  await ui.click(await screen.findByRole('radio', { name: 'Bank wire' }));
  await ui.selectOptions(screen.getByLabelText(/From account/), '1');
}

describe('ExternalTransferPage', () => {
  it('bad IBAN length, bad checksum, bad BIC / field messages, no lookup and no submit', async () => {
    const method = methodWith(baseAnswers());
    renderExternal(method);
    const ui = userEvent.setup();
    await chooseWire(ui);

    const iban = screen.getByRole('textbox', { name: /^IBAN/ });
    await ui.type(iban, 'DE89 3704 0044 0532 0130');
    await ui.tab();
    expect(iban).toHaveAccessibleDescription(
      expect.stringContaining('An IBAN from DE has 22 characters; this one has 20'),
    );

    await ui.clear(iban);
    await ui.type(iban, 'DE88 3704 0044 0532 0130 00');
    await ui.tab();
    expect(iban).toHaveAccessibleDescription(expect.stringContaining('The check digits do not match'));

    const bic = screen.getByLabelText(/BIC \/ SWIFT code/);
    await ui.type(bic, 'DEUT1EFF');
    await ui.tab();
    expect(bic).toHaveAccessibleDescription(expect.stringContaining('A BIC has 8 or 11 letters and digits'));

    await ui.click(screen.getByRole('button', { name: 'Review the transfer' }));
    expect(screen.getByText('Check the marked fields.')).toBeInTheDocument();
    expect(callsOf(method, 'lookupIban')).toHaveLength(0);
    expect(callsOf(method, 'lookupSwift')).toHaveLength(0);
    expect(callsOf(method, 'transferExternal')).toHaveLength(0);
  });

  it('valid IBAN / bank looked up and the BIC filled from it', async () => {
    const method = methodWith(
      baseAnswers({
        lookupIban: () => ({
          address: 'Unter den Linden 1',
          branch: '',
          city: 'Berlin',
          zipCode: '10117',
          countryIsoCode: 'DE',
          country: 'Germany',
          bankName: 'Commerzbank',
          SWIFT: 'COBADEFFXXX',
        }),
        lookupSwift: () => ({
          address: 'Kaiserplatz',
          city: 'Frankfurt',
          zipCode: '60311',
          countryIsoCode: 'DE',
          bankName: 'Commerzbank AG',
          code: 'COBADEFFXXX',
        }),
      }),
    );
    renderExternal(method);
    const ui = userEvent.setup();
    await chooseWire(ui);
    await ui.type(screen.getByRole('textbox', { name: /^IBAN/ }), 'de89 3704 0044 0532 0130 00');
    expect(await screen.findByTestId('iban-bank')).toHaveTextContent('Bank: Commerzbank, Berlin');
    expect(callsOf(method, 'lookupIban')).toEqual([{ iban: 'DE89370400440532013000' }]);
    await waitFor(() => expect(screen.getByLabelText(/BIC \/ SWIFT code/)).toHaveValue('COBADEFFXXX'));
    expect(await screen.findByText(/Bank: Commerzbank AG, Frankfurt/)).toBeInTheDocument();
  });

  it('nested extra parameters / only the chosen option’s own parameter is asked and sent', async () => {
    let submitted: Record<string, unknown> | undefined;
    const method = methodWith(
      baseAnswers({
        getExtraParams: () => ({
          params: [
            {
              name: 'purposeOfPayment',
              label: 'Purpose of payment',
              type: 'select',
              required: true,
              options: [
                { value: 'goods', label: 'Goods' },
                {
                  value: 'other',
                  label: 'Other',
                  extraParams: [
                    {
                      name: 'purposeDetails',
                      label: 'Purpose in words',
                      type: 'text',
                      required: true,
                      pattern: '\\S.{3,}',
                    },
                  ],
                },
              ],
            },
          ],
        }),
        lookupIban: () => ({ bankName: 'Commerzbank', city: 'Berlin', SWIFT: 'COBADEFFXXX' }),
        lookupSwift: () => ({ bankName: 'Commerzbank AG', city: 'Frankfurt', countryIsoCode: 'DE' }),
        transferExternal: (request) => {
          submitted = request;
          return {
            operationId: 'op-1',
            approveType: 'none',
            availableApprovalMethods: ['none'],
            fee: '15.00',
          };
        },
      }),
    );
    const approvals = bus.on('approval.requested', (request) =>
      bus.publish('approval.completed', { operationId: request.operationId, ok: true, transactionId: 7 }),
    );
    renderExternal(method);
    const ui = userEvent.setup();
    await chooseWire(ui);
    await ui.type(screen.getByRole('textbox', { name: /^IBAN/ }), 'DE89370400440532013000');
    await waitFor(() => expect(screen.getByLabelText(/BIC \/ SWIFT code/)).toHaveValue('COBADEFFXXX'));
    await ui.type(screen.getByLabelText(/^Payee name/), 'Hans Muster');
    await ui.type(screen.getByLabelText(/^Payee address/), 'Hauptstrasse 1, Berlin');
    const purpose = await screen.findByLabelText(/Purpose of payment/);
    expect(screen.queryByLabelText(/Purpose in words/)).not.toBeInTheDocument();
    await ui.selectOptions(purpose, 'other');
    const words = screen.getByLabelText(/Purpose in words/);
    await ui.type(screen.getByLabelText(/^Amount/), '100');
    await ui.click(screen.getByRole('button', { name: 'Review the transfer' }));
    expect(words).toHaveAccessibleDescription(expect.stringContaining('Fill this in'));
    await ui.type(words, 'ab');
    await ui.click(screen.getByRole('button', { name: 'Review the transfer' }));
    expect(words).toHaveAccessibleDescription(expect.stringContaining('This is not in the expected format'));
    await ui.type(words, 'cdef');
    await ui.click(screen.getByRole('button', { name: 'Review the transfer' }));

    const review = await screen.findByTestId('external-review');
    expect(within(review).getByText('Purpose in words')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: /^Send/ }));
    expect(await screen.findByText('Transfer sent')).toBeInTheDocument();
    expect(submitted).toMatchObject({
      type: 'wire',
      accountId: 1,
      amount: '100',
      currency: 'EUR',
      countryCode: 'DE',
      details: {
        iban: 'DE89370400440532013000',
        swift: 'COBADEFFXXX',
        beneficiaryName: 'Hans Muster',
        beneficiaryAddress: 'Hauptstrasse 1, Berlin',
      },
      extraParams: { purposeOfPayment: 'other', purposeDetails: 'abcdef' },
    });
    expect(typeof submitted?.idempotencyKey).toBe('string');
    expect(screen.getByTestId('done-total')).toHaveTextContent('€115.00');
    approvals.unsubscribe();
  });

  it('eft to Brazil / bank and branch required, branches asked once a bank is chosen', async () => {
    const method = methodWith(
      baseAnswers({
        getBankList: () => ({ banks: [{ code: '341', name: 'Itaú Unibanco' }] }),
        getEftBranchOptions: (request) => ({
          options: request.bankCode === '341' ? [{ value: '0001', label: 'Agência Paulista' }] : [],
        }),
      }),
    );
    renderExternal(method);
    const ui = userEvent.setup();
    await ui.selectOptions(await screen.findByLabelText(/Country of the payee/), 'BR');
    await ui.click(await screen.findByRole('radio', { name: 'Bank transfer' }));
    await ui.type(screen.getByLabelText(/^Account number/), '12345-6');
    await ui.type(screen.getByLabelText(/^Payee name/), 'Maria Silva');
    await ui.type(screen.getByLabelText(/^Amount/), '50');
    await ui.click(screen.getByRole('button', { name: 'Review the transfer' }));
    expect(screen.getByRole('combobox', { name: /^Bank/ })).toHaveAccessibleDescription(
      expect.stringContaining('Fill this in'),
    );
    expect(screen.getByRole('combobox', { name: /^Branch/ })).toBeDisabled();
    expect(callsOf(method, 'getEftBranchOptions')).toHaveLength(0);

    await ui.selectOptions(await screen.findByRole('combobox', { name: /^Bank/ }), '341');
    const branch = screen.getByRole('combobox', { name: /^Branch/ });
    await waitFor(() => expect(branch).toBeEnabled());
    expect(branch).toHaveAccessibleDescription(expect.stringContaining('Fill this in'));
    await screen.findByRole('option', { name: 'Agência Paulista' });
    expect(callsOf(method, 'getEftBranchOptions')).toEqual([
      { paramName: 'branchCode', countryCode: 'BR', bankCode: '341' },
    ]);
    expect(callsOf(method, 'transferExternal')).toHaveLength(0);
  });

  it('card payout to a blocked BIN / refused before sending', async () => {
    const method = methodWith(baseAnswers({ getBlockedBins: () => ({ bins: ['411111'] }) }));
    renderExternal(method);
    const ui = userEvent.setup();
    await ui.selectOptions(await screen.findByLabelText(/Country of the payee/), 'DE');
    await ui.click(await screen.findByRole('radio', { name: 'To a card' }));
    await ui.selectOptions(screen.getByLabelText(/From account/), '1');
    const card = screen.getByLabelText(/^Card number/);
    await ui.type(card, '4111 1111 1111 1112');
    await ui.tab();
    expect(card).toHaveAccessibleDescription(expect.stringContaining('This is not a valid card number'));
    await ui.clear(card);
    await ui.type(card, '4111 1111 1111 1111');
    await ui.type(screen.getByLabelText(/^Name on the card/), 'Hans Muster');
    await ui.type(screen.getByLabelText(/^Amount/), '10');
    await ui.click(screen.getByRole('button', { name: 'Review the transfer' }));
    expect(card).toHaveAccessibleDescription(
      expect.stringContaining('Cards starting with 411111 cannot receive payouts'),
    );
    expect(callsOf(method, 'transferExternal')).toHaveLength(0);
  });

  it('server refuses with TA1 and 61 / lines on their fields, the typed values kept', async () => {
    const { ApiError } = await import('@portal/api/errors');
    let answer = 0;
    const method = methodWith(
      baseAnswers({
        lookupIban: () => ({ bankName: 'Commerzbank', city: 'Berlin', SWIFT: 'COBADEFFXXX' }),
        lookupSwift: () => ({ bankName: 'Commerzbank AG', city: 'Frankfurt', countryIsoCode: 'DE' }),
        transferExternal: () => {
          answer += 1;
          if (answer === 1)
            throw ApiError.fromBody({
              responseCode: 'TA1',
              responseDescription: 'Invalid parameters',
              validationErrors: ['details.beneficiaryAddress: must name a street and a city'],
            });
          throw ApiError.fromBody({
            responseCode: '61',
            responseDescription: 'The amount is over your withdrawals limit per transfer (5000.00 EUR)',
          });
        },
      }),
    );
    renderExternal(method);
    const ui = userEvent.setup();
    await chooseWire(ui);
    await ui.type(screen.getByRole('textbox', { name: /^IBAN/ }), 'DE89370400440532013000');
    await waitFor(() => expect(screen.getByLabelText(/BIC \/ SWIFT code/)).toHaveValue('COBADEFFXXX'));
    await ui.type(screen.getByLabelText(/^Payee name/), 'Hans Muster');
    await ui.type(screen.getByLabelText(/^Payee address/), 'x');
    await ui.type(screen.getByLabelText(/^Amount/), '6000');
    await ui.click(screen.getByRole('button', { name: 'Review the transfer' }));
    await ui.click(await screen.findByRole('button', { name: /^Send/ }));
    const address = await screen.findByLabelText(/^Payee address/);
    expect(address).toHaveAccessibleDescription(expect.stringContaining('must name a street and a city'));
    expect(address).toHaveValue('x');
    expect(screen.getByRole('textbox', { name: /^IBAN/ })).toHaveValue('DE89370400440532013000');

    await ui.type(address, ', Berlin');
    await ui.click(screen.getByRole('button', { name: 'Review the transfer' }));
    await ui.click(await screen.findByRole('button', { name: /^Send/ }));
    const amount = await screen.findByLabelText(/^Amount/);
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('The amount is over your withdrawals limit per transfer'),
    );
    expect(amount).toHaveValue('6000');
  });

  it('review before the fee came / its rows hold their place and never show an earlier amount’s fee', async () => {
    let feeCame: () => void = () => undefined;
    const came = new Promise<void>((resolve) => {
      feeCame = resolve;
    });
    const method = methodWith(
      baseAnswers({
        lookupIban: () => ({ bankName: 'Commerzbank', city: 'Berlin', SWIFT: 'COBADEFFXXX' }),
        lookupSwift: () => ({ bankName: 'Commerzbank AG', city: 'Frankfurt', countryIsoCode: 'DE' }),
        getExternalFee: async (request) => {
          if (request.amount !== '100') return { fee: '9.99', total: '0' };
          await came;
          return { fee: '15.00', total: '115.00' };
        },
      }),
    );
    renderExternal(method);
    const ui = userEvent.setup();
    await chooseWire(ui);
    await ui.type(screen.getByRole('textbox', { name: /^IBAN/ }), 'DE89370400440532013000');
    await waitFor(() => expect(screen.getByLabelText(/BIC \/ SWIFT code/)).toHaveValue('COBADEFFXXX'));
    await ui.type(screen.getByLabelText(/^Payee name/), 'Hans Muster');
    await ui.type(screen.getByLabelText(/^Payee address/), 'Hauptstrasse 1, Berlin');
    await ui.type(screen.getByLabelText(/^Amount/), '100');
    await ui.click(screen.getByRole('button', { name: 'Review the transfer' }));
    const review = await screen.findByTestId('external-review');
    const rows = () => within(review).getAllByRole('definition').length;
    expect(within(review).getByText('Working out the fee…')).toBeInTheDocument();
    expect(within(review).queryByText('€9.99')).not.toBeInTheDocument();
    const rowsWhileAsking = rows();
    act(() => feeCame());
    expect(await within(review).findByText('€15.00')).toBeInTheDocument();
    expect(within(review).getByText('€115.00')).toBeInTheDocument();
    expect(within(review).queryByText('Working out the fee…')).not.toBeInTheDocument();
    expect(rows()).toBe(rowsWhileAsking);
  });

  /**
   * Sends a wire approved by `approveType`, answers its approval with `answer`, then changes the amount to 80 and
   * sends again; answers the requests sent.
   */
  async function resubmitAfter(
    approveType: 'sms' | 'push',
    answer: { ok: false; cancelled?: true; message?: string },
    notice: string,
  ) {
    const method = methodWith(
      baseAnswers({
        lookupIban: () => ({ bankName: 'Commerzbank', city: 'Berlin', SWIFT: 'COBADEFFXXX' }),
        lookupSwift: () => ({ bankName: 'Commerzbank AG', city: 'Frankfurt', countryIsoCode: 'DE' }),
        transferExternal: () => ({
          operationId: 'op-1',
          approveType,
          availableApprovalMethods: [approveType],
          fee: '15.00',
        }),
      }),
    );
    renderExternal(method);
    const ui = userEvent.setup();
    await chooseWire(ui);
    await ui.type(screen.getByRole('textbox', { name: /^IBAN/ }), 'DE89370400440532013000');
    await waitFor(() => expect(screen.getByLabelText(/BIC \/ SWIFT code/)).toHaveValue('COBADEFFXXX'));
    await ui.type(screen.getByLabelText(/^Payee name/), 'Hans Muster');
    await ui.type(screen.getByLabelText(/^Payee address/), 'Hauptstrasse 1, Berlin');
    await ui.type(screen.getByLabelText(/^Amount/), '100');
    await ui.click(screen.getByRole('button', { name: 'Review the transfer' }));
    await ui.click(await screen.findByRole('button', { name: /^Send/ }));
    await waitFor(() => expect(callsOf(method, 'transferExternal')).toHaveLength(1));
    // The approval's answer settles the page's promise: awaited inside act.
    await act(async () => bus.publish('approval.completed', { operationId: 'op-1', ...answer }));
    expect(await screen.findByText(notice)).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Change details' }));
    const amount = screen.getByLabelText(/^Amount/);
    expect(amount).toHaveValue('100');
    await ui.clear(amount);
    await ui.type(amount, '80');
    await ui.click(screen.getByRole('button', { name: 'Review the transfer' }));
    await ui.click(await screen.findByRole('button', { name: /^Send/ }));
    await waitFor(() => expect(callsOf(method, 'transferExternal')).toHaveLength(2));
    await act(async () =>
      bus.publish('approval.completed', { operationId: 'op-1', ok: false, cancelled: true }),
    );
    return callsOf(method, 'transferExternal') as Array<Record<string, unknown>>;
  }

  it('sms approval cancelled, then the amount changed / the open operation amended', async () => {
    const [first, second] = await resubmitAfter(
      'sms',
      { ok: false, cancelled: true },
      'Approval cancelled. Nothing was sent and your details are kept.',
    );
    expect(first?.operationId).toBeUndefined();
    expect(second).toMatchObject({ amount: '80', operationId: 'op-1' });
    expect(second?.idempotencyKey).not.toEqual(first?.idempotencyKey);
  });

  it('sms approval failed / the next send is a new transfer, without the failed operation', async () => {
    const [, afterFailure] = await resubmitAfter('sms', { ok: false, message: 'Wrong code.' }, 'Wrong code.');
    expect(afterFailure).toMatchObject({ amount: '80' });
    expect(afterFailure?.operationId).toBeUndefined();
  });

  it('push approval cancelled / the next send is a new transfer, not an amendment', async () => {
    const [first, afterPush] = await resubmitAfter(
      'push',
      { ok: false, cancelled: true },
      'Approval cancelled. Nothing was sent and your details are kept.',
    );
    expect(afterPush).toMatchObject({ amount: '80' });
    expect(afterPush?.operationId).toBeUndefined();
    expect(afterPush?.idempotencyKey).not.toEqual(first?.idempotencyKey);
  });
});
