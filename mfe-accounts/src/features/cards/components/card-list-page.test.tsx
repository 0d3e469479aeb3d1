import { ACCOUNT_TYPES, CARD_STATUS } from '@portal/api/catalogue';
import { screen, within } from '@portal/testing/render';
import { balances, cardAccount, paymentAccount } from '../testing/fixtures';
import { methodWith, renderCards } from '../testing/render-cards';

const accounts = [
  cardAccount({ accountId: 501, cardAliasName: 'Travel' }),
  cardAccount({ accountId: 502, accountStatusId: CARD_STATUS.paused, subType: 'DEBIT', balance: '5.00' }),
  cardAccount({ accountId: 503, cardIsVirtual: true, accountStatusId: CARD_STATUS.pendingDocument }),
  cardAccount({ accountId: 504, accountStatusId: CARD_STATUS.canceled, cardNumber: '4000 0000 0000 9999' }),
  cardAccount({ accountId: 505, type: ACCOUNT_TYPES.closed, cardNumber: '4000 0000 0000 8888' }),
  paymentAccount(),
];

describe('CardListPage', () => {
  it('physical / live tiles with status and balance, closed and cancelled apart, tabs with counts', async () => {
    renderCards('/cards/physical', methodWith({ balanceInquiry: () => balances(...accounts) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Physical cards' })).toBeInTheDocument();

    const live = await screen.findByRole('region', { name: 'Your cards' });
    const travel = within(live).getByRole('link', { name: 'Travel •••• •••• •••• 1234' });
    expect(travel).toHaveAttribute('href', '/cards/501');
    const travelTile = screen.getByTestId('card-501');
    expect(travelTile).toHaveTextContent('Active');
    expect(travelTile).toHaveTextContent('€120.50');
    expect(travelTile).toHaveTextContent(/\d{2}\/\d{2}/);
    expect(screen.getByTestId('card-502')).toHaveTextContent('Paused');
    expect(screen.getByTestId('card-502')).toHaveTextContent('Debit card');

    const closed = screen.getByRole('region', { name: 'Closed and cancelled cards' });
    expect(within(closed).getByTestId('card-504')).toHaveTextContent('Cancelled');
    expect(within(closed).getByTestId('card-505')).toHaveTextContent('Closed');
    expect(within(closed).queryAllByRole('link')).toHaveLength(0);

    const tabs = screen.getByRole('navigation', { name: 'Card types' });
    expect(within(tabs).getByRole('link', { name: /Physical/ })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: /Physical/ })).toHaveTextContent('2');
    expect(within(tabs).getByRole('link', { name: /Virtual/ })).toHaveTextContent('1');
    expect(screen.getAllByRole('link', { name: 'Apply for a card' })[0]).toHaveAttribute(
      'href',
      '/cards/apply',
    );
    expect(screen.getByRole('link', { name: 'Add a card of another bank' })).toHaveAttribute(
      'href',
      '/add-card',
    );
  });

  it('virtual without cards / the empty state', async () => {
    renderCards('/cards/virtual', methodWith({ balanceInquiry: () => balances(accounts[0]!) }));
    expect(await screen.findByText('No virtual cards yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Closed and cancelled cards' })).not.toBeInTheDocument();
  });
});
