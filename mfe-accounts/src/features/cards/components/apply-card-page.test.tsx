import type { Address, AvailableCard } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { user$ } from '@portal/session/session';
import { testUser } from '@portal/session/testing';
import { act, screen, userEvent, waitFor, within } from '@portal/testing/render';
import { balances, paymentAccount } from '../testing/fixtures';
import { callsOf, methodWith, renderCards } from '../testing/render-cards';

const CARDS: AvailableCard[] = [
  { type: 2010, subType: 'PREPAID', isVirtual: false, currencyCode: 'USD', name: 'Prepaid USD card' },
  { type: 2011, subType: 'PREPAID', isVirtual: false, currencyCode: 'EUR', name: 'Prepaid EUR card' },
  { type: 2020, subType: 'PREPAID', isVirtual: true, currencyCode: 'EUR', name: 'Virtual EUR card' },
];

const ADDRESSES: Address[] = [
  {
    id: 1,
    address1: 'Str. Lunga 1',
    city: 'Cluj',
    postalCode: '400000',
    countryCode: 'RO',
    kind: 4,
    statusId: 1,
  },
  {
    id: 2,
    address1: 'Gedimino pr. 5',
    city: 'Vilnius',
    postalCode: '01100',
    countryCode: 'LT',
    kind: 2,
    statusId: 1,
  },
];

afterEach(() => act(() => user$.next(null)));

describe('ApplyCardPage', () => {
  it('fee lookup fails / zero fees, “confirmed later”, no fee account; applies and opens the new card', async () => {
    const method = methodWith({
      getApplyCardInfo: () => ({ cards: CARDS }),
      getAddresses: () => ({ addresses: { address: ADDRESSES } }),
      balanceInquiry: () => balances(paymentAccount()),
      getCardApplyFees: () => {
        throw ApiError.fromBody({ responseCode: 'NF', responseDescription: 'This card is not issued in RO' });
      },
      applyForCard: () => ({ responseCode: '00', responseDescription: 'Success', accountId: 777 }),
      getCrossPlatformRequirements: () => ({ requirements: [] }),
    });
    renderCards('/cards/apply?currency=EUR', method);
    const ui = userEvent.setup();

    expect(await screen.findByText(/They will be confirmed later/)).toBeInTheDocument();
    expect(screen.getByText('Prepaid EUR card')).toBeInTheDocument();
    expect(screen.getByLabelText(/Currency/)).toHaveValue('EUR');
    const fees = screen.getByRole('region', { name: 'Fees' });
    for (const label of ['Issue fee', 'Annual fee', 'Monthly fee'])
      expect(within(fees).getByText(label).nextElementSibling).toHaveTextContent('€0.00');
    expect(within(fees).getByText(/No shipping options are available/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Pay the fees from/)).not.toBeInTheDocument();
    expect(callsOf(method, 'getCardApplyFees')).toEqual([{ type: 2011, countryCode: 'RO' }]);

    await ui.click(screen.getByRole('button', { name: 'Apply for the card' }));
    expect(callsOf(method, 'applyForCard')).toEqual([{ type: 2011, countryCode: 'RO', addressId: 1 }]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/cards/777'));
  });

  it('fees, shipping and another country / disabled option with its reason, replacement check, fee account', async () => {
    act(() => user$.next(testUser({ firstName: 'Ana', residenceCountryCode: 'RO' })));
    const method = methodWith({
      getApplyCardInfo: () => ({ cards: CARDS }),
      getAddresses: () => ({ addresses: { address: ADDRESSES } }),
      balanceInquiry: () => balances(paymentAccount()),
      getCardApplyFees: ({ countryCode }) => ({
        annual: '12.00',
        issue: '5.00',
        monthly: '1.00',
        currency: 'EUR',
        shipping: [
          { id: 1, type: 'standard', fee: '0.00', deliveryTime: '5-7 days', disabledReasons: [] },
          {
            id: 2,
            type: 'express',
            fee: '15.00',
            deliveryTime: '1-2 days',
            disabledReasons: countryCode === 'LT' ? ['not to this country'] : [],
          },
        ],
      }),
      checkAddressReplacement: () => ({
        cardAccountsToBeCanceled: [501],
        cardAccountsToBeShippedToOldAddress: [],
      }),
      applyForCard: () => ({ responseCode: '00', responseDescription: 'Success', accountId: 778 }),
      getCrossPlatformRequirements: () => ({ requirements: [] }),
    });
    renderCards('/cards/apply?currency=eur', method);
    const ui = userEvent.setup();

    const fees = await screen.findByRole('region', { name: 'Fees' });
    expect(callsOf(method, 'getApplyCardInfo')).toEqual([{ countryCode: 'RO' }]);
    expect(await within(fees).findByText('€5.00')).toBeInTheDocument();
    expect(within(fees).getByRole('radio', { name: /Express shipping/ })).toBeEnabled();

    await ui.click(screen.getByRole('radio', { name: /Gedimino/ }));
    expect(await screen.findByText('These cards will be cancelled: card 501')).toBeInTheDocument();
    expect(callsOf(method, 'checkAddressReplacement')).toEqual([{ countryCode: 'LT', oldAddressId: 1 }]);
    const express = await within(fees).findByRole('radio', { name: /Express shipping/ });
    await waitFor(() => expect(express).toBeDisabled());
    expect(express).toHaveAccessibleDescription('Not available: not to this country');

    await ui.click(screen.getByRole('button', { name: 'Apply for the card' }));
    expect(screen.getByLabelText(/Pay the fees from/)).toHaveAccessibleDescription(
      'Choose the account to pay the fees from',
    );
    expect(callsOf(method, 'applyForCard')).toHaveLength(0);
    await ui.selectOptions(screen.getByLabelText(/Pay the fees from/), '9');
    await ui.click(screen.getByRole('button', { name: 'Apply for the card' }));
    expect(callsOf(method, 'applyForCard')).toEqual([
      { type: 2011, countryCode: 'LT', shippingId: 1, addressId: 2, feeAccountId: 9 },
    ]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/cards/778'));
  });

  it('a virtual card / no address nor shipping asked', async () => {
    const method = methodWith({
      getApplyCardInfo: () => ({ cards: CARDS }),
      getAddresses: () => ({ addresses: { address: ADDRESSES } }),
      balanceInquiry: () => balances(paymentAccount()),
      getCardApplyFees: () => ({ annual: '0', issue: '0', monthly: '0', currency: 'EUR', shipping: [] }),
    });
    renderCards('/cards/apply', method);
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('radio', { name: 'Virtual card' }));
    expect(await screen.findByText('Virtual EUR card')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Shipping address' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(callsOf(method, 'getCardApplyFees')).toContainEqual({ type: 2020, countryCode: 'RO' }),
    );
  });
});
