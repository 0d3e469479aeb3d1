import { ACCOUNT_TYPES, CARD_STATUS, RESPONSE_CODES, type CardActionResponse } from '@portal/api/catalogue';
import { isCardAccount, isCardActionAvailable, type CardAction } from '@portal/api/cards';
import Decimal from 'decimal.js';
import { invalidParameters, methodError } from '../../../platform/http/errors';
import type { Clock } from '../../../platform/clock/clock';
import { invalidField, METHOD_INPUT_ERROR_STATUS } from '../../../money/amounts';
import { SANDBOX_BANK } from '../../../money/bank-details';
import type { OutboxSender } from '../../../platform/outbox';
import { systemAccountId } from '../../../money/ledger';
import type { LivePublisher } from '../../../platform/live/service';
import type { CardQueries, CardRepository, StoredCard } from './repository';

export const S = CARD_STATUS;

export const CARD_TEXTS = {
  cardNotFound: 'Card not found',
  accountNotFound: 'Account not found',
  noAccess: 'No access',
  pinNotSet: 'No PIN is set for this card',
  success: 'Success',
} as const;

/** How each card action reads in a refusal (spec 02 §4 "Card actions"). */
export const ACTION_NAMES: Record<CardAction, string> = {
  balance: 'The balance',
  transactionHistory: 'The history',
  cardBlock: 'Blocking',
  changePin: 'Changing the PIN',
  showPin: 'Showing the PIN',
  editName: 'Renaming',
  cardDetails: 'The card details',
  loadCard: 'Loading',
  enrollment: 'Enrollment for online payments',
  pause: 'Pausing',
  unPause: 'Unpausing',
  activate: 'Activation',
  reissue: 'Reissue',
  upgradeShipping: 'Express shipping',
  documents: 'Uploading documents',
};

export interface CardServiceDeps {
  repository: CardRepository;
  outbox: OutboxSender;
  live: LivePublisher;
  clock: Clock;
}

export const ok = (): CardActionResponse => ({
  responseCode: RESPONSE_CODES.success,
  responseDescription: CARD_TEXTS.success,
});
export const notFound = (text: string) => methodError(RESPONSE_CODES.notFound, text);
/**
 * A card, account, address or external card that is not the customer's: ENOA (spec 01 §8), and the same for one
 * that does not exist, because the ids are sequential and two answers would tell which of them exist (issue 12).
 */
export const noAccess = () => methodError(RESPONSE_CODES.noAccess, CARD_TEXTS.noAccess);
export const invalid = (lines: string[]) => invalidParameters(lines, METHOD_INPUT_ERROR_STATUS);
export const negate = (amount: string) => new Decimal(amount).negated().toFixed();

/** The checks and the money moves every card operation shares: the card the customer's, the action offered, fees. */
export function createCardAccess({ repository, clock }: Pick<CardServiceDeps, 'repository' | 'clock'>) {
  async function ownCard(repo: CardQueries, customerId: number, accountId: number): Promise<StoredCard> {
    const card = await repo.findCard(customerId, accountId);
    if (card) return card;
    // The customer's own account that is no card says nothing about anyone else's ids.
    if (await repo.findAccount(customerId, accountId)) throw notFound(CARD_TEXTS.cardNotFound);
    throw noAccess();
  }

  /** spec 02 §4: refuses with CNA an action the card's status and type do not offer (the portal's own rule). */
  function assertOffers(card: StoredCard, action: CardAction): void {
    if (!isCardActionAvailable(card.account, action, clock.now()))
      throw methodError(
        RESPONSE_CODES.cardActionUnavailable,
        `${ACTION_NAMES[action]} is not available for this card`,
      );
  }

  /**
   * A change of one card, in one transaction: the card (and any other of the customer's accounts it moves money
   * with) locked, then checked to be the customer's and to offer the action, then `work`.
   */
  function changeCard<T>(
    customerId: number,
    accountId: number,
    action: CardAction,
    work: (card: StoredCard, repo: CardQueries) => Promise<T>,
    alsoLock: readonly number[] = [],
  ): Promise<T> {
    return repository.transaction(async (repo) => {
      await repo.lockAccounts(customerId, [accountId, ...alsoLock]);
      const card = await ownCard(repo, customerId, accountId);
      assertOffers(card, action);
      return work(card, repo);
    });
  }

  /** A fee journal (type `fee`): from the customer's account to the sandbox bank's fee account. */
  async function chargeFee(
    repo: CardQueries,
    customerId: number,
    fromAccountId: number,
    currencyCode: string,
    amount: string,
    description: string,
  ): Promise<number> {
    const { journalId } = await repo.post({
      customerId,
      type: 'fee',
      status: 'completed',
      description,
      counterpartyName: SANDBOX_BANK.name,
      postings: [
        { accountId: fromAccountId, amount: negate(amount) },
        { accountId: systemAccountId('fees', currencyCode), amount },
      ],
    });
    return journalId;
  }

  /**
   * The account a fee the customer chose to pay from: theirs (else NF), a live account that is not a card
   * (a card pays nothing but purchases) and in the fee's currency (else TA1).
   */
  async function feeAccount(
    repo: CardQueries,
    customerId: number,
    field: string,
    accountId: number | undefined,
    currencyCode: string,
  ): Promise<number> {
    if (accountId === undefined) throw invalidField(field, `is required to pay the ${currencyCode} fee`);
    const found = await repo.findAccount(customerId, accountId);
    if (!found) throw noAccess();
    const { account } = found;
    if (
      isCardAccount(account) ||
      account.type === ACCOUNT_TYPES.closed ||
      account.accountStatusId !== S.active
    )
      throw invalidField(field, 'fees are paid from an active account that is not a card');
    if (account.currencyCode !== currencyCode) throw invalidField(field, `must be a ${currencyCode} account`);
    return account.accountId;
  }

  return { ownCard, assertOffers, changeCard, chargeFee, feeAccount };
}

export type CardAccess = ReturnType<typeof createCardAccess>;
