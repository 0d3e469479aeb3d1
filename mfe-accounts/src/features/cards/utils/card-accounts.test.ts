import { ACCOUNT_TYPES, CARD_STATUS } from '@portal/api/catalogue';
import { cardAccount, paymentAccount } from '../testing/fixtures';
import { closedCardsOfKind, liveCardsOfKind, ownFundingAccounts } from './card-accounts';

describe('card lists', () => {
  const physical = cardAccount({ accountId: 1 });
  const virtual = cardAccount({ accountId: 2, cardIsVirtual: true });
  const debit = cardAccount({ accountId: 3, subType: 'DEBIT' });
  const canceled = cardAccount({ accountId: 4, accountStatusId: CARD_STATUS.canceled });
  const closed = cardAccount({ accountId: 5, type: ACCOUNT_TYPES.closed });
  const payment = paymentAccount({ accountId: 6 });
  const all = [physical, virtual, debit, canceled, closed, payment];

  it('live / by kind, debit included, cancelled and closed apart', () => {
    expect(liveCardsOfKind(all, 'physical').map((account) => account.accountId)).toEqual([1, 3]);
    expect(liveCardsOfKind(all, 'virtual').map((account) => account.accountId)).toEqual([2]);
  });

  it('closed and cancelled / cancelled card and closed card account, not a closed payment account', () => {
    const closedPayment = paymentAccount({ accountId: 7, type: ACCOUNT_TYPES.closed });
    expect(
      closedCardsOfKind([...all, closedPayment], 'physical').map((account) => account.accountId),
    ).toEqual([4, 5]);
  });

  it('funding accounts / active non-card accounts of the currency', () => {
    const usd = paymentAccount({ accountId: 8, currencyCode: 'USD' });
    const blocked = paymentAccount({ accountId: 10, accountStatusId: 4 });
    expect(ownFundingAccounts([...all, usd, blocked], 'EUR').map((account) => account.accountId)).toEqual([
      6,
    ]);
  });
});
